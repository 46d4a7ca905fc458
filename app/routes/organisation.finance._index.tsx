import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InvoiceListPage } from "~/components/finance/invoice-list-page";
import { loadInvoices } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { pageTitle } from "~/lib/page-title";

/** /organisation/finance (issue 28): the Outstanding tab — open invoices, totals, the ageing chart, filters, paging. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.outstandingTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadInvoices(request, context, "OPEN");
}

export default function OutstandingRoute() {
  return <InvoiceListPage data={useLoaderData<typeof loader>()} />;
}
