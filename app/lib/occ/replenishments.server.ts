import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { lenientList } from "./lenient-list.server";
import { OrderHistoryListSchema, type OrderHistoryList, ReplenishmentOrderSchema } from "./orders.server";
import { PriceSchema } from "./products.server";

/**
 * Scheduled replenishment orders after checkout (issue 23; spec part 2 §3 "Replenishment response", §7): SAP Commerce
 * 2211 B2B's ReplenishmentOrderController as Spartacus calls it (`feature-libs/order/occ/config/default-occ-order-config.ts`
 * replenishmentOrderHistory, replenishmentOrderDetails, replenishmentOrderDetailsHistory, cancelReplenishmentOrder;
 * adapter `occ-replenishment-order-history.adapter.ts`). Every call is stock SAP: no fallback. Scheduling is
 * app/lib/occ/orders.server.ts `placeReplenishment`. The reference backend places a due schedule's orders when any
 * of these is read (backend/src/stores/replenishments.ts).
 */

/** Spartacus' `replenishmentOrderDetails` / `cancelReplenishmentOrder` field selection. */
export const REPLENISHMENT_DETAIL_FIELDS = "FULL,costCenter(FULL),purchaseOrderNumber,paymentType,user";
/** Spartacus' `replenishmentOrderHistory` field selection. */
export const REPLENISHMENT_LIST_FIELDS = "FULL,replenishmentOrders(FULL, purchaseOrderNumber)";

const ReplenishmentEntrySchema = z.object({
  entryNumber: z.number().int().optional(),
  quantity: z.number().int().optional(),
  basePrice: PriceSchema.optional(),
  totalPrice: PriceSchema.optional(),
  product: z.object({ code: z.string(), name: z.string().optional(), url: z.string().optional() }),
});

/** SAP's ReplenishmentOrderWsDTO with its entries; `cancelledDate` is the reference backend's. */
export const ReplenishmentDetailSchema = ReplenishmentOrderSchema.extend({
  cancelledDate: z.string().optional(),
  totalUnitCount: z.number().int().nonnegative().optional(),
  entries: lenientList(ReplenishmentEntrySchema, "replenishmentOrders/{code} entries").optional().default([]),
});
export type ReplenishmentDetail = z.infer<typeof ReplenishmentDetailSchema>;

const PaginationSchema = z.object({
  currentPage: z.number().int().nonnegative().optional().default(0),
  pageSize: z.number().int().nonnegative().optional().default(0),
  totalPages: z.number().int().nonnegative().optional().default(0),
  totalResults: z.number().int().nonnegative().optional().default(0),
});

/** SAP's ReplenishmentOrderListWsDTO: schedules (a malformed one is dropped with a warning), pagination, sorts. */
export const ReplenishmentOrderListSchema = z.object({
  replenishmentOrders: lenientList(ReplenishmentOrderSchema, "users/{u}/replenishmentOrders replenishmentOrders").optional().default([]),
  pagination: PaginationSchema.optional().default({}),
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean().optional() })).optional().default([]),
});
export type ReplenishmentOrderList = z.infer<typeof ReplenishmentOrderListSchema>;

export interface PageQuery {
  currentPage: number;
  pageSize: number;
  /** SAP's sort code; omitted: SAP's default. */
  sort?: string;
}

/** `GET users/current/replenishmentOrders?fields=…&currentPage=&pageSize=&sort=` (Spartacus `replenishmentOrderHistory`). */
export function getReplenishmentOrders({ occ }: OccCaller, query: PageQuery): Promise<ReplenishmentOrderList> {
  return occ.request({
    path: "users/current/replenishmentOrders",
    query: { fields: REPLENISHMENT_LIST_FIELDS, currentPage: query.currentPage, pageSize: query.pageSize, sort: query.sort },
    schema: ReplenishmentOrderListSchema,
  });
}

/**
 * `GET users/current/replenishmentOrders/{code}?fields=FULL,costCenter(FULL),purchaseOrderNumber,paymentType,user`
 * (Spartacus `replenishmentOrderDetails`). Another user's schedule or a mistyped code is SAP's 400
 * UnknownIdentifierError (`error.kind === "notFound"`).
 */
export function getReplenishmentDetails({ occ }: OccCaller, code: string): Promise<ReplenishmentDetail> {
  return occ.request({
    path: `users/current/replenishmentOrders/${encodeURIComponent(code)}`,
    query: { fields: REPLENISHMENT_DETAIL_FIELDS },
    schema: ReplenishmentDetailSchema,
  });
}

/** `GET users/current/replenishmentOrders/{code}/orders?currentPage=&pageSize=&sort=` (Spartacus `replenishmentOrderDetailsHistory`): the orders it placed. */
export function getReplenishmentOrderHistory({ occ }: OccCaller, code: string, query: PageQuery): Promise<OrderHistoryList> {
  return occ.request({
    path: `users/current/replenishmentOrders/${encodeURIComponent(code)}/orders`,
    query: { currentPage: query.currentPage, pageSize: query.pageSize, sort: query.sort },
    schema: OrderHistoryListSchema,
  });
}

/**
 * `PATCH users/current/replenishmentOrders/{code}?fields=…` with the body `{}` (Spartacus `cancelReplenishmentOrder`:
 * SAP cancels the schedule). Cancelling a cancelled schedule changes nothing on the reference backend.
 */
export function cancelReplenishmentOrder({ occ }: OccCaller, code: string): Promise<ReplenishmentDetail> {
  return occ.request({
    method: "PATCH",
    path: `users/current/replenishmentOrders/${encodeURIComponent(code)}`,
    query: { fields: REPLENISHMENT_DETAIL_FIELDS },
    body: {},
    schema: ReplenishmentDetailSchema,
  });
}
