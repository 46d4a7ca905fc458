import { z } from "zod";
import { type OccCaller } from "./caller.server";

/**
 * Call group "Purchase orders" (spec part 2 §7 "Purchase orders", part 1 §7 "Purchase order creation", "Business
 * unit search"; docs/occ-api.md "Issue 6 additions"). User token; buyers and admins only (403 otherwise).
 */

export const BusinessUnitSchema = z.object({ uid: z.string(), name: z.string() });
export type BusinessUnit = z.infer<typeof BusinessUnitSchema>;

export const PURCHASE_ORDER_STATUSES = ["OPEN", "CLOSED"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_SORTS = ["byCreatedDateDesc", "byCreatedDateAsc", "byNumberAsc", "byNumberDesc", "byUpdatedDateDesc"] as const;
export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTS)[number];
export const DEFAULT_PURCHASE_ORDER_SORT: PurchaseOrderSort = "byCreatedDateDesc";
export const PURCHASE_ORDER_PAGE_SIZE = 10;

export const PurchaseOrderSchema = z.object({
  id: z.string(),
  purchaseOrderNumber: z.string(),
  description: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  units: z.array(BusinessUnitSchema),
  createdDate: z.string(),
  updatedDate: z.string(),
  createdBy: z.object({ uid: z.string(), name: z.string() }).optional(),
  replayed: z.boolean().optional(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PurchaseOrderFiltersSchema = z.object({
  statuses: z.array(z.object({ code: z.enum(PURCHASE_ORDER_STATUSES), name: z.string() })),
  businessUnits: z.array(BusinessUnitSchema),
  sorts: z.array(z.object({ code: z.enum(PURCHASE_ORDER_SORTS), name: z.string() })),
});
export type PurchaseOrderFilters = z.infer<typeof PurchaseOrderFiltersSchema>;

export const PurchaseOrderListSchema = z.object({
  purchaseOrders: z.array(PurchaseOrderSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalResults: z.number().int(),
  }),
  sorts: z.array(z.object({ code: z.enum(PURCHASE_ORDER_SORTS), name: z.string(), selected: z.boolean() })).optional(),
});
export type PurchaseOrderList = z.infer<typeof PurchaseOrderListSchema>;

export interface PurchaseOrderListQuery {
  currentPage: number;
  pageSize: number;
  sort: PurchaseOrderSort;
  status?: PurchaseOrderStatus;
  businessUnit?: string;
  /** yyyy-mm-dd, inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

export interface NewPurchaseOrder {
  purchaseOrderNumber: string;
  description: string;
  /** Business-unit uids. */
  units: string[];
}

const BASE = "orgUsers/current/wwgPurchaseOrders";

/** `GET orgUsers/current/businessunits?searchTerm=`: the units of the caller's unit tree matching the term. */
export async function searchBusinessUnits({ occ }: OccCaller, searchTerm: string): Promise<BusinessUnit[]> {
  const schema = z.object({ units: z.array(BusinessUnitSchema) });
  return (await occ.request({ path: "orgUsers/current/businessunits", query: { searchTerm }, schema })).units;
}

/** Creation (path ours). `idempotencyKey`: a repeated submit answers the first PO instead of 409. */
export function createPurchaseOrder({ occ }: OccCaller, body: NewPurchaseOrder, idempotencyKey: string): Promise<PurchaseOrder> {
  return occ.request({ method: "POST", path: BASE, body, headers: { "Idempotency-Key": idempotencyKey }, schema: PurchaseOrderSchema });
}

export function getPurchaseOrderFilters({ occ }: OccCaller): Promise<PurchaseOrderFilters> {
  return occ.request({ path: `${BASE}/filters`, schema: PurchaseOrderFiltersSchema });
}

export function getPurchaseOrders({ occ }: OccCaller, query: PurchaseOrderListQuery): Promise<PurchaseOrderList> {
  return occ.request({ method: "POST", path: `${BASE}/getPurchaseOrdersList`, body: query, schema: PurchaseOrderListSchema });
}

export function getPurchaseOrder({ occ }: OccCaller, purchaseId: string): Promise<PurchaseOrder> {
  return occ.request({ path: `${BASE}/getPurchaseOrderDetails`, query: { purchaseId }, schema: PurchaseOrderSchema });
}

export function updatePurchaseOrder(
  { occ }: OccCaller,
  body: { purchaseId: string; description: string; units: string[] },
): Promise<PurchaseOrder> {
  return occ.request({ method: "POST", path: `${BASE}/updatePurchaseOrderDetails`, body, schema: PurchaseOrderSchema });
}

export async function deletePurchaseOrder({ occ }: OccCaller, purchaseOrderId: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${BASE}/deletePurchaseOrder`, query: { purchaseOrderId }, schema: z.object({}).passthrough() });
}
