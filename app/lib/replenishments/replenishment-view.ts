import { formatPriceText } from "~/lib/cart/totals-display";
import { type OrderHistory } from "~/lib/occ/orders.server";
import { type ReplenishmentOrder } from "~/lib/occ/orders.server";
import { type ReplenishmentDetail } from "~/lib/occ/replenishments.server";
import { orderStatusLabels } from "~/lib/orders/messages";
import * as messages from "./messages";

/** What the replenishment pages show, as plain strings (server-rendered; the same with and without JavaScript). */

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "Australia/Sydney" });

/** A calendar date (yyyy-mm-dd…, SAP's `firstDate`, `trigger.activationTime`) as '1 December 2026'; null when absent. */
export function formatDay(value: string | undefined): string | null {
  const day = value?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** An instant (SAP's `placed`, `cancelledDate`) as a date in Sydney. */
export function formatInstant(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export interface ReplenishmentRowView {
  code: string;
  active: boolean;
  status: string;
  firstDate: string | null;
  nextDate: string | null;
  frequency: string;
  items: string;
  total: string;
  costCentre: string | null;
  poNumber: string | null;
}

const costCentreText = (costCenter: ReplenishmentOrder["costCenter"]) =>
  costCenter ? (costCenter.name ? `${costCenter.name} (${costCenter.code})` : costCenter.code) : null;

export function replenishmentRow(replenishment: ReplenishmentOrder): ReplenishmentRowView {
  const active = replenishment.active !== false;
  return {
    code: replenishment.replenishmentOrderCode,
    active,
    status: active ? messages.active : messages.cancelled,
    firstDate: formatDay(replenishment.firstDate),
    nextDate: active ? formatDay(replenishment.trigger?.activationTime) : null,
    frequency: replenishment.trigger?.displayTimeTable ?? replenishment.recurrencePeriod ?? "",
    items: replenishment.totalItems === undefined ? "" : String(replenishment.totalItems),
    total: replenishment.totalPriceWithTax ? formatPriceText(replenishment.totalPriceWithTax) : "",
    costCentre: costCentreText(replenishment.costCenter),
    poNumber: replenishment.purchaseOrderNumber ?? null,
  };
}

export interface ReplenishmentDetailView extends ReplenishmentRowView {
  paymentType: string | null;
  cancelledOn: string | null;
  entries: { key: string; name: string; code: string; url: string | null; quantity: string; unitPrice: string; total: string }[];
}

export function replenishmentDetail(replenishment: ReplenishmentDetail): ReplenishmentDetailView {
  return {
    ...replenishmentRow(replenishment),
    paymentType: replenishment.paymentType ? (replenishment.paymentType.displayName ?? replenishment.paymentType.code) : null,
    cancelledOn: formatInstant(replenishment.cancelledDate),
    entries: replenishment.entries.map((entry, index) => ({
      key: `${entry.entryNumber ?? index}`,
      name: entry.product.name ?? entry.product.code,
      code: entry.product.code,
      url: entry.product.url ?? null,
      quantity: entry.quantity === undefined ? "" : String(entry.quantity),
      unitPrice: entry.basePrice ? formatPriceText(entry.basePrice) : "",
      total: entry.totalPrice ? formatPriceText(entry.totalPrice) : "",
    })),
  };
}

export interface PlacedOrderView {
  code: string;
  placedOn: string | null;
  status: string;
  total: string;
}

export function placedOrder(order: OrderHistory): PlacedOrderView {
  const key = order.statusDisplay ?? order.status?.toLowerCase() ?? "";
  return {
    code: order.code,
    placedOn: formatInstant(order.placed),
    status: orderStatusLabels[key] ?? order.status ?? "",
    total: order.total ? formatPriceText(order.total) : "",
  };
}
