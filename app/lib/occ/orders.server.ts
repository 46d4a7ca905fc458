import { z } from "zod";
import { type CartRef, type OccCaller, type OrderOwner } from "./caller.server";
import {
  AbstractOrderSchema,
  type Cart,
  CartModificationSchema,
  CartSchema,
  isCartNotFound,
} from "./cart.server";
import { lenientList } from "./lenient-list.server";
import { PriceSchema } from "./products.server";

/**
 * Orders (spec part 2 §7: `POST orgUsers/{userId}/orders?fields=FULL`, `replenishmentOrders`, `cartFromOrder`; recent
 * orders `GET users/{userId}/orders?currentPage=0&fields=DEFAULT&pageSize=3`; docs/occ-api.md "Orders"). Where the
 * spec is silent these are SAP Commerce 2211 B2B's calls as Spartacus' B2B configuration makes them
 * (`core-libs/setup/recipes/b2b/config/default-b2b-occ-config.ts`, `feature-libs/order/occ/config/default-occ-order-config.ts`
 * and adapters `feature-libs/order/occ/adapters/*.ts`): placing under `orgUsers/{u}` (B2BOrdersController), reading
 * under `users/{u}` (OrdersController, ReplenishmentOrderController). Every call here is stock SAP; none has a
 * fallback. Guests place and read under `users/anonymous` (the order's guid).
 */

/** SAP's CostCenterWsDTO as orders carry it: `active` is a string ("true"), `activeFlag` the boolean. */
export const OrderCostCenterSchema = z.object({
  code: z.string(),
  name: z.string().optional(),
  active: z.string().optional(),
  activeFlag: z.boolean().optional(),
});

/**
 * The Order (SAP's OrderWsDTO, `occ.models.ts` Order; spec part 2 §3 "Order"). Extra fields are ignored; this
 * customer's fields (placedBy, replayed, urgentReason, packs…) are optional with defaults.
 */
export const OrderSchema = AbstractOrderSchema.extend({
  /** SAP status code, e.g. CREATED. */
  status: z.string().optional(),
  /** SAP's display key, e.g. `created`, `pendingApproval` (labels: checkoutMessages.orderStatusLabels). */
  statusDisplay: z.string().optional(),
  created: z.string().optional(),
  costCenter: OrderCostCenterSchema.optional(),
  /** Who placed it when that was someone else (proxy ordering; this customer's). */
  placedBy: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  guestCustomer: z.boolean().optional().default(false),
  /** The order had been placed before (same Idempotency-Key, or its cart already became this order; the reference backend's). */
  replayed: z.boolean().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * The place-order answer: SAP's OrderWsDTO, or one of this customer's failure outcomes (spec part 2 §3 "Place-order
 * response": waveServiceUnavailable, waveProductAvailabilityErrorMessage, updateAllocationError; a stock SAP never
 * sends them, so a stock answer is always "placed"). Only what the outcome mapping (app/lib/orders/outcome.ts) needs.
 */
export const PlaceOrderResponseSchema = z.object({
  code: z.string().optional(),
  guid: z.string().optional(),
  replayed: z.boolean().optional(),
  waveServiceUnavailable: z.boolean().optional(),
  waveProductAvailabilityErrorMessage: z.string().nullish(),
  updateAllocationError: z.boolean().optional(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/**
 * SAP's ReplenishmentOrderWsDTO (`occ.models.ts` ReplenishmentOrder; spec part 2 §3 "Replenishment response: cost
 * center, purchase order number, payment type"). `recurrencePeriod` is the reference backend's; SAP describes the
 * schedule in `trigger.displayTimeTable`.
 */
export const ReplenishmentOrderSchema = z.object({
  replenishmentOrderCode: z.string(),
  active: z.boolean().optional(),
  firstDate: z.string().optional(),
  recurrencePeriod: z.string().optional(),
  trigger: z.object({ displayTimeTable: z.string().optional(), activationTime: z.string().optional() }).optional(),
  created: z.string().optional(),
  totalItems: z.number().int().nonnegative().optional(),
  totalPriceWithTax: PriceSchema.optional(),
  costCenter: OrderCostCenterSchema.optional(),
  purchaseOrderNumber: z.string().optional(),
  paymentType: z.object({ code: z.string(), displayName: z.string().optional() }).optional(),
  replayed: z.boolean().optional(),
});
export type ReplenishmentOrder = z.infer<typeof ReplenishmentOrderSchema>;

/** SAP's CartModificationListWsDTO (the reorder answer). */
export const CartModificationsSchema = z.object({ cartModifications: z.array(CartModificationSchema).optional().default([]) });

/** A `{ uid, name }` reference (PrincipalWsDTO, B2BUnitWsDTO) as history rows carry them. */
const OrderPersonSchema = z.object({ uid: z.string(), name: z.string().optional() });

/** SAP's OrderHistoryWsDTO (`occ.models.ts` OrderHistory): one row of the order history. */
export const OrderHistorySchema = z.object({
  code: z.string(),
  guid: z.string().optional(),
  placed: z.string().optional(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  total: PriceSchema.optional(),
  /** B2B: the order's purchase order number and cost centre when SAP sends them. */
  purchaseOrderNumber: z.string().optional(),
  costCenter: OrderCostCenterSchema.optional(),
  /** Issue 23 (docs/order-history.md): whose order it is, who placed it when someone else did, and how it came in. */
  user: OrderPersonSchema.optional(),
  placedBy: OrderPersonSchema.optional(),
  channel: z.string().optional(),
  /** Unit-level order history (`orgUsers/{u}/orgUnits/orders`): the order's unit and its buyer. */
  orgUnit: OrderPersonSchema.optional(),
  orgCustomer: OrderPersonSchema.optional(),
});
export type OrderHistory = z.infer<typeof OrderHistorySchema>;

const PaginationSchema = z.object({
  currentPage: z.number().int().nonnegative().optional().default(0),
  pageSize: z.number().int().nonnegative().optional().default(0),
  sort: z.string().optional(),
  totalPages: z.number().int().nonnegative().optional().default(0),
  totalResults: z.number().int().nonnegative().optional().default(0),
});

/** SAP's OrderHistoryListWsDTO: orders (a malformed one is dropped with a warning), pagination, sorts. */
export const OrderHistoryListSchema = z.object({
  orders: lenientList(OrderHistorySchema, "users/{u}/orders orders").optional().default([]),
  pagination: PaginationSchema.optional().default({}),
  sorts: z.array(z.object({ code: z.string(), name: z.string().optional(), selected: z.boolean().optional() })).optional().default([]),
  /**
   * This customer's extension (docs/order-history.md): the extension filters the backend applied. Absent from a stock
   * SAP, which ignores `dateFrom`, `dateTo`, `searchTerm` and `returnable`: the page then says they were not applied.
   */
  appliedFilters: z
    .object({ dateFrom: z.string().optional(), dateTo: z.string().optional(), searchTerm: z.string().optional(), returnable: z.boolean().optional() })
    .optional(),
});
export type OrderHistoryList = z.infer<typeof OrderHistoryListSchema>;

export type RecurrencePeriod = "DAILY" | "WEEKLY" | "MONTHLY";

/**
 * `POST {orgUserPath}/orders?cartId=&termsChecked=true&fields=FULL` with no body (SAP's B2BOrdersController takes
 * request parameters; Spartacus `OccOrderAdapter.placeOrder`) and `Idempotency-Key: key` (the reference backend's;
 * SAP ignores it). `cartCode` names the cart: its code (signed in) or its guid (guests).
 */
export function placeOrder(cartRef: OrderOwner, { cartCode, key }: { cartCode: string; key: string }): Promise<PlaceOrderResponse> {
  return cartRef.occ.request({
    method: "POST",
    path: `${cartRef.orgUserPath}/orders`,
    query: { cartId: cartCode, termsChecked: true, fields: "FULL" },
    headers: { "Idempotency-Key": key },
    schema: PlaceOrderResponseSchema,
  });
}

/** `GET {cart}` through the cart reference (the cart an order would be placed from); null when it is gone. */
export async function getCartToOrder(cartRef: CartRef): Promise<Cart | null> {
  try {
    return await cartRef.occ.request({ path: cartRef.basePath, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/**
 * `GET {userPath}/orders/{code}?fields=FULL` (Spartacus `orderDetail`; guests: `users/anonymous/orders/{guid}`).
 * Another user's order or a mistyped code is SAP's `400 UnknownIdentifierError` (`error.kind === "notFound"`).
 */
export function getOrder(owner: OrderOwner, codeOrGuid: string): Promise<Order> {
  return owner.occ.request({ path: `${owner.userPath}/orders/${encodeURIComponent(codeOrGuid)}`, query: { fields: "FULL" }, schema: OrderSchema });
}

/** Spartacus' `replenishmentOrderDetails` / `scheduleReplenishmentOrder` field selection (B2B: cost centre, PO number, payment type). */
export const REPLENISHMENT_FIELDS = "FULL,costCenter(FULL),purchaseOrderNumber,paymentType";

const WEEKDAYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;

/**
 * SAP's ScheduleReplenishmentFormWsDTO (`occ.models.ts` ScheduleReplenishmentForm; every field sent, as Spartacus'
 * form does): the schedule starts on `startDay` (yyyy-mm-dd) and repeats every day, every week on that weekday, or
 * every month on that day. Counts are strings in SAP's DTO; `replenishmentStartDate` is a full ISO date-time
 * (Spartacus' `OccScheduledReplenishmentOrderFormSerializer`), here midnight UTC of the chosen day.
 */
export function scheduleReplenishmentForm(startDay: string, recurrencePeriod: RecurrencePeriod) {
  const weekday = WEEKDAYS[new Date(`${startDay}T00:00:00.000Z`).getUTCDay()] ?? "MONDAY";
  return {
    daysOfWeek: recurrencePeriod === "WEEKLY" ? [weekday] : [],
    nthDayOfMonth: String(Number(startDay.slice(8, 10))),
    numberOfDays: "1",
    numberOfWeeks: "1",
    recurrencePeriod,
    replenishmentStartDate: `${startDay}T00:00:00+00:00`,
  };
}

/**
 * `POST orgUsers/current/replenishmentOrders?cartId=&termsChecked=true&fields=FULL,costCenter(FULL),purchaseOrderNumber,paymentType`
 * with SAP's ScheduleReplenishmentFormWsDTO as the JSON body (Spartacus `OccScheduledReplenishmentOrderAdapter`) and
 * `Idempotency-Key`.
 */
export function placeReplenishment(
  cartRef: OrderOwner,
  { cartCode, key, schedule }: { cartCode: string; key: string; schedule: { replenishmentStartDate: string; recurrencePeriod: RecurrencePeriod } },
): Promise<ReplenishmentOrder> {
  return cartRef.occ.request({
    method: "POST",
    path: `${cartRef.orgUserPath}/replenishmentOrders`,
    query: { cartId: cartCode, termsChecked: true, fields: REPLENISHMENT_FIELDS },
    headers: { "Idempotency-Key": key },
    body: scheduleReplenishmentForm(schedule.replenishmentStartDate, schedule.recurrencePeriod),
    schema: ReplenishmentOrderSchema,
  });
}

/** `GET users/current/replenishmentOrders/{code}?fields=FULL,costCenter(FULL),purchaseOrderNumber,paymentType` (SAP's ReplenishmentOrderController). */
export function getReplenishmentOrder({ occ }: OccCaller, code: string): Promise<ReplenishmentOrder> {
  return occ.request({
    path: `users/current/replenishmentOrders/${encodeURIComponent(code)}`,
    query: { fields: REPLENISHMENT_FIELDS },
    schema: ReplenishmentOrderSchema,
  });
}

/**
 * `POST orgUsers/current/cartFromOrder?orderCode=` with no body (spec; SAP's B2BOrdersController, Spartacus
 * `OccReorderOrderAdapter`): the order's entries into the user's cart (the reference backend: the proxy cart while
 * proxy mode is on).
 */
export async function cartFromOrder({ occ }: OccCaller, { orderCode }: { orderCode: string }) {
  const result = await occ.request({
    method: "POST",
    path: "orgUsers/current/cartFromOrder",
    query: { orderCode },
    schema: CartModificationsSchema,
  });
  return result.cartModifications;
}

export interface OrderHistoryQuery {
  currentPage: number;
  pageSize: number;
  /** SAP's sort code (`byDate`, `byOrderNumber`); omitted: SAP's default (newest first). */
  sort?: string;
  /** Comma-separated status codes (SAP's `statuses` filter). */
  statuses?: string;
  /** Extension filters (ignored by a stock SAP; see `appliedFilters`): placing dates yyyy-mm-dd, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  /** Extension: order number or PO number, partial, any case. */
  searchTerm?: string;
  /** Extension: only orders that can still be returned or exchanged. */
  returnable?: boolean;
}

/**
 * `GET {userPath}/orders?currentPage=&pageSize=&sort=&statuses=&fields=DEFAULT` (stock OrdersController; Spartacus
 * `orderHistory`; the spec's recent orders are `?currentPage=0&fields=DEFAULT&pageSize=3`): the user's orders,
 * newest first. Parameters left out are not sent.
 */
export function getOrderHistory(owner: Pick<OrderOwner, "occ" | "userPath">, query: OrderHistoryQuery): Promise<OrderHistoryList> {
  return owner.occ.request({
    path: `${owner.userPath}/orders`,
    query: {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      sort: query.sort,
      statuses: query.statuses,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      searchTerm: query.searchTerm,
      returnable: query.returnable ? "true" : undefined,
      fields: "DEFAULT",
    },
    schema: OrderHistoryListSchema,
  });
}

export interface UnitOrderHistoryQuery {
  currentPage: number;
  pageSize: number;
  /** byDate, byOrderNumber, byOrgUnit, byOrgUnitDesc, byBuyer, byBuyerDesc (Spartacus unitLevelOrderHistorySorting). */
  sort?: string;
  /** Buyer (name or email) and unit (name or id), partial. */
  buyer?: string;
  unit?: string;
}

/** SAP's encoded unit-level filters as Spartacus builds them: `::user:<buyer>:unit:<unit>` (empty when neither). */
export function unitOrderFilters({ buyer, unit }: { buyer?: string; unit?: string }): string | undefined {
  const parts = [buyer ? `user:${buyer}` : null, unit ? `unit:${unit}` : null].filter((part): part is string => part !== null);
  return parts.length > 0 ? `::${parts.join(":")}` : undefined;
}

/**
 * `GET orgUsers/{u}/orgUnits/orders?currentPage=&pageSize=&sort=&filters=` (stock SAP B2B unit-level order history;
 * Spartacus feature-libs/organization/unit-order `unitLevelOrderHistory`, occ-unit-order.adapter.ts): the orders of
 * the user's unit and its child units, with `orgUnit` and `orgCustomer`. `unitorderviewergroup` only: anyone else
 * gets 403 ForbiddenError (kind `forbidden`).
 */
export function getUnitOrderHistory(owner: Pick<OrderOwner, "occ" | "orgUserPath">, query: UnitOrderHistoryQuery): Promise<OrderHistoryList> {
  return owner.occ.request({
    path: `${owner.orgUserPath}/orgUnits/orders`,
    query: { currentPage: query.currentPage, pageSize: query.pageSize, sort: query.sort, filters: unitOrderFilters(query) },
    schema: OrderHistoryListSchema,
  });
}
