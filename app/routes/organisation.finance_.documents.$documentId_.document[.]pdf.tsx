import { type LoaderFunctionArgs } from "@remix-run/node";
import { documentPdfResponse } from "~/lib/finance-documents/documents.server";

/**
 * /organisation/finance/documents/{id}/document.pdf (issue 28, H2): the invoice or credit note as a PDF, rendered by
 * the backend (`GET payment/payment-invoice?invoiceIds={id}`) and streamed through, never cached. Finance users only.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return documentPdfResponse(request, context, params.documentId);
}
