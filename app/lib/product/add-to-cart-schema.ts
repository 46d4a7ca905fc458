import { z } from "zod";
import * as messages from "~/lib/messages";
import { type OptionGroup, type Selection, type VariantChoice, resolveVariant } from "~/lib/product/variant-selection";

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/**
 * What the add-to-cart form is checked against: the base product's code and its variant matrix (option groups and
 * variants), as the backend's product data has them (`optionGroups` / `variantChoices` in product-page.server.ts).
 */
export interface AddToCartProduct {
  code: string;
  groups: readonly OptionGroup[];
  variants: readonly VariantChoice[];
}

/**
 * The chosen options resolved to the variant to add (spec part 2 §3): every group needs one of its values
 * ('Select a value', part 2 §5, by the group); a complete choice that no variant has is refused by the last group.
 * A product without option groups is added as itself.
 */
function resolveOptions(product: AddToCartProduct, posted: Record<string, string>, ctx: z.RefinementCtx) {
  const selection: Selection = {};
  for (const group of product.groups) {
    const value = posted[group.qualifier];
    if (value !== undefined && group.values.some((option) => option.value === value)) selection[group.qualifier] = value;
    else ctx.addIssue({ code: z.ZodIssueCode.custom, path: [group.qualifier], message: messages.selectAValue });
  }
  if (product.groups.length === 0) return { selection, productCode: product.code };
  if (Object.keys(selection).length < product.groups.length) return { selection, productCode: "" };
  const variant = resolveVariant(product.variants, product.groups, selection);
  if (!variant) {
    const last = product.groups[product.groups.length - 1];
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [last?.qualifier ?? ""], message: messages.combinationUnavailable });
  }
  return { selection, productCode: variant?.code ?? "" };
}

/**
 * The ONE schema of the add-to-cart form (product page and quick-add dialog): the option groups' radios (posted
 * under their qualifier, e.g. `colour=Navy`, gathered into `options`), the quantity, the form's one-time token and
 * where it came from. The variant is resolved here, on the server, from the backend's variant matrix: the form
 * carries no variant code to trust. Validated on the server only: the product page ships no zod to the browser
 * (first-load budget), and the server check is the one that counts anyway.
 *
 * Each field is checked on its own, so a missing group and a bad quantity are reported together.
 */
export function addToCartSchema(product: AddToCartProduct) {
  return z
    .object({
      options: z
        .record(z.string())
        .default({})
        .transform((posted, ctx) => resolveOptions(product, posted, ctx)),
      quantity: z
        .string({ required_error: messages.required })
        .trim()
        .min(1, messages.required)
        // Each step only runs when the previous passed: one message per field.
        .pipe(z.string().regex(/^\d{1,4}$/, messages.quantityRange))
        .transform(Number)
        .pipe(z.number().int().min(MIN_QUANTITY, messages.quantityRange).max(MAX_QUANTITY, messages.quantityRange)),
      /** One-time token of this form rendering, sent as the add's `Idempotency-Key`: a repeated submission adds nothing. */
      submissionToken: z.string({ required_error: messages.unknownError }).uuid(messages.unknownError),
      /** `quick-add` answers with data instead of a redirect (the dialog stays on its page). */
      via: z.enum(["page", "quick-add"]).default("page"),
    })
    .transform(({ options, ...rest }) => ({ ...rest, productCode: options.productCode, selection: options.selection }));
}

export type AddToCartForm = z.output<ReturnType<typeof addToCartSchema>>;
