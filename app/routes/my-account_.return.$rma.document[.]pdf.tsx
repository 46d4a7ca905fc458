import { type LoaderFunctionArgs } from "@remix-run/node";
import { returnPdfResponse } from "~/lib/returns/return-pdf.server";

/**
 * /my-account/return/{rma}/document.pdf (issue 24; decision 029): the return form and parcel label as a PDF, made by
 * the storefront from the return and its order. The requester's own returns only; anything else 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return returnPdfResponse(request, context, params.rma ?? "");
}
