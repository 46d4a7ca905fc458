/**
 * Order details /my-account/order/{code} (issue 23; docs/order-details.md). Seeded data (backend/src/seed-data/
 * order-history.ts): each project's buyer `details-{js,nojs}@acme.example` has a split order (28000150 / 28000151)
 * that the fulfilment clock has in transit, with two consignments and tracking; `details-viewer@acme.example` is a
 * unit order viewer of acme-au; 28000120 belongs to the NZ organisation.
 * - both projects: the details with two shipments and tracking, the printable version, reorder (a real POST form; the
 *   js project proves it hydrated and that the print button appears);
 * - no-js only (one server render): another user's order is a 404; the unit order viewer reads an order of their unit
 *   through the unit path, without the owner's actions, and gets a 404 for an order outside their unit tree.
 */
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { openAs } from "./sessions";
import { CORPORATE_URL } from "./urls";

const project = () => (isJavaScriptEnabled() ? "js" : "nojs");
const ORDERS = { js: "28000150", nojs: "28000151" } as const;
const VIEWER = "details-viewer@acme.example";

test("shows the order with its two shipments and tracking, a printable version, and reorders it", async ({ page }) => {
  const code = ORDERS[project()];
  await openAs(page, `details-${project()}@acme.example`, `/my-account/order/${code}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${code}` })).toBeVisible();
  await expect(page.locator(".order-details__status")).toHaveText("Processing");
  await expect(page.getByText(`PO-DETAILS-${project().toUpperCase()}`)).toBeVisible();
  await expect(page.getByText("Operations (ACME-OPS)")).toBeVisible();

  // Two shipments: the distribution centre's (Australia Post) and the supplier's (StarTrack), both in transit.
  const shipments = page.locator(".shipment");
  await expect(shipments).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 3, name: "Shipment 1 of 2: In transit" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Shipment 2 of 2: In transit" })).toBeVisible();
  const first = shipments.nth(0);
  await expect(first).toContainText("Sydney DC");
  await expect(first).toContainText("Australia Post");
  await expect(first).toContainText("Shipped on");
  const trackingNumber = (await first.locator(".shipment__tracking-number").textContent()) ?? "";
  expect(trackingNumber).toMatch(/^AP\d{10}$/);
  await expect(first.getByRole("link", { name: /Track this shipment/ })).toHaveAttribute("href", `https://auspost.com.au/mypost/track/details/${trackingNumber}`);
  await expect(shipments.nth(1)).toContainText("StarTrack");
  // The tracking history (read for shipped consignments): a native disclosure, works without JavaScript.
  await first.locator(".shipment__history summary").click();
  await expect(first.getByRole("cell", { name: "Collected by the carrier" })).toBeVisible();

  // In transit: nothing left to cancel or amend; the unit enables PO numbers.
  await expect(page.getByRole("link", { name: "Cancel items" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Amend order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Change PO number" })).toHaveAttribute("href", `/my-account/order/${code}/purchase-order`);
  // With JavaScript the print button appears; without, the printable version is a plain link.
  await expect(page.getByRole("button", { name: "Print this page" })).toHaveCount(isJavaScriptEnabled() ? 1 : 0);

  await page.getByRole("link", { name: "Printable version" }).click();
  await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/order/${code}?print=1`);
  await expect(page.getByText("Use your browser's Print command to print this page.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reorder" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the order" }).click();

  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
  await expect(page.getByText(`The items of order ${code} were added to your cart.`)).toBeVisible();
});

test("another user's order is a 404; a unit order viewer reads their unit's orders and no others", { tag: "@no-js-only" }, async ({ page }) => {
  await openAs(page, "details-nojs@acme.example", "/my-account/order/28000151");
  const other = await page.goto(`${CORPORATE_URL}/my-account/order/${ORDERS.js}`);
  expect(other?.status()).toBe(404);
  await expect(page.getByText("PO-DETAILS-JS")).toHaveCount(0);

  await page.context().clearCookies();
  await openAs(page, VIEWER, `/my-account/order/${ORDERS.js}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${ORDERS.js}` })).toBeVisible();
  await expect(page.getByText("You are viewing this order as a viewer of the orders of Acme Workwear Australia.")).toBeVisible();
  await expect(page.locator(".shipment")).toHaveCount(2);
  // Not their own order: no reorder, cancel, amend or PO-number change.
  await expect(page.getByRole("button", { name: "Reorder" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Change PO number" })).toHaveCount(0);
  const kiwi = await page.goto(`${CORPORATE_URL}/my-account/order/28000120`);
  expect(kiwi?.status()).toBe(404);
  await expect(page.getByText("Aroha")).toHaveCount(0);
});
