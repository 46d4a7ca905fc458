import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InvoiceListPage } from "~/components/finance/invoice-list-page";
import { loadInvoices } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { pageTitle } from "~/lib/page-title";

/** /organisation/finance/paid (issue 28): paid invoices with the payment date, method and reference; the same filters. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.paidTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadInvoices(request, context, "PAID");
}

export default function PaidRoute() {
  return <InvoiceListPage data={useLoaderData<typeof loader>()} />;
}
