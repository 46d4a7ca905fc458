import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StopProxyForm } from "~/components/proxy/stop-proxy-form";
import { requireUser } from "~/lib/auth.server";
import * as proxyMessages from "~/lib/proxy/messages";
import * as messages from "~/lib/messages";
import { pageTitle } from "~/lib/page-title";
import { currentProxy } from "~/lib/proxy/proxy.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(proxyMessages.orderInProgressTitle, matches) }];

/** Spec part 1 §2: where a restricted path goes while proxy mode is on (session-guards.ts decides). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const proxy = await currentProxy(request, context);
  return { name: proxy?.name ?? null };
}

export default function OrderInProgressRoute() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <div className="narrow">
      <h1>{proxyMessages.orderInProgressTitle}</h1>
      <p>{proxyMessages.orderInProgress}</p>
      {name ? (
        <>
          <p>{messages.proxyActive(name)}</p>
          <StopProxyForm name={name} />
        </>
      ) : null}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
