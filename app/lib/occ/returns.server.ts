import { z } from "zod";
import { type OrderOwner } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { AddressSchema } from "./cart.server";
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
 * - extensions (a stock SAP answers each 404 UnknownResourceError): `GET {orgUserPath}/returnReasons`,
 *   `POST {orgUserPath}/orderReturns/price` (the review step's prices; nothing saved),
 *   `GET {orgUserPath}/orders/{code}/returnData`, the list filters `statuses` / `createdFrom` / `createdTo` (a stock
 *   SAP ignores them: no `appliedFilters` echo), and the wholesale `{orgUserPath}/returnThresholdRequests` calls.
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

const PersonSchema = z.object({ uid: z.string(), name: z.string().optional() });
/** The same product's variant (size, colour, fit). */
const VariantRefSchema = z.object({ code: z.string(), colour: z.string().optional(), size: z.string().optional(), fit: z.string().optional() });

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
  /** Ours: the replacement variant of an exchange. */
  exchangeVariant: VariantRefSchema.optional(),
  /** Ours: the employer-subsidised part that goes back to the wearer's pack allowance (not money). */
  packCredit: PriceSchema.optional(),
  /** Ours: what an exchange to a dearer variant costs (charged on the replacement order); 0 otherwise. */
  exchangeDifference: PriceSchema.optional(),
});
export type ReturnEntry = z.infer<typeof ReturnEntrySchema>;

export const ThresholdRequestStatusSchema = z.enum(["PENDING", "ACCEPTED", "DECLINED"]);
export type ThresholdRequestStatus = z.infer<typeof ThresholdRequestStatusSchema>;

/** Wholesale return threshold request (extension), as the return request lists it. */
export const ThresholdRequestSummarySchema = z.object({
  rma: z.string(),
  status: ThresholdRequestStatusSchema,
  creationTime: z.string(),
  order: z.object({ code: z.string() }),
  store: PersonSchema,
  requestedBy: PersonSchema,
  totalQuantity: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  totalPrice: PriceSchema.optional(),
  decidedBy: PersonSchema.optional(),
  decidedAt: z.string().optional(),
  comment: z.string().optional(),
});
export type ThresholdRequestSummary = z.infer<typeof ThresholdRequestSummarySchema>;

/** Where the parcel goes (ours): the warehouse of the organisation's country. */
export const ReturnAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  town: z.string(),
  postalCode: z.string(),
  region: z.object({ isocode: z.string().optional(), name: z.string().optional() }).optional(),
  country: z.object({ isocode: z.string(), name: z.string().optional() }),
});
export type ReturnAddress = z.infer<typeof ReturnAddressSchema>;

export const ReturnRequestSchema = z.object({
  rma: z.string(),
  code: z.string().optional(),
  status: ReturnStatusSchema,
  creationTime: z.string().optional(),
  order: z
    .object({
      code: z.string(),
      /** Ours: the order's delivery address and unit. */
      deliveryAddress: AddressSchema.optional(),
      unit: PersonSchema.optional(),
    })
    .optional(),
  cancellable: z.boolean().optional().default(false),
  returnEntries: z.array(ReturnEntrySchema).optional().default([]),
  subTotal: PriceSchema.optional(),
  deliveryCost: PriceSchema.optional(),
  totalPrice: PriceSchema.optional(),
  /** Ours (all optional: a stock SAP sends none of them). */
  totalTax: PriceSchema.optional(),
  packCredit: PriceSchema.optional(),
  exchangeDifference: PriceSchema.optional(),
  statusHistory: z.array(z.object({ status: ReturnStatusSchema, date: z.string() })).optional().default([]),
  replacementOrderCode: z.string().optional(),
  wholesale: z.boolean().optional(),
  thresholdRequest: ThresholdRequestSummarySchema.optional(),
  returnAddress: ReturnAddressSchema.optional(),
  requestedBy: PersonSchema.optional(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

const ListPaginationSchema = z.object({
  currentPage: z.number().int().nonnegative().optional().default(0),
  pageSize: z.number().int().nonnegative().optional(),
  totalPages: z.number().int().nonnegative().optional().default(0),
  totalResults: z.number().int().nonnegative().optional().default(0),
  sort: z.string().optional(),
});

export const ReturnRequestListSchema = z.object({
  returnRequests: z.array(ReturnRequestSchema).optional().default([]),
  pagination: ListPaginationSchema.optional(),
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean().optional() })).optional().default([]),
  /**
   * Ours: the extension filters the backend applied. Absent from a stock SAP, which ignores `statuses`, `createdFrom`
   * and `createdTo` on this call: the page then says they were not applied.
   */
  appliedFilters: z
    .object({ statuses: z.array(ReturnStatusSchema).optional(), createdFrom: z.string().optional(), createdTo: z.string().optional() })
    .optional(),
});
export type ReturnRequestList = z.infer<typeof ReturnRequestListSchema>;

export const ReturnReasonSchema = z.object({ code: z.string(), name: z.string(), allowedForPackItems: z.boolean().optional().default(false) });
export const ReturnReasonsSchema = z.object({ returnReasons: z.array(ReturnReasonSchema) });
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

/** `POST {orgUserPath}/orderReturns/price` (extension): the review step's prices; nothing saved. */
export const ReturnPreviewSchema = z.object({
  order: z.object({ code: z.string() }).optional(),
  returnEntries: z.array(
    z.object({
      orderEntry: z.object({ entryNumber: z.number().int().nonnegative() }),
      expectedQuantity: z.number().int().nonnegative(),
      kind: z.enum(["RETURN", "EXCHANGE"]),
      reason: z.object({ code: z.string(), name: z.string().optional() }).optional(),
      exchangeVariantCode: z.string().optional(),
      refundAmount: PriceSchema.optional(),
      packCredit: PriceSchema.optional(),
      exchangeDifference: PriceSchema.optional(),
    }),
  ),
  subTotal: PriceSchema,
  packCredit: PriceSchema.optional(),
  totalTax: PriceSchema,
  deliveryCost: PriceSchema,
  /** The money refunded. */
  totalPrice: PriceSchema,
  /** Charged on the replacement order; 0 when no exchange costs more. */
  exchangeDifference: PriceSchema.optional(),
  /** Wholesale: the request is over the organisation's return threshold (a store approver must accept it). */
  thresholdRequestRequired: z.boolean().optional().default(false),
});
export type ReturnPreview = z.infer<typeof ReturnPreviewSchema>;

export const PackTypeSchema = z.enum(["COMPULSORY", "NEW_STARTER", "OPTIONAL", "SELF_PURCHASE"]);

/** `GET {orgUserPath}/orders/{code}/returnData` (extension; spec part 2 §7 "returns and exchanges … data"). */
export const ReturnDataSchema = z.object({
  orderCode: z.string(),
  /** The order's site is wholesale: the wholesale version of the page (returns only). */
  wholesale: z.boolean(),
  /** Wholesale: more units than this in one request need the store approver. */
  returnThreshold: z.object({ quantity: z.number().int().nonnegative() }).optional(),
  returnReasons: z.array(ReturnReasonSchema),
  entries: z.array(
    z.object({
      entryNumber: z.number().int().nonnegative(),
      /** Ordered. */
      quantity: z.number().int().nonnegative(),
      /** 0 when nothing can be returned. */
      returnableQuantity: z.number().int().nonnegative(),
      product: z.object({
        code: z.string(),
        name: z.string(),
        baseProductCode: z.string().optional(),
        images: z.array(ImageSchema).optional().default([]),
        colour: z.string().optional(),
        size: z.string().optional(),
        fit: z.string().optional(),
      }),
      /** Unit price paid. */
      basePrice: PriceSchema,
      pack: z.object({ code: z.string(), name: z.string(), packType: PackTypeSchema }).optional(),
      /** A compulsory or new-starter pack item: exchange only, for a pack reason. */
      exchangeOnly: z.boolean(),
      allowedReasonCodes: z.array(z.string()),
      /** Other in-stock variants of the same base product; empty on wholesale. */
      exchangeOptions: z.array(VariantRefSchema.extend({ stockLevel: z.number().int().nonnegative(), price: PriceSchema })),
    }),
  ),
});
export type ReturnData = z.infer<typeof ReturnDataSchema>;
export type ReturnDataEntry = ReturnData["entries"][number];

export const ThresholdRequestSchema = ThresholdRequestSummarySchema.extend({ returnRequest: ReturnRequestSchema.optional() });
export type ThresholdRequest = z.infer<typeof ThresholdRequestSchema>;

export const ThresholdRequestListSchema = z.object({
  returnThresholdRequests: z.array(ThresholdRequestSchema).optional().default([]),
  pagination: ListPaginationSchema.optional(),
});
export type ThresholdRequestList = z.infer<typeof ThresholdRequestListSchema>;

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

/**
 * `POST {orgUserPath}/orderReturns/price` (extension): the refund, pack credit, tax and exchange difference the
 * review step shows; nothing is saved. Same 400 ValidationErrors as `createReturn`; 404 UnknownResourceError from a
 * stock SAP.
 */
export function previewReturn(owner: OrderOwner, orderCode: string, lines: readonly ReturnLine[]): Promise<ReturnPreview> {
  return owner.occ.request({
    method: "POST",
    path: `${owner.orgUserPath}/orderReturns/price`,
    body: requestBody(orderCode, lines),
    schema: ReturnPreviewSchema,
  });
}

/**
 * `GET {orgUserPath}/orders/{code}/returnData` (extension): what can be returned or exchanged and how. Another
 * user's order: 400 UnknownIdentifierError (kind `notFound`); a stock SAP: 404 UnknownResourceError.
 */
export function getReturnData(owner: OrderOwner, orderCode: string): Promise<ReturnData> {
  return owner.occ.request({ path: `${owner.orgUserPath}/orders/${encodeURIComponent(orderCode)}/returnData`, schema: ReturnDataSchema });
}

export interface ReturnListQuery {
  currentPage?: number;
  pageSize?: number;
  sort?: "byDate" | "byRMA";
  /** Extension filters (ignored by a stock SAP; see `appliedFilters`). */
  statuses?: readonly ReturnStatus[];
  /** yyyy-mm-dd, inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

/** `GET {userPath}/orderReturns?currentPage&pageSize&sort` plus the extension filters `statuses`, `createdFrom`, `createdTo`. */
export function listReturns(
  owner: OrderOwner,
  { currentPage = 0, pageSize = 10, sort = "byDate", statuses, createdFrom, createdTo }: ReturnListQuery = {},
): Promise<ReturnRequestList> {
  return owner.occ.request({
    path: `${owner.userPath}/orderReturns`,
    query: {
      fields: FIELDS,
      currentPage,
      pageSize,
      sort,
      statuses: statuses && statuses.length > 0 ? statuses.join(",") : undefined,
      createdFrom,
      createdTo,
    },
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

/**
 * `GET {orgUserPath}/returnThresholdRequests?status&currentPage&pageSize` (extension): the wholesale return threshold
 * requests the caller may decide (approvers of the store's unit or an ancestor unit); anyone else: an empty list.
 */
export function listThresholdRequests(
  owner: OrderOwner,
  { status, currentPage = 0, pageSize = 10 }: { status: "PENDING" | "ACTIONED"; currentPage?: number; pageSize?: number },
): Promise<ThresholdRequestList> {
  return owner.occ.request({
    path: `${owner.orgUserPath}/returnThresholdRequests`,
    query: { status, currentPage, pageSize },
    schema: ThresholdRequestListSchema,
  });
}

/** `GET {orgUserPath}/returnThresholdRequests/{rma}` (extension); not the caller's to decide: 400 UnknownIdentifierError. */
export function getThresholdRequest(owner: OrderOwner, rma: string): Promise<ThresholdRequest> {
  return owner.occ.request({ path: `${owner.orgUserPath}/returnThresholdRequests/${encodeURIComponent(rma)}`, schema: ThresholdRequestSchema });
}

export interface ThresholdDecision {
  decision: "ACCEPT" | "DECLINE";
  /** Required to decline (1–255 characters). */
  comment?: string | undefined;
}

/**
 * `POST {orgUserPath}/returnThresholdRequests/{rma}/decision` (extension): ACCEPT (the return goes on: APPROVING) or
 * DECLINE with a comment (the return is CANCELED). The same decision again answers the same 200; another decision
 * after one was made is 400 IllegalStateError.
 */
export function decideThresholdRequest(owner: OrderOwner, rma: string, { decision, comment }: ThresholdDecision): Promise<ThresholdRequest> {
  return owner.occ.request({
    method: "POST",
    path: `${owner.orgUserPath}/returnThresholdRequests/${encodeURIComponent(rma)}/decision`,
    body: { decision, ...(comment ? { comment } : {}) },
    schema: ThresholdRequestSchema,
  });
}
