import { z } from "zod";
import * as messages from "~/lib/messages";

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/**
 * The add-to-cart form (product page and quick-add dialog). Validated on the server only: the
 * product page ships no zod to the browser (first-load budget), and the server check is the one
 * that counts anyway.
 */
export const AddToCartSchema = z.object({
  /** The chosen variant's code, or the base product's code when no variant is chosen. */
  productCode: z
    .string({ required_error: messages.itemNotFound })
    .regex(/^[A-Za-z0-9._-]{1,64}$/, messages.itemNotFound),
  quantity: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    // Each step only runs when the previous passed: one message per field.
    .pipe(z.string().regex(/^\d{1,4}$/, messages.quantityRange))
    .transform(Number)
    .pipe(z.number().int().min(MIN_QUANTITY, messages.quantityRange).max(MAX_QUANTITY, messages.quantityRange)),
  /** One-time token of this form rendering: a repeated submission adds nothing (see submission-ledger.server.ts). */
  submissionToken: z.string({ required_error: messages.unknownError }).uuid(messages.unknownError),
  /** `quick-add` answers with data instead of a redirect (the dialog stays on its page). */
  via: z.enum(["page", "quick-add"]).default("page"),
});
export type AddToCartForm = z.infer<typeof AddToCartSchema>;
export type AddToCartField = keyof AddToCartForm;
