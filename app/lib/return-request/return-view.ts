import { formatPriceText } from "~/lib/cart/totals-display";
import type { OrderDetails } from "~/lib/occ/order-details.server";
import type { ReturnData, ReturnDataEntry } from "~/lib/occ/returns.server";
import { packTypeLabels } from "~/lib/packs/messages";
import { type ReturnFormRules } from "./fields";

/** A variant's size, colour and fit as the page names it ("Navy, size L, regular fit"). */
export function variantLabel(variant: { colour?: string | undefined; size?: string | undefined; fit?: string | undefined }): string {
  return [variant.colour, variant.size ? `size ${variant.size}` : null, variant.fit ? `${variant.fit.toLowerCase()} fit` : null]
    .filter(Boolean)
    .join(", ")
    .replace(/^./, (first) => first.toUpperCase());
}

export interface ReturnEntryView {
  entryNumber: number;
  name: string;
  /** The SKU (the variant's code). */
  code: string;
  /** Size, colour and fit of what was ordered ('' when the product has none). */
  variant: string;
  ordered: number;
  /** Units still returnable (0: shown as not returnable, no inputs). */
  max: number;
  price: string | null;
  pack: { name: string; typeLabel: string } | null;
  /** Compulsory or new-starter pack item: exchange only, for a pack reason, with the spec's notice. */
  exchangeOnly: boolean;
  reasons: { code: string; name: string }[];
  variants: { code: string; label: string; stock: number }[];
}

export interface ReturnView {
  code: string;
  /** The spec's separate wholesale version (quantities per SKU, returns only, the threshold notice). */
  wholesale: boolean;
  /** `extension`: the returns data call answered; `stock`: a stock SAP, the Order's returnable quantities only. */
  source: "extension" | "stock";
  /** Wholesale: more units than this in one request need the store approver (a return threshold request). */
  threshold: number | null;
  /** Entries with something returnable (the form's). */
  entries: ReturnEntryView[];
  /** Entries with nothing returnable. */
  locked: ReturnEntryView[];
}

function entryView(entry: ReturnDataEntry, reasons: ReturnData["returnReasons"], wholesale: boolean): ReturnEntryView {
  const names = new Map(reasons.map((reason) => [reason.code, reason.name]));
  const packType = entry.pack?.packType;
  return {
    entryNumber: entry.entryNumber,
    name: entry.product.name,
    code: entry.product.code,
    variant: variantLabel(entry.product),
    ordered: entry.quantity,
    max: entry.returnableQuantity,
    price: formatPriceText(entry.basePrice),
    pack: entry.pack && packType ? { name: entry.pack.name, typeLabel: packTypeLabels[packType] } : null,
    exchangeOnly: entry.exchangeOnly && !wholesale,
    reasons: entry.allowedReasonCodes.map((code) => ({ code, name: names.get(code) ?? code })),
    variants: wholesale
      ? []
      : entry.exchangeOptions.filter((option) => option.stockLevel > 0).map((option) => ({ code: option.code, label: variantLabel(option) || option.code, stock: option.stockLevel })),
  };
}

function split(code: string, rest: Omit<ReturnView, "code" | "entries" | "locked">, all: ReturnEntryView[]): ReturnView {
  return { code, ...rest, entries: all.filter((entry) => entry.max > 0), locked: all.filter((entry) => entry.max === 0) };
}

/** The page from the returns data (spec part 2 §7 "returns and exchanges … data"). */
export function returnView(data: ReturnData): ReturnView {
  const all = data.entries.map((entry) => entryView(entry, data.returnReasons, data.wholesale));
  return split(data.orderCode, { wholesale: data.wholesale, source: "extension", threshold: data.wholesale ? (data.returnThreshold?.quantity ?? null) : null }, all);
}

/**
 * A stock SAP (no returns data call): the Order's entries and their `returnableQuantity` — returns only, no reasons, no
 * exchanges, no pack rule the storefront could know of, no priced review. The page says so.
 */
export function stockReturnView(order: OrderDetails, wholesale: boolean): ReturnView {
  const all = order.entries.map(
    (entry): ReturnEntryView => ({
      entryNumber: entry.entryNumber,
      name: entry.product.name ?? entry.product.code,
      code: entry.product.code,
      variant: entry.product.variantOptionQualifiers.map((qualifier) => qualifier.value).filter(Boolean).join(", "),
      ordered: entry.quantity,
      max: entry.returnableQuantity,
      price: entry.basePrice ? formatPriceText(entry.basePrice) : null,
      pack: null,
      exchangeOnly: false,
      reasons: [],
      variants: [],
    }),
  );
  return split(order.code, { wholesale, source: "stock", threshold: null }, all);
}

/** The form's rules for the shared schema (the page's entries in the browser; the backend's answer in the action). */
export function returnRules(view: Pick<ReturnView, "wholesale" | "entries">): ReturnFormRules {
  return {
    wholesale: view.wholesale,
    entries: view.entries.map((entry) => ({
      entryNumber: entry.entryNumber,
      max: entry.max,
      exchangeOnly: entry.exchangeOnly,
      reasons: entry.reasons.map((reason) => reason.code),
      variants: entry.variants.map((variant) => ({ code: variant.code, stock: variant.stock })),
    })),
  };
}
