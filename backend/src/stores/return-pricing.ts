/**
 * Refund pricing of a return request (issue 24 part 2; docs/returns.md "Refund pricing"): pure, in integer cents, so
 * the price call (`POST orgUsers/{u}/orderReturns/price`), the created return and the seed agree to the cent.
 *
 * Per returned (RETURN) line of `quantity` units:
 * - goods = unit price paid × quantity (the unit price of a pack line already holds its value-adds);
 * - pack line (any pack type): packCredit = round(goods × (pack credit + pack subsidy) / pack subtotal) — the part the
 *   employer funded goes back to the wearer's pack allowance, not to them as money;
 * - ordinary line: its share of the order's ordinary discounts (promotions, vouchers) = round(goods × discounts /
 *   ordinary subtotal);
 * - net = goods − packCredit − discount share; tax = round(net × the order's tax rate / 100) (GST 10 % AU, 15 % NZ);
 *   refund = net + tax (the money back). Delivery and pack shipping are never refunded.
 * Per exchanged (EXCHANGE) line: no refund and no pack credit; exchangeDifference = max(0, list price of the
 * replacement − list price of the variant returned) × quantity, plus tax at the order's rate — what the replacement
 * order charges (a cheaper or same-priced replacement: 0; nothing is refunded for a cheaper one).
 * Totals are the sums of the lines (rounded per line), so the price call and the created return cannot differ.
 */

export interface OrderPricingFacts {
  subtotalCents: number;
  discountCents: number;
  taxRatePercent: number;
  /** The packs of the order (orders.packs_json): their credit and subsidy, and Σ line totals of their entries. */
  packs: ReadonlyMap<string, { fundedCents: number; subtotalCents: number }>;
}

export interface LineToPrice {
  kind: "RETURN" | "EXCHANGE";
  quantity: number;
  unitCents: number;
  packId: string | null;
  /** EXCHANGE: list prices (the order's price list) of the variant returned and of the replacement. */
  listCents?: number;
  replacementListCents?: number;
}

export interface PricedLine {
  goodsCents: number;
  packCreditCents: number;
  taxCents: number;
  refundCents: number;
  exchangeDifferenceNetCents: number;
  exchangeDifferenceTaxCents: number;
  exchangeDifferenceCents: number;
}

const share = (cents: number, part: number, whole: number) => (whole > 0 ? Math.min(cents, Math.round((cents * part) / whole)) : 0);
const taxOn = (cents: number, rate: number) => Math.round((cents * rate) / 100);

export function priceReturnLine(order: OrderPricingFacts, line: LineToPrice): PricedLine {
  if (line.kind === "EXCHANGE") {
    const net = Math.max(0, (line.replacementListCents ?? 0) - (line.listCents ?? 0)) * line.quantity;
    const tax = taxOn(net, order.taxRatePercent);
    return {
      goodsCents: 0,
      packCreditCents: 0,
      taxCents: 0,
      refundCents: 0,
      exchangeDifferenceNetCents: net,
      exchangeDifferenceTaxCents: tax,
      exchangeDifferenceCents: net + tax,
    };
  }
  const goods = line.unitCents * line.quantity;
  let packCredit = 0;
  let discount = 0;
  const pack = line.packId === null ? undefined : order.packs.get(line.packId);
  if (pack) {
    packCredit = share(goods, pack.fundedCents, pack.subtotalCents);
  } else {
    let packSubtotal = 0;
    let packFunded = 0;
    for (const p of order.packs.values()) {
      packSubtotal += p.subtotalCents;
      packFunded += Math.min(p.fundedCents, p.subtotalCents);
    }
    discount = share(goods, Math.max(0, order.discountCents - packFunded), Math.max(0, order.subtotalCents - packSubtotal));
  }
  const net = Math.max(0, goods - packCredit - discount);
  const tax = taxOn(net, order.taxRatePercent);
  return {
    goodsCents: goods,
    packCreditCents: packCredit,
    taxCents: tax,
    refundCents: net + tax,
    exchangeDifferenceNetCents: 0,
    exchangeDifferenceTaxCents: 0,
    exchangeDifferenceCents: 0,
  };
}

export function sumPriced(lines: readonly PricedLine[]) {
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    subtotalCents: sum((line) => line.goodsCents),
    packCreditCents: sum((line) => line.packCreditCents),
    taxCents: sum((line) => line.taxCents),
    refundCents: sum((line) => line.refundCents),
    exchangeDifferenceNetCents: sum((line) => line.exchangeDifferenceNetCents),
    exchangeDifferenceTaxCents: sum((line) => line.exchangeDifferenceTaxCents),
    exchangeDifferenceCents: sum((line) => line.exchangeDifferenceCents),
  };
}
