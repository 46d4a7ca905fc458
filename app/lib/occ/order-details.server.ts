import { z } from "zod";
import { ApprovalInfoSchema } from "./approval-schemas.server";
import { type OccCaller } from "./caller.server";
import { CartEntrySchema, CartPackSchema } from "./cart.server";
import { lenientList } from "./lenient-list.server";
import { OrderSchema } from "./orders.server";

/**
 * Issue 23, order details (docs/order-details.md; spec part 2 §3 "Order: … consignments with tracking"), all stock
 * SAP Commerce 2211 B2B calls as Spartacus makes them (`feature-libs/order/occ/config/default-occ-order-config.ts`
 * `orderDetail`, `consignmentTracking`; `feature-libs/organization/unit-order` `unitLevelOrderDetail`):
 * - `GET users/current/orders/{code}?fields=FULL` — the caller's own order (user or placer);
 * - `GET orgUsers/current/orgUnits/orders/{code}?fields=FULL` — an order of the caller's unit tree
 *   (`unitorderviewergroup`);
 * - `GET users/current/orders/{code}/consignments/{consignmentCode}/tracking` — a consignment's tracking.
 * Someone else's order (or a mistyped code) is SAP's 400 UnknownIdentifierError (`error.kind === "notFound"`).
 * The fields SAP's OrderWsDTO lacks (cancellable quantities, returnable, amendable, channel…) are optional: a stock
 * backend leaves them out, and the page then offers no cancel, amend or return.
 */

/** SAP's ConsignmentEntryWsDTO: the order entry it ships, how many, how many of those shipped. */
export const ConsignmentEntrySchema = z.object({
  orderEntry: z.object({ entryNumber: z.number().int() }).optional(),
  quantity: z.number().int().nonnegative(),
  shippedQuantity: z.number().int().nonnegative().optional(),
});

/** SAP's ConsignmentWsDTO (spec part 2 §4: 15 consignment statuses) with the reference backend's carrier and dates. */
export const ConsignmentSchema = z.object({
  code: z.string(),
  status: z.string(),
  statusDisplay: z.string().optional(),
  statusDate: z.string().optional(),
  warehouseName: z.string().optional(),
  trackingID: z.string().optional(),
  carrier: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  trackingUrl: z.string().optional(),
  shippingDate: z.string().optional(),
  deliveredDate: z.string().optional(),
  entries: z.array(ConsignmentEntrySchema).optional().default([]),
});
export type Consignment = z.infer<typeof ConsignmentSchema>;

export const OrderDetailsEntrySchema = CartEntrySchema.extend({
  approvedQuantity: z.number().int().nonnegative().optional(),
  cancelledQuantity: z.number().int().nonnegative().optional().default(0),
  cancellableQuantity: z.number().int().nonnegative().optional().default(0),
  returnableQuantity: z.number().int().nonnegative().optional().default(0),
});

/** The order as the details page reads it: SAP's OrderWsDTO (FULL) plus the issue 23 contract fields. */
export const OrderDetailsSchema = OrderSchema.extend({
  entries: z.array(OrderDetailsEntrySchema).optional().default([]),
  consignments: lenientList(ConsignmentSchema, "order consignments").optional().default([]),
  cancellable: z.boolean().optional().default(false),
  returnable: z.boolean().optional().default(false),
  amendable: z.boolean().optional().default(false),
  orgUnit: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  /** 'web' | 'proxy' | 'punchout' | 'replenishment' (the reference backend's; stock SAP: absent). */
  channel: z.string().optional(),
  replenishmentOrderCode: z.string().optional(),
  amendedDate: z.string().optional(),
  cancellations: z
    .array(z.object({ date: z.string(), reason: z.string().optional(), entries: z.array(z.object({ entryNumber: z.number().int(), quantity: z.number().int() })) }))
    .optional()
    .default([]),
  approval: ApprovalInfoSchema.nullish(),
  packs: z.array(CartPackSchema).optional().default([]),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

/** SAP's ConsignmentTrackingWsDTO. */
export const ConsignmentTrackingSchema = z.object({
  carrierDetails: z.object({ code: z.string().optional(), name: z.string().optional() }).optional(),
  trackingID: z.string().optional(),
  trackingUrl: z.string().optional(),
  statusDisplay: z.string().optional(),
  trackingEvents: z
    .array(z.object({ eventDate: z.string().optional(), location: z.string().optional(), detail: z.string().optional(), referenceCode: z.string().optional() }))
    .optional()
    .default([]),
});
export type ConsignmentTracking = z.infer<typeof ConsignmentTrackingSchema>;

/** `GET users/current/orders/{code}?fields=FULL`: the caller's own (or placed) order. */
export function getOrderDetails({ occ }: OccCaller, code: string): Promise<OrderDetails> {
  return occ.request({ path: `users/current/orders/${encodeURIComponent(code)}`, query: { fields: "FULL" }, schema: OrderDetailsSchema });
}

/** `GET orgUsers/current/orgUnits/orders/{code}?fields=FULL`: an order of the unit order viewer's unit tree. */
export function getUnitOrderDetails({ occ }: OccCaller, code: string): Promise<OrderDetails> {
  return occ.request({ path: `orgUsers/current/orgUnits/orders/${encodeURIComponent(code)}`, query: { fields: "FULL" }, schema: OrderDetailsSchema });
}

/** `GET users/current/orders/{code}/consignments/{consignmentCode}/tracking`. */
export function getConsignmentTracking({ occ }: OccCaller, code: string, consignmentCode: string): Promise<ConsignmentTracking> {
  return occ.request({
    path: `users/current/orders/${encodeURIComponent(code)}/consignments/${encodeURIComponent(consignmentCode)}/tracking`,
    schema: ConsignmentTrackingSchema,
  });
}
