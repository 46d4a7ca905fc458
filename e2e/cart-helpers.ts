/**
 * Helpers of the cart e2e specs (cart.spec.ts, guest.spec.ts): the backend's view of a user's cart (to verify
 * what the storefront did), resetting a test user's cart, and well-stocked variants to add.
 */
import { type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts";
import { expect, isJavaScriptEnabled } from "./fixtures";
import { BACKEND_URL, OCC_BASE_URL, type Site, siteUrl } from "./urls";

const CLIENT = { id: process.env.OCC_CLIENT_ID ?? "storefront", secret: process.env.OCC_CLIENT_SECRET ?? "storefront-secret" };

/** A password-grant access token of `email`, straight from the backend. */
export async function userToken(email: string): Promise<string> {
  const response = await fetch(`${BACKEND_URL}/authorizationserver/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username: email, password: DEMO_PASSWORD, client_id: CLIENT.id, client_secret: CLIENT.secret }),
  });
  expect(response.ok, `token of ${email}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface BackendCart {
  code: string;
  totalUnitCount: number;
  entries: { entryNumber: number; quantity: number; product: { code: string; name: string } }[];
  appliedVouchers: { code: string }[];
}

async function occ(token: string, method: string, path: string, site: Site) {
  return fetch(`${OCC_BASE_URL}/${site}/${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
}

/** SAP's missing cart: 400 CartError notFound. */
async function isCartNotFound(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response.clone().json()) as { errors?: { type?: string; reason?: string }[] };
  return body.errors?.some((error) => error.type === "CartError" && error.reason === "notFound") ?? false;
}

/** The user's cart as the backend has it (stock `GET users/current/carts/current`; null when the user has none). */
export async function backendCart(email: string, site: Site = "corporate"): Promise<BackendCart | null> {
  const response = await occ(await userToken(email), "GET", "users/current/carts/current", site);
  if (await isCartNotFound(response)) return null;
  expect(response.ok).toBe(true);
  return (await response.json()) as BackendCart;
}

/**
 * Empties the user's cart and takes its vouchers off, so every run starts from the same place, with stock calls
 * (`DELETE users/current/carts/current/vouchers/{code}`, `…/entries/{n}` highest first, reading the cart again after
 * each: a pack line takes its whole pack). The cart itself stays (a punch-out session may be using it).
 */
export async function resetCart(email: string, site: Site = "corporate") {
  const token = await userToken(email);
  const read = async () => {
    const response = await occ(token, "GET", "users/current/carts/current", site);
    if (await isCartNotFound(response)) return null;
    expect(response.ok).toBe(true);
    return (await response.json()) as BackendCart;
  };
  const cart = await read();
  if (!cart) return;
  for (const voucher of cart.appliedVouchers) await occ(token, "DELETE", `users/current/carts/current/vouchers/${voucher.code}`, site);
  for (let now: BackendCart | null = cart; now && now.entries.length > 0; now = await read()) {
    const last = Math.max(...now.entries.map((entry) => entry.entryNumber));
    expect((await occ(token, "DELETE", `users/current/carts/current/entries/${last}`, site)).ok).toBe(true);
  }
}

/**
 * Adds an entry through the backend (for tests about the cart page, not about adding): the stock create-cart call
 * (answers the open cart when there is one), then SAP's B2B add with `code` and `quantity` as parameters, no body.
 */
export async function addThroughBackend(email: string, code: string, quantity = 1, site: Site = "corporate") {
  const token = await userToken(email);
  expect((await occ(token, "POST", "users/current/carts", site)).ok, "create cart").toBe(true);
  const response = await occ(token, "POST", `orgUsers/current/carts/current/entries?code=${encodeURIComponent(code)}&quantity=${quantity}`, site);
  expect(response.ok, `add ${code}`).toBe(true);
}

export interface StockedVariant {
  code: string;
  /** Its price in the site's default price list (AUD), e.g. 44.95. */
  price: number;
  /** `colour=…&size=…` for the product page URL. */
  query: string;
  values: Record<string, string>;
}

/** A variant of `product` with plenty of stock (so adding a few never fails). */
export async function stockedVariant(product: string, site: Site = "corporate"): Promise<StockedVariant> {
  const response = await fetch(`${OCC_BASE_URL}/${site}/product/${product}`);
  const json = (await response.json()) as {
    variantOptions: {
      code: string;
      stock?: { stockLevel?: number };
      priceData?: { value: number };
      variantOptionQualifiers: { qualifier: string; value: string }[];
    }[];
  };
  const found = json.variantOptions.find((v) => (v.stock?.stockLevel ?? 0) > 50);
  if (!found) throw new Error(`no well-stocked variant of ${product}`);
  const values = Object.fromEntries(found.variantOptionQualifiers.map((q) => [q.qualifier, q.value]));
  return { code: found.code, price: found.priceData?.value ?? 0, values, query: new URLSearchParams(values).toString() };
}

/** An amount as the backend formats it: `$1,234.50`. */
export const money = (value: number) => `$${value.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Waits until the header's mini cart link reads 'Cart, n items' ('Cart, 1 item'). */
export async function expectCartCount(page: Page, count: number) {
  await expect(page.getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}`, exact: true })).toBeVisible();
}

/** The flash message after a redirect (a polite status region). */
export function flash(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

/**
 * Adds a product from its page. With JavaScript the cart's side panel opens (returned, for the caller to
 * inspect or close); without, the page redirects back with the flash.
 */
export async function addFromProductPage(page: Page, productPath: string, variant: StockedVariant, quantity = 1, site: Site = "corporate") {
  await page.goto(`${siteUrl(site)}${productPath}?${variant.query}`);
  await expect(page.locator("form.add-to-cart .product-page__selection")).toContainText(`(${variant.code})`);
  if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Quantity").fill(String(quantity));
  await page.getByRole("button", { name: "Add to cart" }).click();
  const panel = page.getByRole("dialog", { name: "Added to your cart" });
  if (isJavaScriptEnabled()) await expect(panel).toBeVisible();
  else await expect(flash(page, "added to your cart.")).toBeVisible();
  return panel;
}

/** Closes the side panel (JavaScript on) so the page is back in the accessibility tree. */
export async function closePanel(page: Page) {
  if (!isJavaScriptEnabled()) return;
  const panel = page.getByRole("dialog", { name: "Added to your cart" });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}
