import { type CouponView } from "~/lib/coupons/coupons-view";
import { type TotalsSource } from "~/lib/cart/totals-display";

/**
 * What the cart page, the side panel and their forms render (built by cart-page.server.ts; types only, so the
 * browser bundle gets nothing from here).
 */

export interface CartEntryView {
  entryNumber: number;
  /** The product name as plain text (names may carry markup: never rendered as HTML). */
  name: string;
  /** The variant code. */
  code: string;
  /** The product page. */
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  /** Colour, size, fit as the backend names them. */
  qualifiers: { label: string; value: string }[];
  quantity: number;
  updateable: boolean;
  /** Null when prices are hidden. */
  unitPrice: string | null;
  total: string | null;
  /** A stock note for short stocked items ('Only 3 left', 'Out of stock'), or null. */
  stockNote: string | null;
  /** Issue 8: set on pack lines only (absent on every other entry). */
  pack?: CartPackLineView;
}

/** Issue 8: what a pack line shows besides the entry (its bundle, value-adds with the user's values, reason, comments). */
export interface CartPackLineView {
  packId: string;
  bundleId: string;
  bundleName: string;
  step: number;
  valueAdds: { name: string; values: string[]; price: string | null }[];
  reason: string | null;
  comments: string | null;
}

/** Issue 8: one pack in the cart, its lines grouped under it. */
export interface CartPackGroupView {
  packId: string;
  packName: string;
  typeLabel: string;
  /** The entry the "Remove pack" form names (the backend removes the whole pack). */
  firstEntryNumber: number;
  bundles: { bundleId: string; bundleName: string; step: number }[];
  entries: CartEntryView[];
  /** The allocated credit and the applied subsidy (null when none, or prices are hidden), the pack's shipping. */
  allowance: string | null;
  subsidy: string | null;
  shipping: string | null;
}

export interface CartVoucherView {
  code: string;
  name: string;
  /** What it took off, or null when prices are hidden. */
  value: string | null;
}

export interface CartView {
  code: string;
  entries: CartEntryView[];
  /** Issue 8: the entries that are not pack lines (the existing list) and the packs with their lines. */
  looseEntries: CartEntryView[];
  packGroups: CartPackGroupView[];
  unitCount: number;
  /** Null when prices are hidden. */
  totals: TotalsSource | null;
  /** The subtotal as text (the side panel shows it), or null when prices are hidden. */
  subtotal: string | null;
  vouchers: CartVoucherView[];
  appliedPromotions: string[];
  /** 'Spend $X more to get …' (only with prices: it names amounts). */
  potentialPromotions: string[];
}

export interface CartPageData {
  /** The cart, or null for the empty state (no cart yet, an anonymous visitor without a guest cart). */
  cart: CartView | null;
  /** 'Cart not found.' / 'Cart errors occurred.' when the cart could not be shown, else null. */
  notice: string | null;
  signedIn: boolean;
  guest: boolean;
  showPrices: boolean;
  /** '/checkout' for signed-in users, '/guest-checkout' for a guest cart. */
  checkoutPath: string;
  /**
   * Punch-out mode (issue 18): the one-time key of the 'Transfer cart' form that replaces checkout (no delivery or
   * payment steps: the procurement system orders); null outside punch-out mode.
   */
  punchOutTransferKey: string | null;
  /** Issue 25: the signed-in user's claimed coupons valid now and not in the cart, each with an Apply button. */
  coupons?: CouponView[];
}

/** A failed cart form: shown by its field (that entry's quantity, the voucher code) or at form level. */
export interface CartActionError {
  intent: "update" | "remove" | "removeAll" | "applyVoucher" | "removeVoucher" | "editPack" | "editBundle";
  /** The entry of an entry form, else null. */
  entryNumber: number | null;
  field: "quantity" | "voucherCode" | null;
  message: string;
  /** What the user typed, shown again. */
  value: string;
}

export const cartQuantityId = (entryNumber: number) => `cart-quantity-${entryNumber}`;
export const VOUCHER_CODE_ID = "cart-voucher-code";
