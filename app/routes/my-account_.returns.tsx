import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ReturnsListPage } from "~/components/returns/returns-list-page";
import { pageTitle } from "~/lib/page-title";
import * as m from "~/lib/returns/messages";
import { loadReturnsList } from "~/lib/returns/returns-list.server";

/**
 * /my-account/returns (issue 24; docs/return-details-and-documents.md): the user's return requests with a GET filter
 * form (status, request dates), sort and pages. GET only; the account area's guards (punch-out, proxy mode) apply by
 * path.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  return [{ title: pageTitle(hasErrors ? `Error: ${m.listTitle}` : m.listTitle, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReturnsList(request, context);
}

export default function ReturnsRoute() {
  return <ReturnsListPage {...useLoaderData<typeof loader>()} />;
}
