import { getEnv } from "~/lib/env.server";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import { type PurchaseOrder } from "~/lib/occ/purchase-orders.server";
import { formatPurchaseOrderDate, isoDay } from "./dates";
import * as poMessages from "./messages";

/**
 * A purchase order as the list, detail and delete pages show it: dates formatted on the server ('d MMM yyyy',
 * app/lib/purchase-orders/dates.ts) so the browser bundle carries no date code.
 */
export interface PurchaseOrderView {
  id: string;
  number: string;
  description: string;
  status: PurchaseOrder["status"];
  statusName: string;
  units: string[];
  created: { text: string; iso: string };
  updated: { text: string; iso: string };
  createdBy: string | null;
}

export function purchaseOrderView(po: PurchaseOrder): PurchaseOrderView {
  return {
    id: po.id,
    number: po.purchaseOrderNumber,
    description: po.description,
    status: po.status,
    statusName: poMessages.statusNames[po.status],
    units: po.units.map((unit) => unit.name),
    created: { text: formatPurchaseOrderDate(po.createdDate), iso: isoDay(po.createdDate) },
    updated: { text: formatPurchaseOrderDate(po.updatedDate), iso: isoDay(po.updatedDate) },
    createdBy: po.createdBy?.name ?? null,
  };
}

export function siteType() {
  return getEnv().siteType;
}

/** The not-found page (404) for ids that are not ours to show. */
export function purchaseOrderNotFound(): Response {
  return new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
}

/** Purchase-order ids are digits; anything else is not found without asking the backend. */
export function requirePurchaseOrderId(id: string | undefined): string {
  if (!id || !/^\d{1,18}$/.test(id)) throw purchaseOrderNotFound();
  return id;
}

/** For `.catch()`: the backend's 404 (unknown, or not visible to the user) becomes the not-found page. */
export function notFoundOnMissing(error: unknown): never {
  if (isOccError(error) && error.kind === "notFound") throw purchaseOrderNotFound();
  throw error;
}
