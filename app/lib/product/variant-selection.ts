/**
 * Variant selection (spec part 2 §3: variant options and their qualifiers colour, size, fit).
 * The product page keeps the selection in the URL (`?colour=Navy&size=M`); the quick-add dialog
 * keeps it in the dialog. Both resolve it to a variant code here. Browser-safe (no zod).
 */

export type StockStatus = "inStock" | "lowStock" | "outOfStock";

export interface OptionValue {
  value: string;
  /** Colour swatch, when the qualifier has one. */
  swatchUrl: string | null;
}

/** One qualifier (colour, size, fit …) with its values in catalogue order. */
export interface OptionGroup {
  qualifier: string;
  label: string;
  values: OptionValue[];
}

export interface VariantChoice {
  code: string;
  /** qualifier → value, e.g. `{ colour: "Navy", size: "M" }`. */
  values: Record<string, string>;
  stockStatus: StockStatus | null;
  stockLevel: number | null;
  /** Formatted price of this variant, or null when prices are hidden. */
  price: string | null;
}

/** qualifier → chosen value. */
export type Selection = Record<string, string>;

/** The chosen values that exist for this product (unknown qualifiers and values are dropped). */
export function selectionFromParams(groups: readonly OptionGroup[], params: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const group of groups) {
    const value = params.get(group.qualifier);
    if (value !== null && group.values.some((option) => option.value === value)) selection[group.qualifier] = value;
  }
  return selection;
}

/** True when every group has a value. */
export function isCompleteSelection(groups: readonly OptionGroup[], selection: Selection): boolean {
  return groups.length > 0 && groups.every((group) => selection[group.qualifier] !== undefined);
}

/** The variant matching a complete selection; null while a group is unchosen or the combination does not exist. */
export function resolveVariant(
  variants: readonly VariantChoice[],
  groups: readonly OptionGroup[],
  selection: Selection,
): VariantChoice | null {
  if (!isCompleteSelection(groups, selection)) return null;
  return (
    variants.find((variant) => groups.every((group) => variant.values[group.qualifier] === selection[group.qualifier])) ??
    null
  );
}

/**
 * The query string for a selection, keeping unrelated parameters of `base`: `?colour=Navy&size=M`
 * (group order), or "" when nothing is chosen and nothing else is kept.
 */
export function selectionSearch(
  groups: readonly OptionGroup[],
  selection: Selection,
  base: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(base);
  for (const group of groups) params.delete(group.qualifier);
  const ordered = new URLSearchParams();
  for (const group of groups) {
    const value = selection[group.qualifier];
    if (value !== undefined) ordered.append(group.qualifier, value);
  }
  for (const [key, value] of params) ordered.append(key, value);
  const query = ordered.toString();
  return query ? `?${query}` : "";
}
