import { type LoaderFunctionArgs } from "@remix-run/node";
import { statementPdfResponse } from "~/lib/finance-statements/statements.server";

/**
 * /organisation/finance/statements/{id}/statement.pdf (issue 28, H2): a statement as a PDF (opening balance, invoices,
 * payments, credits, closing balance), rendered by the backend (`POST downloadStatement`) and streamed through, never
 * cached. Finance users only; not found when the statements flag is off or the statement is outside their units.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return statementPdfResponse(request, context, params.statementId);
}
