/**
 * The hosted card page's checks (docs/checkout.md "Payment and card registration"): what a payment provider's
 * card form would refuse. Pure, unit-tested in backend/tests/payments.test.ts. Texts are ours (spec part
 * 2 §8: "card validation messages per field (wording not shown)").
 */

export const CARD_MESSAGES = {
  numberMissing: "Enter the card number",
  numberInvalid: "Enter a valid card number: 13 to 19 digits, as shown on your card",
  numberUnsupported: "Enter a Visa, Mastercard or American Express card number",
  expiryMissing: "Enter the expiry date",
  expiryFormat: "Enter the expiry date as MM/YY, for example 04/29",
  expiryPast: "The expiry date must be this month or later",
  expiryTooFar: "Enter an expiry date within the next 20 years",
  nameMissing: "Enter the name on the card",
  nameTooLong: "The name on the card must be 70 characters or fewer",
  nameInvalid: "The name on the card must not contain < or > or control characters",
} as const;

export interface CardType {
  code: "visa" | "master" | "amex";
  name: string;
}

/** Luhn (mod 10) checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme from its number's prefix (IIN ranges), or null for schemes the page does not take. */
export function cardTypeOf(digits: string): CardType | null {
  if (/^4/.test(digits)) return { code: "visa", name: "Visa" };
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return { code: "master", name: "Mastercard" };
  if (two === 34 || two === 37) return { code: "amex", name: "American Express" };
  return null;
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  nameOnCard: string;
}

export interface ValidCard {
  type: CardType;
  last4: string;
  holder: string;
  expiryMonth: string;
  expiryYear: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

/**
 * Checks what was typed on the hosted page. `now` (epoch ms, the injected clock) decides whether the expiry month
 * is past: a card is valid to the end of its expiry month (UTC).
 */
export function validateCard(input: CardInput, now: number): { ok: true; card: ValidCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};

  const digits = input.cardNumber.replace(/[\s-]/g, "");
  let type: CardType | null = null;
  if (digits === "") errors.cardNumber = CARD_MESSAGES.numberMissing;
  else if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = CARD_MESSAGES.numberInvalid;
  else {
    type = cardTypeOf(digits);
    if (!type) errors.cardNumber = CARD_MESSAGES.numberUnsupported;
  }

  const expiry = input.expiry.replace(/\s/g, "");
  let expiryMonth = "";
  let expiryYear = "";
  if (expiry === "") errors.expiry = CARD_MESSAGES.expiryMissing;
  else {
    const match = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(expiry);
    if (!match) errors.expiry = CARD_MESSAGES.expiryFormat;
    else {
      expiryMonth = match[1] ?? "";
      expiryYear = `20${match[2] ?? ""}`;
      const today = new Date(now);
      const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
      const expires = Number(expiryYear) * 12 + (Number(expiryMonth) - 1);
      if (expires < current) errors.expiry = CARD_MESSAGES.expiryPast;
      else if (expires > current + 20 * 12) errors.expiry = CARD_MESSAGES.expiryTooFar;
    }
  }

  const holder = input.nameOnCard.trim().replace(/\s+/g, " ");
  if (holder === "") errors.nameOnCard = CARD_MESSAGES.nameMissing;
  else if (holder.length > 70) errors.nameOnCard = CARD_MESSAGES.nameTooLong;
  // eslint-disable-next-line no-control-regex
  else if (/[<>\u0000-\u001f\u007f]/.test(holder)) errors.nameOnCard = CARD_MESSAGES.nameInvalid;

  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors };
  return { ok: true, card: { type, last4: digits.slice(-4), holder, expiryMonth, expiryYear } };
}
