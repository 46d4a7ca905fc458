import { z } from "zod";
import { type OrderOwner } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { PriceSchema } from "./products.server";

/**
 * Buyer order changes (issue 23; docs/order-changes.md):
 * - `GET {userPath}/orders/{code}?fields=FULL` read for what can be cancelled: SAP's OrderWsDTO `cancellable` and its
 *   entries' `cancellableQuantity` / `cancelledQuantity` (stock SAP 2211 fields; the order details read the same);
 * - `POST {userPath}/orders/{code}/cancellation` (stock SAP OrdersController; Spartacus `OccOrderAdapter.cancel`,
 *   endpoint `cancelOrder`): SAP's CancellationRequestEntryInputListWsDTO plus our optional `cancelReason`, our
 *   `Idempotency-Key`; 200 with an empty body;
 * - `GET {orgUserPath}/orders/{code}/amendment` (this customer's extension; stock SAP: 404 UnknownResourceError, the
 *   pages then say amending is not available) and `POST {orgUserPath}/orders/{code}/amend[?dryRun=true]` (the spec's
 *   path; as the order's owner or placer it is the buyer's amendment).
 */

const QualifierSchema = z.object({ qualifier: z.string().optional(), name: z.string().optional(), value: z.string().optional() });
const ProductRefSchema = z.object({
  code: z.string(),
  name: z.string().optional(),
  variantOptionQualifiers: z.array(QualifierSchema).optional().default([]),
});

export const ChangeOrderEntrySchema = z.object({
  entryNumber: z.number().int().nonnegative(),
  quantity: z.number().int().nonnegative(),
  approvedQuantity: z.number().int().nonnegative().optional(),
  cancelledQuantity: z.number().int().nonnegative().optional().default(0),
  /** SAP's: the units that can still be cancelled (absent: none). */
  cancellableQuantity: z.number().int().nonnegative().optional().default(0),
  basePrice: PriceSchema.optional(),
  totalPrice: PriceSchema.optional(),
  product: ProductRefSchema,
});

/** The part of SAP's OrderWsDTO the cancel and amend pages need. */
export const ChangeOrderSchema = z.object({
  code: z.string(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  cancellable: z.boolean().optional().default(false),
  amendable: z.boolean().optional().default(false),
  entries: z.array(ChangeOrderEntrySchema).optional().default([]),
  subTotal: PriceSchema.optional(),
  totalPriceWithTax: PriceSchema.optional(),
  approval: z.object({ exceededLimit: z.object({ threshold: PriceSchema.optional() }).passthrough().optional() }).passthrough().optional(),
});
export type ChangeOrder = z.infer<typeof ChangeOrderSchema>;
export type ChangeOrderEntry = z.infer<typeof ChangeOrderEntrySchema>;

export function getOrderForChange(owner: OrderOwner, code: string): Promise<ChangeOrder> {
  return owner.occ.request({ path: `${owner.userPath}/orders/${encodeURIComponent(code)}`, query: { fields: "FULL" }, schema: ChangeOrderSchema });
}

export interface CancellationLine {
  entryNumber: number;
  quantity: number;
}

/** `POST {userPath}/orders/{code}/cancellation` with the draft's key: a replay changes nothing (the backend's rule). */
export async function cancelOrderEntries(
  owner: OrderOwner,
  code: string,
  { lines, reason, key }: { lines: readonly CancellationLine[]; reason: string | null; key: string },
): Promise<void> {
  await owner.occ.request({
    method: "POST",
    path: `${owner.userPath}/orders/${encodeURIComponent(code)}/cancellation`,
    headers: { "Idempotency-Key": key },
    body: {
      cancellationRequestEntryInputs: lines.map((line) => ({ orderEntryNumber: line.entryNumber, quantity: line.quantity })),
      ...(reason ? { cancelReason: reason } : {}),
    },
    schema: EmptyBodySchema,
  });
}

export const AmendmentDataSchema = z.object({
  code: z.string(),
  amendable: z.boolean(),
  status: z.string().optional(),
  totalPriceWithTax: PriceSchema.optional(),
  entries: z
    .array(
      z.object({
        entryNumber: z.number().int().nonnegative(),
        product: ProductRefSchema,
        quantity: z.number().int().nonnegative(),
        maxQuantity: z.number().int().nonnegative(),
        basePrice: PriceSchema.optional(),
      }),
    )
    .default([]),
  eligibleProducts: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        variantOptionQualifiers: z.array(QualifierSchema).optional().default([]),
        price: PriceSchema.optional(),
        maxQuantity: z.number().int().nonnegative().optional().default(999),
      }),
    )
    .default([]),
  pagination: z
    .object({ currentPage: z.number().int().nonnegative().default(0), totalPages: z.number().int().nonnegative().default(0), totalResults: z.number().int().nonnegative().default(0) })
    .optional()
    .default({}),
});
export type AmendmentData = z.infer<typeof AmendmentDataSchema>;

export const AMEND_PRODUCTS_PAGE_SIZE = 10;

/** `GET {orgUserPath}/orders/{code}/amendment?searchTerm=&currentPage=&pageSize=` (extension). */
export function getAmendmentData(owner: OrderOwner, code: string, query: { searchTerm: string; currentPage: number }): Promise<AmendmentData> {
  return owner.occ.request({
    path: `${owner.orgUserPath}/orders/${encodeURIComponent(code)}/amendment`,
    query: { searchTerm: query.searchTerm || undefined, currentPage: query.currentPage, pageSize: AMEND_PRODUCTS_PAGE_SIZE },
    schema: AmendmentDataSchema,
  });
}

export const AmendAnswerSchema = ChangeOrderSchema.extend({
  replayed: z.boolean().optional(),
  amendment: z
    .object({
      previousTotal: PriceSchema.optional(),
      newTotal: PriceSchema.optional(),
      requiresApproval: z.boolean().optional().default(false),
      heldForApproval: z.boolean().optional().default(false),
      exceededLimit: z.object({ threshold: PriceSchema.optional() }).passthrough().optional(),
    })
    .optional(),
});
export type AmendAnswer = z.infer<typeof AmendAnswerSchema>;

export interface AmendBody {
  entries: { entryNumber: number; quantity: number }[];
  additions: { code: string; quantity: number }[];
}

/** `POST {orgUserPath}/orders/{code}/amend` — `dryRun` prices it without writing (the review step). */
export function amendOrder(owner: OrderOwner, code: string, body: AmendBody, { dryRun, key }: { dryRun: boolean; key: string }): Promise<AmendAnswer> {
  return owner.occ.request({
    method: "POST",
    path: `${owner.orgUserPath}/orders/${encodeURIComponent(code)}/amend`,
    query: dryRun ? { dryRun: true } : {},
    headers: dryRun ? {} : { "Idempotency-Key": key },
    body: { entries: body.entries, ...(body.additions.length > 0 ? { additions: body.additions } : {}) },
    schema: AmendAnswerSchema,
  });
}
