import { type ThresholdRequest, type ThresholdRequestSummary } from "~/lib/occ/returns.server";
import { formatPurchaseOrderDate, isoDay } from "~/lib/purchase-orders/dates";
import * as thresholdMessages from "./messages";
import { detailPath } from "./paths";
import { type DateView, type RequestDetailView, type RequestRowView, type StatusTone } from "./view";

/** The backend's ThresholdRequest as the screens show it (issue 24): names, 'd MMM yyyy' dates, formatted prices. */

const TONES: Record<ThresholdRequestSummary["status"], StatusTone> = { PENDING: "pending", ACCEPTED: "approved", DECLINED: "rejected" };

function dateView(iso: string | null | undefined): DateView {
  return { text: formatPurchaseOrderDate(iso), iso: isoDay(iso) };
}

const nameOf = (person: { uid: string; name?: string | undefined } | undefined) => (person ? person.name || person.uid : "");

/** `APPROVAL_PENDING` → 'Approval pending' (the spec lists the return statuses by code only: part 2 §4). */
export function readableStatus(code: string): string {
  const words = code.replace(/_/g, " ").toLowerCase().trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
}

export function requestRow(request: ThresholdRequestSummary): RequestRowView {
  return {
    rma: request.rma,
    href: detailPath(request.rma),
    orderCode: request.order.code,
    store: nameOf(request.store),
    requestedBy: nameOf(request.requestedBy),
    date: dateView(request.creationTime),
    units: request.totalQuantity,
    threshold: request.threshold,
    value: request.totalPrice?.formattedValue ?? null,
    statusName: thresholdMessages.statusNames[request.status],
    statusTone: TONES[request.status],
  };
}

export function requestDetail(request: ThresholdRequest): RequestDetailView {
  const back = request.returnRequest;
  const variantOf = (product: { colour?: string | undefined; size?: string | undefined; fit?: string | undefined } | undefined) =>
    [product?.colour, product?.size, product?.fit].filter(Boolean).join(", ") || null;
  return {
    rma: request.rma,
    pending: request.status === "PENDING",
    statusName: thresholdMessages.statusNames[request.status],
    statusTone: TONES[request.status],
    returnStatus: back ? readableStatus(back.status) : null,
    store: nameOf(request.store),
    requestedBy: nameOf(request.requestedBy),
    requestedOn: dateView(request.creationTime),
    orderCode: request.order.code,
    units: request.totalQuantity,
    threshold: request.threshold,
    refund: request.totalPrice?.formattedValue ?? back?.totalPrice?.formattedValue ?? null,
    items: (back?.returnEntries ?? []).map((entry) => {
      const product = entry.orderEntry.product;
      return {
        key: String(entry.orderEntry.entryNumber),
        name: product?.name || product?.code || String(entry.orderEntry.entryNumber),
        code: product?.code ?? "",
        variant: variantOf(product),
        quantity: entry.expectedQuantity,
        reason: entry.reason ? entry.reason.name || entry.reason.code : null,
        refund: entry.refundAmount?.formattedValue ?? null,
      };
    }),
    record:
      request.status === "PENDING"
        ? null
        : {
            status: request.status,
            by: request.decidedBy ? nameOf(request.decidedBy) : null,
            on: request.decidedAt ? dateView(request.decidedAt) : null,
            comment: request.comment ?? null,
          },
  };
}
