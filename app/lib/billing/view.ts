/**
 * The Billing page's pure parts (unit-tested in tests/billing/view.test.ts): a saved card as the page shows it, and
 * which view a return from the hosted card page gets (docs/billing-and-notifications.md "Adding a card").
 */
import { type PaymentQuery } from "~/lib/payments/view";
import * as m from "./messages";

export const BILLING_PATH = "/my-account/payment-details";
export const deleteCardPath = (id: string) => `${BILLING_PATH}/${encodeURIComponent(id)}/delete`;

/** A saved card as the OCC client reads it (PaymentDetailsWsDTO with `defaultPayment`). */
export interface SavedPaymentLike {
  id: string;
  cardType?: { code: string; name?: string };
  cardNumber?: string;
  accountHolderName?: string;
  expiryMonth?: string;
  expiryYear?: string;
  defaultPayment?: boolean;
  billingAddress?: {
    firstName: string;
    lastName: string;
    line1: string;
    line2?: string;
    town: string;
    region?: { isocode: string; isocodeShort?: string; name?: string };
    postalCode: string;
    country: { isocode: string; name?: string };
  };
}

export interface CardView {
  id: string;
  /** 'Visa ending in 1111' (the card's name everywhere on the page, and in its buttons' labels). */
  label: string;
  brand: string;
  last4: string;
  holder: string | null;
  /** 'MM/YYYY', or null when the backend sent no expiry. */
  expiry: string | null;
  billingAddress: string[];
  isDefault: boolean;
}

/** The card's last four digits from SAP's masked number (`************1111`); '????' when it has none. */
export function lastFour(cardNumber: string | undefined): string {
  const digits = (cardNumber ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : "????";
}

export function cardView(card: SavedPaymentLike): CardView {
  const brand = card.cardType?.name ?? card.cardType?.code ?? "Card";
  const last4 = lastFour(card.cardNumber);
  const address = card.billingAddress;
  return {
    id: card.id,
    label: m.cardEnding(brand, last4),
    brand,
    last4,
    holder: card.accountHolderName ?? null,
    expiry: card.expiryMonth && card.expiryYear ? `${card.expiryMonth.padStart(2, "0")}/${card.expiryYear}` : null,
    billingAddress: address
      ? [
          `${address.firstName} ${address.lastName}`.trim(),
          address.line1,
          address.line2 ?? "",
          [address.town, address.region?.isocodeShort ?? address.region?.name, address.postalCode].filter(Boolean).join(" "),
          address.country.name ?? address.country.isocode,
        ].filter((line) => line !== "")
      : [],
    isDefault: card.defaultPayment === true,
  };
}

/** The saved cards, default first (then as the backend ordered them). */
export function cardViews(cards: readonly SavedPaymentLike[]): CardView[] {
  const views = cards.map(cardView);
  return [...views.filter((card) => card.isDefault), ...views.filter((card) => !card.isDefault)];
}

/** The open card registration of the account (the session's `accountCardRegistration`). */
export interface OpenAccountRegistration {
  sessionId: string;
}

export type ReturnView =
  /** No return from the card page: the list. */
  | { kind: "list" }
  /** The card page answered ACCEPTED for our open registration: the billing address form. */
  | { kind: "billing"; sessionId: string }
  /** Anything else (CANCELLED, a sid that is not ours, no open registration): the list with the spec's warning. */
  | { kind: "failed" };

export function returnView(query: PaymentQuery, open: OpenAccountRegistration | null): ReturnView {
  if (query.paymentStatus === null) return { kind: "list" };
  if (query.paymentStatus === "ACCEPTED" && open !== null && query.sid !== null && query.sid === open.sessionId) {
    return { kind: "billing", sessionId: open.sessionId };
  }
  return { kind: "failed" };
}

/** Where the billing form posts (and re-renders): keeps the return parameters, so the view stays. */
export function billingActionPath(sessionId: string): string {
  return `${BILLING_PATH}?${new URLSearchParams({ paymentStatus: "ACCEPTED", sid: sessionId }).toString()}`;
}
