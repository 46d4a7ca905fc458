/**
 * Pack rules shared by the pack list, the pack steps and the cart (issue 8; spec part 1 §5, §8, §9). Pure functions,
 * safe in browser bundles. The backend sends NEW_STARTER etc. but the spec implies other spellings ("new starter" has
 * three): every check compares case-insensitively after removing spaces, hyphens and underscores.
 */
import * as m from "./messages";

export type PackType = "NEW_STARTER" | "COMPULSORY" | "OPTIONAL" | "SELF_PURCHASE";

const byKey: Record<string, PackType> = {
  NEWSTARTER: "NEW_STARTER",
  COMPULSORY: "COMPULSORY",
  OPTIONAL: "OPTIONAL",
  SELFPURCHASE: "SELF_PURCHASE",
};

function key(raw: string): string {
  return raw.replace(/[\s_-]+/g, "").toUpperCase();
}

/** NEW_STARTER, NewStarter, "new starter", new-starter… → NEW_STARTER; unknown → null. */
export function normalisePackType(raw: string): PackType | null {
  return byKey[key(raw)] ?? null;
}

/** New starter, compulsory and optional packs carry an allocation: add/takenEntries needs `?packId=`. */
export function isAllocationPackType(raw: string): boolean {
  const type = normalisePackType(raw);
  return type === "NEW_STARTER" || type === "COMPULSORY" || type === "OPTIONAL";
}

/**
 * Spec part 1 §5: prices show when prices are enabled, or the pack is self-purchase, or the allocation type is dollar
 * and the pack type is new starter, compulsory or optional.
 */
export function showPackPrices(input: { priceEnabled: boolean; packType: string; allocationType: string }): boolean {
  if (input.priceEnabled) return true;
  if (normalisePackType(input.packType) === "SELF_PURCHASE") return true;
  return key(input.allocationType) === "DOLLAR" && isAllocationPackType(input.packType);
}

/** Spec part 1 §9: FULLY_FUNDED → funded text; any other fund type → subsidy text. */
export function subsidyText(fundType: string): string {
  return key(fundType) === "FULLYFUNDED" ? m.fullyFundedText : m.subsidisedText;
}

/** Spec part 1 §8: the returns notice shows for compulsory and new-starter packs. */
export function showsReturnsNotice(packType: string): boolean {
  const type = normalisePackType(packType);
  return type === "COMPULSORY" || type === "NEW_STARTER";
}

/** Spec part 1 §8 stock notes. */
export function stockNote(item: {
  productType: string;
  itemStocked: boolean;
  isIndentOrder: boolean;
  inStockCode: string;
  indentExpectedDeliveryDate?: string | null;
}): string | null {
  if (item.isIndentOrder) {
    return item.indentExpectedDeliveryDate ? m.preOrderItemNote(formatSummaryDate(item.indentExpectedDeliveryDate)) : null;
  }
  const type = item.productType.trim().toUpperCase();
  if ((type === "K" || type === "R") && !item.itemStocked && item.inStockCode.trim().toUpperCase() !== "D") {
    return m.madeToOrderNote;
  }
  return null;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** yyyy-mm-dd (or a full ISO timestamp: its calendar date as written) → [day, month name, year]; no time zone shift. */
function parts(iso: string): [number, string, string] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return null;
  const [, year, monthNumber, dayText] = match;
  const month = months[Number(monthNumber) - 1];
  const day = Number(dayText);
  if (!year || !month || day < 1 || day > 31) return null;
  return [day, month, year];
}

/** Spec part 1 §9 'd MMM yyyy' on pack pages: '1 Mar 2027'. Unparseable input is returned as is. */
export function formatPackDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p[0]} ${p[1]} ${p[2]}` : iso;
}

/** Spec part 1 §9 'd MMM, y' on the pack summary: '1 Mar, 2027'. Unparseable input is returned as is. */
export function formatSummaryDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p[0]} ${p[1]}, ${Number(p[2])}` : iso;
}
