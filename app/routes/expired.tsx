import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ExpiredView } from "~/components/password-reset/expired-view";
import { pageTitle } from "~/lib/page-title";
import { loadExpired, submitExpired } from "~/lib/password-reset/expired.server";

/** The link-expired view, modes 6 and 8 (app/lib/password-reset/expired.server.ts). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Link expired", matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadExpired(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitExpired(request, context);
}

export default function ExpiredRoute() {
  const { mode, sent, canResend } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <ExpiredView mode={mode} sent={sent} canResend={canResend} lastResult={lastResult} />;
}
