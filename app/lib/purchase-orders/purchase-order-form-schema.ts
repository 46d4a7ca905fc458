import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as poMessages from "./messages";

/**
 * The purchase-order forms (spec part 1 §3 "Purchase order form", §5, §9), shared by the browser (loaded through
 * `lazyValidator`) and the actions (`parsePurchaseOrderDetails`, `parsePurchaseOrderEdit`). The reference backend applies
 * the same rules (docs/occ-api.md "Issue 6 additions").
 *
 * Bounds where the spec is silent (documented in docs/purchase-orders.md):
 * - number: 'under 18 alphanumeric characters' = 1–17 of A–Z, a–z, 0–9 after trimming; anything else (18+, a space,
 *   a hyphen) gets the one spec message.
 * - description: letters of any script, spaces, hyphens and apostrophes (' and ’), at most 100 characters.
 * - units: at least one, at most 50 (the selector's limit), no duplicates (ignored).
 */

export const PO_NUMBER_MAX = 17;
export const PO_NUMBER_PATTERN = /^[A-Za-z0-9]{1,17}$/;
export const DESCRIPTION_MAX = 100;
export const DESCRIPTION_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;
export const UNITS_MAX = 50;

const requiredText = z.string({ required_error: poMessages.required }).trim().min(1, poMessages.required);

/** One message per field: the required text, else the rule's text. */
export const purchaseOrderNumberSchema = requiredText.pipe(z.string().regex(PO_NUMBER_PATTERN, poMessages.numberInvalid));
export const descriptionSchema = requiredText.pipe(
  z.string().refine((value) => value.length <= DESCRIPTION_MAX && DESCRIPTION_PATTERN.test(value), poMessages.descriptionInvalid),
);
/** Checkbox / combobox values `units` (one per chosen unit): one or more uids. */
export const unitsSchema = z
  .array(z.string().trim().min(1).max(64), { required_error: poMessages.required })
  .min(1, poMessages.required)
  .max(UNITS_MAX, poMessages.required)
  .transform((uids) => [...new Set(uids)]);

/** Step 1 of `/purchase-order/new`: field names as the spec's form (purchaseOrderNo, description, units). */
export const purchaseOrderDetailsSchema = z.object({
  purchaseOrderNo: purchaseOrderNumberSchema,
  description: descriptionSchema,
  units: unitsSchema,
});
export type PurchaseOrderDetails = z.infer<typeof purchaseOrderDetailsSchema>;

/** `/purchase-order/{id}/edit`: the number is fixed. */
export const purchaseOrderEditSchema = purchaseOrderDetailsSchema.omit({ purchaseOrderNo: true });
export type PurchaseOrderEdit = z.infer<typeof purchaseOrderEditSchema>;

export type PurchaseOrderField = keyof PurchaseOrderDetails;

export function parsePurchaseOrderDetails(formData: FormData) {
  return parseWithZod(formData, { schema: purchaseOrderDetailsSchema });
}

export function parsePurchaseOrderEdit(formData: FormData) {
  return parseWithZod(formData, { schema: purchaseOrderEditSchema });
}
