/**
 * Pack computations (docs/occ-api.md "Issue 8 additions", "Rules"): pure, in integer cents, so the pack endpoints,
 * add-to-cart and the tests share them.
 */

export type AllocationType = "DOLLAR" | "QUANTITY";
export type FundType = "FULLY_FUNDED" | "SUBSIDISED";

export interface AmountLine {
  bundleId: string;
  /** Unit price including the chosen value-adds. */
  unitCents: number;
  quantity: number;
}

export interface AmountBundle {
  bundleId: string;
  fundType: FundType;
  subsidyPercent: number;
}

export interface PackAmountsInput {
  allocationType: AllocationType;
  /** Cents (DOLLAR) or units (QUANTITY). */
  allocationValue: number;
  shippingCents: number;
  /** In bundle order, then selection order. */
  lines: readonly AmountLine[];
  bundles: readonly AmountBundle[];
}

export interface PackAmounts {
  subTotalCents: number;
  creditCents: number;
  subsidyCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * subTotal = Σ unit × quantity. The credit is used up in line order: DOLLAR → up to the allocation value;
 * QUANTITY → the first `allocationValue` units at their unit prices. Subsidy: per SUBSIDISED bundle,
 * `subsidyPercent` % of what the credit left uncovered in that bundle (rounded to the cent per bundle). Shipping is
 * charged when anything is left to pay. total = subTotal − credit − subsidy + shipping.
 */
export function packAmounts({ allocationType, allocationValue, shippingCents, lines, bundles }: PackAmountsInput): PackAmounts {
  let subTotalCents = 0;
  let creditCents = 0;
  let dollarsLeft = allocationType === "DOLLAR" ? allocationValue : 0;
  let unitsLeft = allocationType === "QUANTITY" ? allocationValue : 0;
  const uncovered = new Map<string, number>();
  for (const line of lines) {
    const lineCents = line.unitCents * line.quantity;
    subTotalCents += lineCents;
    let covered: number;
    if (allocationType === "DOLLAR") {
      covered = Math.min(dollarsLeft, lineCents);
      dollarsLeft -= covered;
    } else {
      const units = Math.min(unitsLeft, line.quantity);
      unitsLeft -= units;
      covered = units * line.unitCents;
    }
    creditCents += covered;
    uncovered.set(line.bundleId, (uncovered.get(line.bundleId) ?? 0) + lineCents - covered);
  }
  let subsidyCents = 0;
  for (const bundle of bundles) {
    if (bundle.fundType !== "SUBSIDISED" || bundle.subsidyPercent <= 0) continue;
    subsidyCents += Math.round(((uncovered.get(bundle.bundleId) ?? 0) * bundle.subsidyPercent) / 100);
  }
  const due = subTotalCents - creditCents - subsidyCents;
  const shipping = due > 0 ? shippingCents : 0;
  return { subTotalCents, creditCents, subsidyCents, shippingCents: shipping, totalCents: due + shipping };
}

export interface PackObject {
  subject: string;
  message: string;
  items: string[];
}

export interface ObjectsInput {
  bundleName: string;
  minSelections: number;
  lineCount: number;
  /** The bundle's groups with the number of lines chosen from their sets. */
  groups: readonly { name: string; missingSetErrorMessage: string; setNames: readonly string[]; lineCount: number }[];
}

export const SELECTION_REQUIRED = "Selection Required";

/**
 * What Continue would refuse: the required slots still empty ("Slot {i}" for count < i ≤ min) and every group
 * without a line (its missingSetErrorMessage, with its set names).
 */
export function bundleObjects({ bundleName, minSelections, lineCount, groups }: ObjectsInput): PackObject[] {
  const objects: PackObject[] = [];
  if (lineCount < minSelections) {
    const items: string[] = [];
    for (let slot = lineCount + 1; slot <= minSelections; slot += 1) items.push(`Slot ${slot}`);
    objects.push({ subject: bundleName, message: SELECTION_REQUIRED, items });
  }
  for (const group of groups) {
    if (group.lineCount === 0) objects.push({ subject: group.name, message: group.missingSetErrorMessage, items: [...group.setNames] });
  }
  return objects;
}

/**
 * Exclusive bundles: once a line's category is chosen, every other category of the bundle is disabled. Returns
 * the disabled category codes (bundle order); none for other bundles or while nothing is chosen.
 */
export function disabledCategories(exclusive: boolean, bundleCategories: readonly string[], chosen: readonly string[]): string[] {
  if (!exclusive || chosen.length === 0) return [];
  const chosenSet = new Set(chosen);
  return [...new Set(bundleCategories)].filter((category) => !chosenSet.has(category));
}

/** Stock as the pack pages show it (`itemStocked`, `inStockCode`, `stockLevelStatus`, `stockMessage`). */
export function packStock(variant: { productType: string; stockLevel: number; inStockCode: string | null }) {
  const itemStocked = variant.productType === "S" && variant.stockLevel > 0;
  const inStockCode = variant.inStockCode === "D" ? "D" : itemStocked ? "Y" : "N";
  const stockLevelStatus =
    variant.productType !== "S" ? "inStock" : variant.stockLevel === 0 ? "outOfStock" : variant.stockLevel <= 10 ? "lowStock" : "inStock";
  const stockMessage =
    variant.productType !== "S" ? null : variant.stockLevel === 0 ? "Out of stock" : variant.stockLevel <= 10 ? `Only ${variant.stockLevel} left in stock` : null;
  return { itemStocked, inStockCode, stockLevelStatus, stockMessage };
}
