import { type LoaderFunctionArgs } from "@remix-run/node";
import { documentsPdfResponse } from "~/lib/finance-documents/documents.server";

/**
 * /organisation/finance/documents.pdf?invoice=A&invoice=B&credit=C (issue 28, H2): the invoices and credit notes
 * selected in a finance list ("Download selected", a GET form), as one PDF from the backend. Finance users only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return documentsPdfResponse(request, context);
}
