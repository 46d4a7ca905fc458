/** The make-a-payment pages' addresses (issue 28, H3), without zod: components import them. */
export const FINANCE_PATH = "/organisation/finance";
/** The paid tab (H1's page). */
export const PAID_PATH = "/organisation/finance/paid";
export const PAY_PATH = "/organisation/finance/pay";
export const CONFIRM_PATH = `${PAY_PATH}/confirm`;
export const receiptPath = (reference: string) => `${PAY_PATH}/receipt/${encodeURIComponent(reference)}`;
/** An invoice or credit-note number (as the backend issues them). */
export const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A receipt reference. */
export const REFERENCE = /^[A-Z0-9][A-Z0-9-]{0,63}$/;
/** The most documents one payment names (the backend's bound). */
export const MAX_DOCUMENTS = 50;

export interface PayQuery {
  invoices: string[];
  credits: string[];
  card?: string;
  amount?: string;
}

/** `?invoice=A&invoice=B&credit=C&card=7&amount=150.00`: the selection carried from page to page (no session). */
export function payQuery({ invoices, credits, card, amount }: PayQuery): string {
  const params = new URLSearchParams();
  for (const id of invoices) params.append("invoice", id);
  for (const id of credits) params.append("credit", id);
  if (card) params.set("card", card);
  if (amount) params.set("amount", amount);
  return params.toString();
}

