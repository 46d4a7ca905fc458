import { formatPriceText } from "~/lib/cart/totals-display";
import { type Price } from "~/lib/occ/products.server";
import { type ReturnRequest } from "~/lib/occ/returns.server";
import { storeToday } from "~/lib/order-history/order-history.server";
import { formatOrderDate } from "~/lib/orders/confirmation.server";
import { htmlToText } from "~/lib/sanitize.server";
import * as m from "./messages";
import { orderPath, returnPath } from "./paths";

/**
 * What the returns pages show, prepared on the server from SAP's ReturnRequest as plain text (issue 24;
 * docs/return-details-and-documents.md): a row of /my-account/returns and the details of /my-account/return/{rma}.
 * Fields a stock SAP does not send (kind, reason, exchange, pack credit, threshold request, requester) are left out
 * of the page rather than guessed.
 */

const dateTime = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney" });
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
}
/** yyyy-mm-dd (store time zone) for `<time dateTime>`; '' when none. */
export function isoDay(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : storeToday(date);
}
const price = (value: Price | undefined) => (value ? formatPriceText(value) : "");

export interface ReturnRow {
  rma: string;
  href: string;
  orderCode: string;
  orderHref: string;
  requestedOn: string;
  requestedIso: string;
  status: string;
  refund: string;
}

export function returnRow(request: ReturnRequest): ReturnRow {
  const orderCode = request.order?.code ?? "";
  return {
    rma: request.rma,
    href: returnPath(request.rma),
    orderCode,
    orderHref: orderCode ? orderPath(orderCode) : "",
    requestedOn: formatOrderDate(request.creationTime) ?? "",
    requestedIso: isoDay(request.creationTime),
    status: m.returnStatusName(request.status),
    refund: price(request.totalPrice),
  };
}

interface VariantFacts {
  code: string;
  size?: string | undefined;
  colour?: string | undefined;
  fit?: string | undefined;
}
/** 'M, Navy, Regular' (size, colour, fit); '' when the backend sends none. */
export const variantText = (variant: VariantFacts | undefined) => (variant ? [variant.size, variant.colour, variant.fit].filter(Boolean).join(", ") : "");

export interface ReturnItemView {
  key: string;
  name: string;
  code: string;
  options: string;
  exchange: boolean;
  /** 'Return for a refund' or 'Exchange for L, Navy'. */
  kindText: string;
  quantity: number;
  reason: string;
  refund: string;
}

export function returnItems(request: ReturnRequest): ReturnItemView[] {
  return request.returnEntries.map((entry, index) => {
    const product = entry.orderEntry.product;
    const exchange = entry.kind === "EXCHANGE";
    const replacement = entry.exchangeVariant ? variantText(entry.exchangeVariant) || entry.exchangeVariant.code : (entry.exchangeVariantCode ?? "");
    return {
      key: `${entry.orderEntry.entryNumber}-${index}`,
      name: product ? htmlToText(product.name ?? "") || product.code : `#${entry.orderEntry.entryNumber}`,
      code: product?.code ?? "",
      options: variantText(product),
      exchange,
      kindText: exchange ? (replacement ? m.exchangeFor(replacement) : m.kindExchange) : m.kindReturn,
      quantity: entry.expectedQuantity,
      reason: entry.reason ? (entry.reason.name ?? entry.reason.code) : m.noReason,
      refund: exchange ? "" : price(entry.refundAmount),
    };
  });
}

export interface RefundView {
  rows: { label: string; value: string }[];
  total: string;
  exchangeDifference: string | null;
}

function refundView(request: ReturnRequest, nz: boolean): RefundView | null {
  if (!request.totalPrice) return null;
  const rows: RefundView["rows"] = [];
  if (request.subTotal) rows.push({ label: m.subtotalLabel, value: price(request.subTotal) });
  if (request.packCredit && request.packCredit.value !== 0) rows.push({ label: m.packCreditLabel, value: price(request.packCredit) });
  if (request.totalTax) rows.push({ label: nz ? m.gstLabel : m.taxLabel, value: price(request.totalTax) });
  if (request.deliveryCost) rows.push({ label: m.deliveryLabel, value: price(request.deliveryCost) });
  const difference = request.exchangeDifference && request.exchangeDifference.value !== 0 ? price(request.exchangeDifference) : null;
  return { rows, total: price(request.totalPrice), exchangeDifference: difference };
}

export interface ThresholdView {
  status: "PENDING" | "ACCEPTED" | "DECLINED";
  text: string;
  quantity: string;
  decided: string | null;
  comment: string | null;
}

function thresholdView(request: ReturnRequest): ThresholdView | null {
  const threshold = request.thresholdRequest;
  if (!threshold) return null;
  const decider = threshold.decidedBy ? (threshold.decidedBy.name ?? threshold.decidedBy.uid) : null;
  return {
    status: threshold.status,
    text: m.thresholdStates[threshold.status],
    quantity: m.thresholdQuantity(threshold.totalQuantity, threshold.threshold),
    decided: decider ? m.thresholdDecidedBy(decider, formatOrderDate(threshold.decidedAt ?? undefined) ?? "") : null,
    comment: threshold.comment ?? null,
  };
}

/** New Zealand: the return goes to the NZ warehouse (or the order went to NZ) — GST wording, the NZ document. */
export function isNewZealand(request: ReturnRequest): boolean {
  const country = request.returnAddress?.country.isocode ?? request.order?.deliveryAddress?.country.isocode;
  return country === "NZ";
}

export interface ReturnDetailsView {
  rma: string;
  orderCode: string;
  orderHref: string;
  requestedOn: string;
  status: string;
  requestedBy: string | null;
  items: ReturnItemView[];
  history: { key: string; date: string; status: string }[];
  refund: RefundView | null;
  replacementOrder: { code: string; href: string } | null;
  threshold: ThresholdView | null;
  cancellable: boolean;
}

export function returnDetailsView(request: ReturnRequest): ReturnDetailsView {
  const orderCode = request.order?.code ?? "";
  return {
    rma: request.rma,
    orderCode,
    orderHref: orderCode ? orderPath(orderCode) : "",
    requestedOn: formatDateTime(request.creationTime),
    status: m.returnStatusName(request.status),
    requestedBy: request.requestedBy ? (request.requestedBy.name ?? request.requestedBy.uid) : null,
    items: returnItems(request),
    history: request.statusHistory.map((row, index) => ({ key: `${index}-${row.status}`, date: formatDateTime(row.date), status: m.returnStatusName(row.status) })),
    refund: refundView(request, isNewZealand(request)),
    replacementOrder: request.replacementOrderCode ? { code: request.replacementOrderCode, href: orderPath(request.replacementOrderCode) } : null,
    threshold: thresholdView(request),
    cancellable: request.cancellable,
  };
}
