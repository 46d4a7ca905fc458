/**
 * Cart and order totals (docs/checkout.md "Totals"): pure, in integer cents, so carts and orders compute them the
 * same way. Catalogue prices are net of tax (GST): discounts come off the subtotal, delivery is added, and tax is
 * the country's rate on the result (10 % GST in Australia, 15 % in New Zealand).
 */

export const TAX_RATE_PERCENT: Record<string, number> = { AU: 10, NZ: 15 };

export interface VoucherTerms {
  code: string;
  discountPercent: number | null;
  amountCents: number | null;
}

export interface PromotionTerms {
  code: string;
  thresholdCents: number;
  discountPercent: number;
}

export interface TotalsInput {
  /** Σ entry totals (after volume discounts). */
  subtotalCents: number;
  vouchers: readonly VoucherTerms[];
  promotions: readonly PromotionTerms[];
  /** The chosen delivery mode's cost; 0 when none is chosen yet. */
  deliveryCents: number;
  /** Two-letter country of the cart owner's unit. */
  country: string;
  /**
   * Issue 8: the cart's pack lines, kept apart from promotions and vouchers (which apply to the ordinary lines):
   * their subtotal, the packs' credit + subsidy (a discount) and the packs' shipping (added to delivery).
   */
  packs?: { subtotalCents: number; discountCents: number; shippingCents: number };
}

export interface Totals {
  subtotalCents: number;
  /** Per applied voucher, what it took off. */
  voucherDiscounts: { code: string; cents: number }[];
  /** Applied order promotions (subtotal at or above the threshold) and what each took off. */
  appliedPromotions: { code: string; cents: number }[];
  /** Promotions not reached yet, with how much more would reach them. */
  potentialPromotions: { code: string; missingCents: number }[];
  discountCents: number;
  deliveryCents: number;
  /** Subtotal − discounts + delivery (net of tax). */
  totalCents: number;
  taxCents: number;
  totalWithTaxCents: number;
  taxRatePercent: number;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

export function computeTotals({ subtotalCents: ordinaryCents, vouchers, promotions, deliveryCents: modeCents, country, packs }: TotalsInput): Totals {
  const subtotalCents = ordinaryCents;
  const appliedPromotions: Totals["appliedPromotions"] = [];
  const potentialPromotions: Totals["potentialPromotions"] = [];
  for (const promotion of promotions) {
    if (subtotalCents > 0 && subtotalCents >= promotion.thresholdCents) {
      appliedPromotions.push({ code: promotion.code, cents: percentOf(subtotalCents, promotion.discountPercent) });
    } else if (subtotalCents > 0) {
      potentialPromotions.push({ code: promotion.code, missingCents: promotion.thresholdCents - subtotalCents });
    }
  }
  // Vouchers apply one after another to what is left, and never take the goods below zero.
  let remaining = subtotalCents - appliedPromotions.reduce((sum, p) => sum + p.cents, 0);
  const voucherDiscounts = vouchers.map((voucher) => {
    const wanted = voucher.discountPercent !== null ? percentOf(remaining, voucher.discountPercent) : (voucher.amountCents ?? 0);
    const cents = Math.max(0, Math.min(wanted, remaining));
    remaining -= cents;
    return { code: voucher.code, cents };
  });
  const packSubtotal = packs?.subtotalCents ?? 0;
  const packDiscount = Math.min(packs?.discountCents ?? 0, packSubtotal);
  const discountCents = subtotalCents - remaining + packDiscount;
  const deliveryCents = modeCents + (packs?.shippingCents ?? 0);
  const totalCents = remaining + packSubtotal - packDiscount + deliveryCents;
  const taxRatePercent = TAX_RATE_PERCENT[country] ?? 0;
  const taxCents = percentOf(totalCents, taxRatePercent);
  return {
    subtotalCents: subtotalCents + packSubtotal,
    voucherDiscounts,
    appliedPromotions,
    potentialPromotions,
    discountCents,
    deliveryCents,
    totalCents,
    taxCents,
    totalWithTaxCents: totalCents + taxCents,
    taxRatePercent,
  };
}

/** The `orders` total columns of `totals` (named as the insert and update statements bind them). */
export function orderTotalColumns(totals: Totals) {
  return {
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    deliveryCents: totals.deliveryCents,
    totalCents: totals.totalCents,
    taxCents: totals.taxCents,
    totalWithTaxCents: totals.totalWithTaxCents,
  };
}
