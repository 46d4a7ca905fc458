import { type SummaryError } from "~/components/form/error-summary";
import { optionInputId } from "~/components/product/variant-options";
import * as messages from "~/lib/messages";
import { type AddToCartFailure } from "~/lib/product/add-to-cart-result";
import { type OptionGroup } from "~/lib/product/variant-selection";

/** Field ids of the product page's add-to-cart form. */
export const QUANTITY_FIELD_ID = "add-to-cart-quantity";
export const ID_PREFIX = "variant";

/**
 * The error summary's entries of a failed add (product page and quick-add dialog): form errors, each group's error
 * naming the group ('Size: Select a value', linked to its first radio), the quantity's.
 */
export function addToCartSummaryErrors(
  groups: readonly OptionGroup[],
  failed: Pick<AddToCartFailure, "formErrors" | "optionErrors" | "quantityErrors"> | null,
  ids: { optionPrefix: string; quantity: string } = { optionPrefix: ID_PREFIX, quantity: QUANTITY_FIELD_ID },
): SummaryError[] {
  if (!failed) return [];
  return [
    ...failed.formErrors.map((message) => ({ message })),
    ...groups.flatMap((group) =>
      (failed.optionErrors[group.qualifier] ?? []).map((message) => ({
        fieldId: optionInputId(ids.optionPrefix, group.qualifier),
        message: messages.optionError(group.label, message),
      })),
    ),
    ...failed.quantityErrors.map((message) => ({ fieldId: ids.quantity, message })),
  ];
}
