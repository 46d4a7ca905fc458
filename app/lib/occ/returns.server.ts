import { z } from "zod";
import { type OrderOwner } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { PriceSchema } from "./products.server";

/**
 * Returns and exchanges (issue 24; docs/returns.md). Stock SAP Commerce 2211 OrderReturnsController, called as
 * Spartacus calls it (`feature-libs/order/occ/config/default-occ-order-config.ts`: `returnOrder`, `orderReturns`,
 * `orderReturnDetail`, `cancelReturn`):
 * - `POST {userPath}/orderReturns` body ReturnRequestEntryInputListWsDTO `{orderCode, returnRequestEntryInputs}` plus
 *   this customer's per-entry `reasonCode` / `exchangeVariantCode` and our `Idempotency-Key` → 201 ReturnRequest;
 * - `GET {userPath}/orderReturns?currentPage&pageSize&sort` → ReturnRequestList;
 * - `GET {userPath}/orderReturns/{rma}` → ReturnRequest;
 * - `PATCH {userPath}/orderReturns/{rma}` `{status: "CANCELLING"}` → 200, no body;
 * - extensions: `GET {orgUserPath}/returnReasons` and `POST {userPath}/orderReturns?dryRun=true` (the review step's
 *   refund; nothing saved). A stock SAP answers both 404 UnknownResourceError (a stock SAP would *create* on a dry
 *   run: only call it when the extensions are on).
 */

const FIELDS = "FULL";

export const ReturnStatusSchema = z.enum([
  "APPROVAL_PENDING",
  "CANCELED",
  "CANCELLING",
  "WAIT",
  "RECEIVED",
  "RECEIVING",
  "APPROVING",
  "REVERSING_PAYMENT",
  "PAYMENT_REVERSED",
  "PAYMENT_REVERSAL_FAILED",
  "REVERSING_TAX",
  "TAX_REVERSED",
  "TAX_REVERSAL_FAILED",
  "COMPLETED",
]);
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

const ImageSchema = z.object({ url: z.string().optional(), altText: z.string().optional(), format: z.string().optional() }).passthrough();

export const ReturnEntrySchema = z.object({
  orderEntry: z.object({
    entryNumber: z.number().int().nonnegative(),
    quantity: z.number().int().nonnegative().optional(),
    basePrice: PriceSchema.optional(),
    product: z
      .object({
        code: z.string(),
        name: z.string().optional(),
        baseProductCode: z.string().optional(),
        url: z.string().optional(),
        images: z.array(ImageSchema).optional().default([]),
        colour: z.string().optional(),
        size: z.string().optional(),
        fit: z.string().optional(),
      })
      .optional(),
  }),
  expectedQuantity: z.number().int().nonnegative(),
  refundAmount: PriceSchema.optional(),
  /** Ours: RETURN (a refund) or EXCHANGE (a replacement); a stock SAP only returns. */
  kind: z.enum(["RETURN", "EXCHANGE"]).optional().default("RETURN"),
  reason: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  exchangeVariantCode: z.string().optional(),
});
export type ReturnEntry = z.infer<typeof ReturnEntrySchema>;

export const ReturnRequestSchema = z.object({
  rma: z.string(),
  code: z.string().optional(),
  status: ReturnStatusSchema,
  creationTime: z.string().optional(),
  order: z.object({ code: z.string() }).optional(),
  cancellable: z.boolean().optional().default(false),
  returnEntries: z.array(ReturnEntrySchema).optional().default([]),
  subTotal: PriceSchema.optional(),
  deliveryCost: PriceSchema.optional(),
  totalPrice: PriceSchema.optional(),
  /** Ours. */
  statusHistory: z.array(z.object({ status: ReturnStatusSchema, date: z.string() })).optional().default([]),
  replacementOrderCode: z.string().optional(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

export const ReturnRequestListSchema = z.object({
  returnRequests: z.array(ReturnRequestSchema).optional().default([]),
  pagination: z
    .object({
      currentPage: z.number().int().nonnegative().optional().default(0),
      pageSize: z.number().int().nonnegative().optional(),
      totalPages: z.number().int().nonnegative().optional().default(0),
      totalResults: z.number().int().nonnegative().optional().default(0),
      sort: z.string().optional(),
    })
    .optional(),
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean().optional() })).optional().default([]),
});
export type ReturnRequestList = z.infer<typeof ReturnRequestListSchema>;

export const ReturnReasonsSchema = z.object({
  returnReasons: z.array(z.object({ code: z.string(), name: z.string(), allowedForPackItems: z.boolean().optional().default(false) })),
});
export type ReturnReason = z.infer<typeof ReturnReasonsSchema>["returnReasons"][number];

export const ReturnPreviewSchema = z.object({
  dryRun: z.literal(true),
  order: z.object({ code: z.string() }).optional(),
  returnEntries: z.array(ReturnEntrySchema.omit({ orderEntry: true }).extend({ orderEntry: z.object({ entryNumber: z.number().int() }) })),
  subTotal: PriceSchema.optional(),
  deliveryCost: PriceSchema.optional(),
  totalPrice: PriceSchema,
});
export type ReturnPreview = z.infer<typeof ReturnPreviewSchema>;

export interface ReturnLine {
  entryNumber: number;
  quantity: number;
  reasonCode?: string | undefined;
  /** Set for an exchange: the replacement variant. */
  exchangeVariantCode?: string | undefined;
}

const requestBody = (orderCode: string, lines: readonly ReturnLine[]) => ({
  orderCode,
  returnRequestEntryInputs: lines.map((line) => ({
    orderEntryNumber: line.entryNumber,
    quantity: line.quantity,
    ...(line.reasonCode ? { reasonCode: line.reasonCode } : {}),
    ...(line.exchangeVariantCode ? { exchangeVariantCode: line.exchangeVariantCode } : {}),
  })),
});

/** `POST {userPath}/orderReturns` with the draft's key: a replay answers the same return (the backend's rule). */
export function createReturn(owner: OrderOwner, orderCode: string, lines: readonly ReturnLine[], key: string): Promise<ReturnRequest> {
  return owner.occ.request({
    method: "POST",
    path: `${owner.userPath}/orderReturns`,
    query: { fields: FIELDS },
    headers: { "Idempotency-Key": key },
    body: requestBody(orderCode, lines),
    schema: ReturnRequestSchema,
  });
}

/** `POST {userPath}/orderReturns?dryRun=true` (extension): the refund the review step shows; nothing is saved. */
export function previewReturn(owner: OrderOwner, orderCode: string, lines: readonly ReturnLine[]): Promise<ReturnPreview> {
  return owner.occ.request({
    method: "POST",
    path: `${owner.userPath}/orderReturns`,
    query: { dryRun: "true" },
    body: requestBody(orderCode, lines),
    schema: ReturnPreviewSchema,
  });
}

export function listReturns(
  owner: OrderOwner,
  { currentPage = 0, pageSize = 10, sort = "byDate" }: { currentPage?: number; pageSize?: number; sort?: "byDate" | "byRMA" } = {},
): Promise<ReturnRequestList> {
  return owner.occ.request({
    path: `${owner.userPath}/orderReturns`,
    query: { fields: FIELDS, currentPage, pageSize, sort },
    schema: ReturnRequestListSchema,
  });
}

export function getReturn(owner: OrderOwner, rma: string): Promise<ReturnRequest> {
  return owner.occ.request({ path: `${owner.userPath}/orderReturns/${encodeURIComponent(rma)}`, query: { fields: FIELDS }, schema: ReturnRequestSchema });
}

/** `PATCH {userPath}/orderReturns/{rma}` `{status: "CANCELLING"}` (Spartacus `cancelReturn`); 400 once past WAIT. */
export async function cancelReturn(owner: OrderOwner, rma: string): Promise<void> {
  await owner.occ.request({
    method: "PATCH",
    path: `${owner.userPath}/orderReturns/${encodeURIComponent(rma)}`,
    body: { status: "CANCELLING" },
    schema: EmptyBodySchema,
  });
}

/** `GET {orgUserPath}/returnReasons` (extension). */
export async function getReturnReasons(owner: OrderOwner): Promise<ReturnReason[]> {
  const body = await owner.occ.request({ path: `${owner.orgUserPath}/returnReasons`, schema: ReturnReasonsSchema });
  return body.returnReasons;
}
