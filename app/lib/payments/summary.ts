import { type Address, type Cart } from "~/lib/occ/cart.server";

/**
 * What the payment step shows of the cart (pure; tests/payments/summary.test.ts): the payment summary of a complete
 * step, the account details of the choice, and addresses as lines.
 */

export type PaymentSummary =
  | { type: "ACCOUNT"; label: string; costCentre: string | null; purchaseOrderNumber: string | null }
  | {
      type: "CARD";
      label: string;
      cardType: string;
      /** The masked number as the backend sends it: ************1111 */
      cardNumber: string;
      last4: string;
      holder: string | null;
      /** MM/YYYY */
      expiry: string | null;
      billingAddress: string[] | null;
    };

/** An address as display lines: name, street lines, "town region postcode", country. */
export function addressLines(address: Address): string[] {
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(" ");
  const place = [address.town, address.region?.isocodeShort ?? address.region?.name, address.postalCode].filter(Boolean).join(" ");
  return [name, address.line1, address.line2, place, address.country.name ?? address.country.isocode].filter((line): line is string => Boolean(line));
}

/** "Operations (ACME-OPS)" */
export function costCentreLabel(cart: Pick<Cart, "costCenter">): string | null {
  if (!cart.costCenter) return null;
  return cart.costCenter.name && cart.costCenter.name !== cart.costCenter.code ? `${cart.costCenter.name} (${cart.costCenter.code})` : cart.costCenter.code;
}

/** The payment set on the cart, or null when none is complete (card chosen but no card details yet). */
export function paymentSummary(cart: Pick<Cart, "paymentType" | "paymentInfo" | "costCenter" | "purchaseOrderNumber">): PaymentSummary | null {
  const type = cart.paymentType?.code;
  if (type === "ACCOUNT") {
    return {
      type,
      label: cart.paymentType?.displayName ?? "Account",
      costCentre: costCentreLabel(cart),
      purchaseOrderNumber: cart.purchaseOrderNumber ?? null,
    };
  }
  const info = cart.paymentInfo;
  if (type !== "CARD" || !info) return null;
  const cardNumber = info.cardNumber ?? "";
  const last4 = cardNumber.replace(/\D/g, "").slice(-4);
  return {
    type,
    label: cart.paymentType?.displayName ?? "Card",
    cardType: info.cardType?.name ?? info.cardType?.code ?? "Card",
    cardNumber,
    last4,
    holder: info.accountHolderName ?? null,
    expiry: info.expiryMonth && info.expiryYear ? `${info.expiryMonth}/${info.expiryYear}` : null,
    billingAddress: info.billingAddress ? addressLines(info.billingAddress) : null,
  };
}
