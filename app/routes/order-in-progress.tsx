import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StopProxyForm } from "~/components/proxy/stop-proxy-form";
import * as proxyMessages from "~/lib/proxy/messages";
import * as messages from "~/lib/messages";
import { pageTitle } from "~/lib/page-title";
import { loadOrderInProgress } from "~/lib/proxy/order-in-progress.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(proxyMessages.orderInProgressTitle, matches) }];

/** Spec part 1 §2: where a restricted path goes while proxy mode is on (app/lib/proxy/order-in-progress.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrderInProgress(request, context);
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
