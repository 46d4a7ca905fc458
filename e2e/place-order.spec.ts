/**
 * Order placement (issue 5; docs/checkout.md "Orders"; decision 010), in both projects: the place-order form on the
 * real payment-details page, the spec part 2 §4 outcomes, never a second order (double submit, a second tab), the
 * confirmation page, reorder and scheduled replenishment. Every test has its own seeded buyer per project
 * (backend/src/seed-data/orders.ts: order-js@, order-double-nojs@, …), brought to "payment complete (account)"
 * through the backend (e2e/checkout-api.ts) and signed in from a stored session (e2e/sessions.ts); orders are counted
 * through the backend's dev endpoint.
 */
import { type Page } from "@playwright/test";
import { stockedVariant as pageVariant } from "./cart-helpers";
import { addEntries, completeCheckoutThrough, devOrders, emptyCart, getCart, occAs, placeOrder as placeOrderThroughBackend } from "./checkout-api";
import { guestAddThroughStorefront } from "./checkout-e2e-helpers";
import { approveCard, startCardRegistration, VISA } from "./payment-helpers";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { openAs } from "./sessions";
import { BACKEND_URL, CORPORATE_URL, DEV_HEADERS, OCC_BASE_URL } from "./urls";

type Purpose = "place" | "card" | "double" | "tabs" | "stock" | "reorder" | "replenish" | "unavailable" | "allocation";

/** The buyer reserved for this test in this project (seed-data/orders.ts `orderTestUser`). */
function buyer(purpose: Purpose): string {
  const project = isJavaScriptEnabled() ? "js" : "nojs";
  return purpose === "place" ? `order-${project}@acme.example` : `order-${purpose}-${project}@acme.example`;
}

const TERMS = "I have read and agree to the terms and conditions of sale.";

async function devPost(path: string, body: unknown) {
  const response = await fetch(`${BACKEND_URL}${path}`, { method: "POST", headers: { ...DEV_HEADERS, "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
}
const setOrderOutcome = (uid: string, orderOutcome: "serviceUnavailable" | "allocationError" | null) => devPost(`/dev/users/${uid}/flags`, { orderOutcome });
const setStock = (code: string, stockLevel: number) => devPost(`/dev/variants/${code}/stock`, { stockLevel });

interface Variant {
  code: string;
  stockLevel: number;
  name: string;
}

/** Variants of a stocked product with at least `minStock` units (from the backend's product call). */
async function stockedVariants(productCode: string, minStock = 30): Promise<Variant[]> {
  const response = await fetch(`${OCC_BASE_URL}/corporate/products/${productCode}`);
  const product = (await response.json()) as { name: string; variantOptions: Array<{ code: string; stock: { stockLevel?: number } }> };
  const variants = product.variantOptions
    .filter((option) => (option.stock.stockLevel ?? 0) >= minStock)
    .map((option) => ({ code: option.code, stockLevel: option.stock.stockLevel ?? 0, name: product.name }));
  if (variants.length < 2) throw new Error(`${productCode} has fewer than two variants with ${minStock} in stock`);
  return variants;
}

/** A fresh cart with the entries, every checkout step done, account payment chosen. */
async function readyToOrder(uid: string, entries: Array<{ code: string; quantity: number }>) {
  await emptyCart(uid);
  await addEntries(uid, entries);
  return completeCheckoutThrough(uid, "paymentAccount");
}

/** Opens payment details signed in (stored session), where the place-order form shows once every step is complete. */
async function openPaymentDetails(page: Page, uid: string) {
  await openAs(page, uid, "/checkout/payment-details");
  await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/payment-details`);
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
}

async function placeOrder(page: Page) {
  await page.getByLabel(TERMS).check();
  await page.getByRole("button", { name: "Place order" }).click();
}

const confirmationUrl = /\/order-confirmation\/(\d{8,})$/;
const codeFrom = (url: string) => confirmationUrl.exec(url)?.[1] ?? "";

interface ApiOrder {
  code: string;
  totalPriceWithTax: { formattedValue: string };
  entries: Array<{ quantity: number; product: { code: string } }>;
  costCenter?: { code: string; name: string };
  purchaseOrderNumber?: string;
}

test.describe("place order", () => {
  test("a full checkout with account payment places one order and shows its confirmation", async ({ page }) => {
    const uid = buyer("place");
    const [first, second] = await stockedVariants("POL-CL");
    if (!first || !second) throw new Error("no variants");
    const before = (await devOrders(uid)).orders.length;
    const cart = await readyToOrder(uid, [
      { code: first.code, quantity: 2 },
      { code: second.code, quantity: 1 },
    ]);
    await openPaymentDetails(page, uid);

    // The terms can be read in a new tab (nothing typed is lost), then are required: the checkbox's error says what
    // to do, in the summary and by the checkbox (browser or server check).
    const termsLink = page.getByRole("link", { name: "terms and conditions of sale (opens in new tab)" });
    await expect(termsLink).toHaveAttribute("href", "/terms-and-conditions");
    await expect(termsLink).toHaveAttribute("target", "_blank");
    await page.getByRole("button", { name: "Place order" }).click();
    const termsError = "Confirm that you have read and agree to the terms and conditions of sale";
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("link", { name: termsError })).toBeVisible();
    await expect(page.locator(".field__error").filter({ hasText: termsError })).toBeVisible();
    expect((await devOrders(uid)).orders).toHaveLength(before);

    await placeOrder(page);
    await expect(page).toHaveURL(confirmationUrl);
    const code = codeFrom(page.url());

    // Exactly one order, from this cart; the cart is gone.
    const { orders } = await devOrders(uid);
    expect(orders).toHaveLength(before + 1);
    expect(orders.at(-1)).toMatchObject({ code, sourceCartCode: cart.code, entryCount: 2 });
    expect(await getCart(uid)).toBeNull();

    // The confirmation: code, status, items, delivery, payment, totals.
    const order = await occAs<ApiOrder>(uid, "GET", `users/current/orders/${code}?fields=FULL`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.locator(".order-confirmation__facts")).toContainText(code);
    await expect(page.locator(".order-confirmation__facts")).toContainText("Created");
    const items = page.getByRole("table");
    await expect(items.getByRole("row")).toHaveCount(3); // header + 2 entries
    await expect(items.getByRole("rowheader").filter({ hasText: first.code })).toContainText("Classic Polo");
    await expect(items.getByRole("row").filter({ hasText: first.code }).getByRole("cell").first()).toHaveText("2");
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Acme Receiving");
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Standard delivery");
    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText("Account");
    await expect(payment).toContainText(order.costCenter?.code ?? "—");
    await expect(payment).toContainText("E2E-PO-1");
    await expect(page.getByRole("region", { name: "Order total" })).toContainText(order.totalPriceWithTax.formattedValue);

    // Printable: header, footer and forms are hidden in print (no JS needed); the print button needs JS.
    await expect(page.getByRole("button", { name: "Print this page" })).toHaveCount(isJavaScriptEnabled() ? 1 : 0);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header").first()).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.getByRole("button", { name: "Reorder" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });
  });

  test("a double submit (two POSTs with the same key, and a double click) places one order", async ({ page }) => {
    const uid = buyer("double");
    const [variant] = await stockedVariants("SHT-CL");
    if (!variant) throw new Error("no variant");
    const before = (await devOrders(uid)).orders.length;
    await readyToOrder(uid, [{ code: variant.code, quantity: 1 }]);
    await openPaymentDetails(page, uid);

    // Two POSTs of the form's own fields (same csrf, cart and key), at once, with the browser's cookies.
    const form = page.locator("form.place-order");
    const field = (name: string) => form.locator(`input[name="${name}"]`).first().inputValue();
    const fields = {
      csrf: await field("csrf"),
      cartCode: await field("cartCode"),
      orderKey: await field("orderKey"),
      intent: "place",
      termsChecked: "on",
    };
    const post = () => page.request.post("/checkout/place-order", { form: fields, maxRedirects: 0 });
    const [one, two] = await Promise.all([post(), post()]);
    expect([one.status(), two.status()]).toEqual([303, 303]);
    expect(one.headers().location).toMatch(confirmationUrl);
    expect(two.headers().location).toBe(one.headers().location);
    expect((await devOrders(uid)).orders).toHaveLength(before + 1);
    // A third POST later (a resubmitted form after Back) lands there too.
    const later = await post();
    expect(later.headers().location).toBe(one.headers().location);

    // A double click on the real button: one order, its confirmation.
    await readyToOrder(uid, [{ code: variant.code, quantity: 2 }]);
    await page.goto("/checkout/payment-details");
    await page.getByLabel(TERMS).check();
    await page.getByRole("button", { name: "Place order" }).dblclick();
    await expect(page).toHaveURL(confirmationUrl);
    const { orders } = await devOrders(uid);
    expect(orders).toHaveLength(before + 2);
    expect(orders.at(-1)?.code).toBe(codeFrom(page.url()));
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  });

  test("a second tab placing the same cart sees the first order's confirmation", async ({ page }) => {
    const uid = buyer("tabs");
    const [variant] = await stockedVariants("TRS-CL");
    if (!variant) throw new Error("no variant");
    const before = (await devOrders(uid)).orders.length;
    await readyToOrder(uid, [{ code: variant.code, quantity: 1 }]);
    await openPaymentDetails(page, uid);
    const second = await page.context().newPage();
    await second.goto("/checkout/payment-details");
    await expect(second.getByRole("button", { name: "Place order" })).toBeVisible();
    // Each tab has its own key; the cart is the same.
    const key = (tab: Page) => tab.locator('form.place-order input[name="orderKey"]').inputValue();
    expect(await key(second)).not.toBe(await key(page));

    await placeOrder(page);
    await expect(page).toHaveURL(confirmationUrl);
    await placeOrder(second);
    await expect(second).toHaveURL(page.url());
    await expect(second.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    expect((await devOrders(uid)).orders).toHaveLength(before + 1);
    await second.close();
  });
});

test.describe("place order: card payment and guests", () => {
  test("a card payment: registered on the hosted page, then ordered; the confirmation shows the card", async ({ page }) => {
    const uid = buyer("card");
    const [variant] = await stockedVariants("FLC-CL", 10);
    if (!variant) throw new Error("no variant");
    const before = (await devOrders(uid)).orders.length;
    await emptyCart(uid);
    await addEntries(uid, [{ code: variant.code, quantity: 1 }]);
    await completeCheckoutThrough(uid, "deliveryMode");
    await occAs(uid, "PUT", "users/current/carts/current/paymenttype?paymentType=CARD");
    await openAs(page, uid, "/checkout/payment-details");
    await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/payment-details`);
    await startCardRegistration(page);
    await approveCard(page, { number: VISA, expiry: "09/30", name: "Olive Card" });
    await expect(page.getByRole("checkbox", { name: "Same as delivery address" })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
    // No scheduled replenishment with a card.
    await expect(page.getByRole("radio", { name: /Schedule replenishment/ })).toHaveCount(0);

    await placeOrder(page);
    await expect(page).toHaveURL(confirmationUrl);
    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText("Card");
    await expect(payment).toContainText("************1111");
    await expect(payment).toContainText("09/2030");
    await expect(payment).toContainText("Olive Card");
    const { orders } = await devOrders(uid);
    expect(orders).toHaveLength(before + 1);
    expect(orders.at(-1)).toMatchObject({ code: codeFrom(page.url()), paymentType: "CARD" });
  });

  test("a guest checks out by card and sees the confirmation; nobody else can", async ({ page, browser }, testInfo) => {
    const email = `guest.order.${testInfo.project.name}.${Date.now()}@example.com`;
    const polo = await pageVariant("POL-EC");
    // Setup: the guest cart, by posting the add-to-cart form without showing the product page (guests have no
    // stored session; adding is guest.spec.ts's behaviour).
    await guestAddThroughStorefront(page, "/product/POL-EC/Eco%20Polo", polo.values, 1);
    await page.goto("/guest-checkout");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/review-order`);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/checkout\/delivery-address/);
    const enterNew = page.getByRole("link", { name: "Enter a new address" });
    if (await enterNew.count()) await enterNew.click();
    const address = page.getByRole("group", { name: "Enter a new address" });
    await address.getByLabel("Country").selectOption("AU");
    await address.getByLabel("First name").fill("Gus");
    await address.getByLabel("Last name").fill("Guest");
    await address.getByLabel("Address line 1").fill("5 Harbour Street");
    await address.getByLabel("City or suburb").fill("Sydney");
    await address.getByLabel("State or region (optional)").selectOption({ label: "New South Wales" });
    await address.getByLabel("Postcode").fill("2000");
    await page.getByRole("button", { name: "Use this address" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/delivery-mode`);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/payment-details`);

    await startCardRegistration(page);
    await approveCard(page, { number: VISA, name: "Gus Guest" });
    await page.getByRole("button", { name: "Continue" }).click();
    await placeOrder(page);
    await expect(page).toHaveURL(confirmationUrl);
    const code = codeFrom(page.url());
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText("5 Harbour Street");
    // Guests cannot reorder (no account to keep a cart for).
    await expect(page.getByRole("button", { name: "Reorder" })).toHaveCount(0);
    const { orders } = await devOrders(code, "code");
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ guestEmail: email, paymentType: "CARD" });

    // The guest's session may show it again; another visitor is sent to sign in.
    await page.goto(`/order-confirmation/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    const stranger = await browser.newContext({ javaScriptEnabled: isJavaScriptEnabled() });
    try {
      const other = await stranger.newPage();
      await other.goto(`${CORPORATE_URL}/order-confirmation/${code}`);
      await expect(other).toHaveURL(/\/login\?redirectTo=/);
    } finally {
      await stranger.close();
    }
  });
});

test.describe("place order: failure outcomes keep the cart (spec part 2 §4)", () => {
  test("service unavailable: the state and 'Try again' with the same key", async ({ page }) => {
    const uid = buyer("unavailable");
    const [variant] = await stockedVariants("CAP-CL");
    if (!variant) throw new Error("no variant");
    await setOrderOutcome(uid, "serviceUnavailable");
    try {
      const cart = await readyToOrder(uid, [{ code: variant.code, quantity: 1 }]);
      const before = (await devOrders(uid)).orders.length;
      await openPaymentDetails(page, uid);
      await placeOrder(page);
      await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/place-order`);
      await expect(page.getByRole("heading", { level: 1, name: "Ordering is temporarily unavailable" })).toBeVisible();
      await expect(page.getByText("Ordering is temporarily unavailable. Your cart is kept; please try again in a few minutes.")).toBeVisible();
      expect((await devOrders(uid)).orders).toHaveLength(before);
      expect((await getCart(uid))?.code).toBe(cart.code);

      // The service is back: 'Try again' posts the same order again and places it.
      await setOrderOutcome(uid, null);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page).toHaveURL(confirmationUrl);
      expect((await devOrders(uid)).orders).toHaveLength(before + 1);
    } finally {
      await setOrderOutcome(uid, "serviceUnavailable");
    }
  });

  test("allocation error: the allocation error state, nothing ordered", async ({ page }) => {
    const uid = buyer("allocation");
    const [variant] = await stockedVariants("CAP-CL");
    if (!variant) throw new Error("no variant");
    await setOrderOutcome(uid, "allocationError");
    const cart = await readyToOrder(uid, [{ code: variant.code, quantity: 1 }]);
    const before = (await devOrders(uid)).orders.length;
    await openPaymentDetails(page, uid);
    await placeOrder(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your order was not placed" })).toBeVisible();
    await expect(page.getByText("Your uniform allocation could not be updated, so the order was not placed.")).toBeVisible();
    expect((await devOrders(uid)).orders).toHaveLength(before);
    expect((await getCart(uid))?.entries).toHaveLength(1);
    expect((await getCart(uid))?.code).toBe(cart.code);
    // Opening the page again (a GET) does not post: back to checkout; still no order.
    await page.goto("/checkout/place-order");
    await expect(page).not.toHaveURL(/\/checkout\/place-order/);
    expect((await devOrders(uid)).orders).toHaveLength(before);
  });

  test("product availability: the backend's message naming the product, a way back to the cart", async ({ page }) => {
    const uid = buyer("stock");
    const variants = await stockedVariants("JKT-CL", 5);
    // The js and no-js projects take different variants: each changes the stock of its own.
    const variant = variants[isJavaScriptEnabled() ? 0 : 1];
    if (!variant) throw new Error("no variant");
    const cart = await readyToOrder(uid, [{ code: variant.code, quantity: 2 }]);
    const before = (await devOrders(uid)).orders.length;
    await openPaymentDetails(page, uid);
    await setStock(variant.code, 1);
    try {
      await placeOrder(page);
      await expect(page.getByRole("heading", { level: 1, name: "Some items are not available" })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: variant.code })).toContainText("only 1 left, 2 in your cart");
      expect((await devOrders(uid)).orders).toHaveLength(before);
      expect((await getCart(uid))?.code).toBe(cart.code);
      await page.getByRole("link", { name: "Back to your cart" }).first().click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
    } finally {
      await setStock(variant.code, variant.stockLevel);
    }
  });
});

test.describe("after the order", () => {
  test("reorder from the confirmation puts the items back in the cart; others cannot open the confirmation", async ({ page, browser }) => {
    // Both projects: the Reorder form is sent once with JavaScript (useSingleSubmit).
    const uid = buyer("reorder");
    const [first, second] = await stockedVariants("SCR-CL");
    if (!first || !second) throw new Error("no variants");
    await readyToOrder(uid, [
      { code: first.code, quantity: 1 },
      { code: second.code, quantity: 3 },
    ]);
    // Setup: the order, placed through the backend (placing it in the browser is the tests above).
    const { code } = await placeOrderThroughBackend(uid);
    expect(await getCart(uid)).toBeNull();
    // The order history (SAP's stock GET users/current/orders) lists it first and links to it.
    await openAs(page, uid, "/my-account/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    await expect(firstRow.getByRole("rowheader")).toHaveText(code);
    // Cells: placed on, placed by, PO number, status, total (issue 23); the number links to the order details page.
    await expect(firstRow.getByRole("cell").nth(3)).toHaveText("Created");
    await expect(firstRow.getByRole("link", { name: code })).toHaveAttribute("href", `/my-account/order/${code}`);
    await page.goto(`${CORPORATE_URL}/order-confirmation/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();

    await page.getByRole("button", { name: "Reorder" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
    await expect(page.getByText(`The items of order ${code} were added to your cart.`)).toBeVisible();
    const cart = await getCart(uid);
    expect(cart?.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([
      [first.code, 1],
      [second.code, 3],
    ]);

    // Anonymous visitors sign in first; the confirmation is not theirs to see.
    const anonymous = await browser.newContext({ javaScriptEnabled: isJavaScriptEnabled() });
    try {
      const visitor = await anonymous.newPage();
      await visitor.goto(`${CORPORATE_URL}/order-confirmation/${code}`);
      await expect(visitor).toHaveURL(/\/login\?redirectTo=/);
    } finally {
      await anonymous.close();
    }
    await emptyCart(uid);
  });

  test("scheduled replenishment: the schedule is stored, the cart removed, its confirmation shown", async ({ page }) => {
    const uid = buyer("replenish");
    const [variant] = await stockedVariants("APR-EC", 10);
    if (!variant) throw new Error("no variant");
    const before = await devOrders(uid);
    await readyToOrder(uid, [{ code: variant.code, quantity: 2 }]);
    await openPaymentDetails(page, uid);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByRole("radio", { name: /Schedule replenishment/ }).check();
    await page.getByLabel("First order date").fill(tomorrow);
    await page.getByLabel("Repeat").selectOption("WEEKLY");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/order-confirmation\/replenishment\/\d{8,}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your replenishment order is scheduled" })).toBeVisible();
    await expect(page.getByText(`Every week, starting ${tomorrow}`)).toBeVisible();
    const after = await devOrders(uid);
    expect(after.replenishmentOrders).toHaveLength(before.replenishmentOrders.length + 1);
    expect(after.orders).toHaveLength(before.orders.length);
    expect(await getCart(uid)).toBeNull();
  });
});
