/**
 * Setup helper of the checkout-area specs (cart, guest, place-order): starting states made without the browser
 * showing them, so each test's pages are the behaviour under test.
 *
 * - `guestAddThroughStorefront`: a guest cart lives only in the visitor's signed session cookie (its guid is a
 *   secret, decision 007), so it cannot be made through the OCC API and handed to the browser. This posts the
 *   product page's own add-to-cart form from the page's request context (same cookies as the page): the root
 *   CSRF token (from /login's HTML, fetched but not shown), then the form's fields. Nothing is rendered in the browser.
 *
 * Orders are placed through the backend with `placeOrder` (checkout-api.ts).
 */
import { randomUUID } from "node:crypto";
import { type Page } from "@playwright/test";
import { expect } from "./fixtures";
import { CORPORATE_URL } from "./urls";

/** The visitor's CSRF token (its cookie lands in the page's context) from the sign-in page's HTML, not shown. */
async function csrfOf(page: Page): Promise<string> {
  const response = await page.request.get(`${CORPORATE_URL}/login`);
  expect(response.ok(), `GET /login: ${response.status()}`).toBe(true);
  const csrf = /<input type="hidden" name="csrf" value="([^"]+)"/.exec(await response.text())?.[1];
  if (!csrf) throw new Error("checkout-e2e-helpers: no csrf input on /login");
  return csrf;
}

/**
 * Adds a variant to the page's (anonymous) visitor's guest cart on the corporate site by posting the product page's
 * add-to-cart form, as the browser would without JavaScript; the session cookie with the guest cart lands in the
 * page's context. `productPath` like `/product/POL-EC/Eco%20Polo`; `values` the variant's options (`colour`, `size`).
 */
export async function guestAddThroughStorefront(
  page: Page,
  productPath: string,
  values: Record<string, string>,
  quantity = 1,
): Promise<void> {
  const csrf = await csrfOf(page);
  const response = await page.request.post(`${CORPORATE_URL}${productPath}`, {
    form: { csrf, submissionToken: randomUUID(), via: "page", quantity: String(quantity), ...values },
  });
  // The add redirects back to the product page, whose (fetched, not shown) render takes the one-time 'added' flash
  // and panel out of the session: the next page the browser shows starts clean.
  expect(response.ok(), `add to the guest cart: ${response.status()}`).toBe(true);
  expect(new URL(response.url()).pathname).toBe(productPath);
  expect(await response.text()).toContain("added to your cart.");
}
