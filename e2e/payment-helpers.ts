/**
 * Shared setup of the payment specs (card-payment.spec.ts, account-payment.spec.ts): a cart with one entry whose
 * checkout is complete through the delivery mode, with no payment complete — through the backend's OCC API
 * (e2e/checkout-api.ts).
 */
import { type Page } from "@playwright/test";
import { addEntries, type ApiCart, completeCheckoutThrough, getCart, occAs } from "./checkout-api";
import { expect, isJavaScriptEnabled } from "./fixtures";
import { BACKEND_URL } from "./urls";

/** Stock SAP serves the payment type under users/ (issue 22). */
const CART = "users/current/carts/current";

/** The test cards the hosted card page documents. */
export const VISA = "4111 1111 1111 1111";
export const MASTERCARD = "5555 5555 5555 4444";

/**
 * The user's cart ready for the payment step: an entry, review, address and mode done; payment not complete
 * (account payment clears card details, then card is chosen without any: the step shows the choice again).
 */
export async function cartReadyForPayment(uid: string): Promise<ApiCart> {
  await addEntries(uid, [{ code: "POL-CL-NAVY-M", quantity: 1 }]);
  await completeCheckoutThrough(uid, "deliveryMode");
  await occAs(uid, "PUT", `${CART}/paymenttype?paymentType=ACCOUNT`);
  await occAs(uid, "PUT", `${CART}/paymenttype?paymentType=CARD`);
  const cart = await getCart(uid);
  if (!cart || cart.paymentInfo) throw new Error(`payment-helpers: ${uid}'s cart is not ready for the payment step`);
  return cart;
}

/**
 * Chooses 'Card' and goes to the hosted card page: with JavaScript the hand-over form submits itself; without, the
 * buyer presses 'Continue to secure card page'.
 */
export async function startCardRegistration(page: Page): Promise<void> {
  await page.getByRole("radio", { name: /^Card/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  if (!isJavaScriptEnabled()) {
    await expect(page.getByRole("heading", { level: 2, name: "Continue to the secure card page" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to secure card page" }).click();
  }
  await expect(page).toHaveURL(`${BACKEND_URL}/hosted-payment/register`);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your card details" })).toBeVisible();
}

/** Fills the hosted card page and presses Approve. */
export async function approveCard(page: Page, card: { number: string; expiry?: string; name?: string }): Promise<void> {
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry date").fill(card.expiry ?? "12/30");
  await page.getByLabel("Name on card").fill(card.name ?? "Cara Card");
  await page.getByRole("button", { name: "Approve" }).click();
}
