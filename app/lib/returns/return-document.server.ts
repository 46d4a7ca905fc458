import { getOrderDetails } from "~/lib/occ/order-details.server";
import { type Address } from "~/lib/occ/cart.server";
import { type ReturnAddress, type ReturnRequest } from "~/lib/occ/returns.server";
import { addressLines, formatOrderDate } from "~/lib/orders/confirmation.server";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { readOwnReturn } from "./return-details.server";
import { isNewZealand, returnItems } from "./return-view.server";

/**
 * The return document (issue 24; decision 029; docs/return-details-and-documents.md): one view model, rendered as a PDF
 * (return-pdf.server.ts, /my-account/return/{rma}/document.pdf) and as an accessible, printable HTML page
 * (/my-account/return/{rma}/document). Made by the storefront from SAP's ReturnRequest and the Order, so it works
 * against any OCC backend: the return address (this customer's `returnAddress`; a fallback text without it), the
 * customer's address (the order's delivery address: SAP's ReturnRequest carries the order — when a backend leaves its
 * address out, the Order is read), the items, return or exchange, and the instructions. The NZ organisation's variant
 * (spec part 2 §7 'PDFs for NZ'): NZ warehouse and wording, GST.
 */

export interface ReturnDocumentView {
  rma: string;
  orderCode: string;
  requestedOn: string;
  nz: boolean;
  /** The warehouse's address as lines; null: the fallback text (`noReturnAddress`). */
  returnTo: string[] | null;
  /** The customer's (the order's delivery) address as lines; null: `noCustomerAddress`. */
  from: string[] | null;
  items: { key: string; name: string; code: string; options: string; kindText: string; quantity: number }[];
  hasExchange: boolean;
  instructions: readonly string[];
  taxNote: string;
}

export function returnAddressLines(address: ReturnAddress | undefined): string[] | null {
  if (!address) return null;
  const region = address.region ? (address.region.isocode?.replace(/^[A-Z]{2}-/, "") ?? address.region.name) : undefined;
  const town = [address.town, region, address.postalCode].filter(Boolean).join(" ");
  const lines = [address.name, address.line1, address.line2 ?? "", town, address.country.name ?? address.country.isocode];
  return lines.filter((line): line is string => Boolean(line && line.trim()));
}

export function returnDocumentView(request: ReturnRequest, deliveryAddress: Address | undefined): ReturnDocumentView {
  const items = returnItems(request).map(({ key, name, code, options, kindText, quantity }) => ({ key, name, code, options, kindText, quantity }));
  const nz = isNewZealand(request) || deliveryAddress?.country.isocode === "NZ";
  const from = addressLines(deliveryAddress);
  return {
    rma: request.rma,
    orderCode: request.order?.code ?? "",
    requestedOn: formatOrderDate(request.creationTime) ?? "",
    nz,
    returnTo: returnAddressLines(request.returnAddress),
    from: from.length > 0 ? from : null,
    items,
    hasExchange: request.returnEntries.some((entry) => entry.kind === "EXCHANGE"),
    instructions: nz ? m.nzInstructions : m.documentInstructions,
    taxNote: nz ? m.nzGstNote : m.gstNote,
  };
}

/** The caller's return and the order's delivery address (the Order read only when the return leaves it out). */
export async function loadReturnDocument(request: Request, context: RequestContext, rma: string): Promise<ReturnDocumentView> {
  const { occ, returnRequest } = await readOwnReturn(request, context, rma);
  let address = returnRequest.order?.deliveryAddress;
  const orderCode = returnRequest.order?.code;
  if (!address && orderCode) {
    // The document still prints without it (the fallback text): a failure here is not the user's problem.
    address = await getOrderDetails({ occ }, orderCode).then(
      (order) => order.deliveryAddress,
      () => undefined,
    );
  }
  return returnDocumentView(returnRequest, address);
}
