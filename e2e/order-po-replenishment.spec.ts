/**
 * Issue 23 (docs/replenishments-and-po-numbers.md): the order's PO number (edit with checkout's rule, remove with a
 * confirmation) and scheduled replenishments (list, detail with the orders a schedule placed, cancel with a
 * confirmation). The PO form and the cancel form are enhanced with JavaScript (client validation, submission without
 * a document load), so they run in both projects, each with its own seeded account
 * (backend/src/seed-data/replenishments.ts): `order-po-{js,nojs}@acme.example` (orders 28000401/28000402),
 * `replenish-cancel-{js,nojs}@acme.example` (schedules 49000011/49000012). The list and detail only read
 * buyer@acme.example's seeded schedules. Another user's order or schedule is a 404: e2e/authorization-matrix.ts.
 */
import { type Page } from "@playwright/test";
import { occAs } from "./checkout-api";
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { openAs } from "./sessions";
import { CORPORATE_URL } from "./urls";

const poAccount = () =>
  isJavaScriptEnabled() ? { uid: "order-po-js@acme.example", order: "28000401", seeded: "PO-E2E-JS-1" } : { uid: "order-po-nojs@acme.example", order: "28000402", seeded: "PO-E2E-NOJS-1" };
const cancelAccount = () =>
  isJavaScriptEnabled() ? { uid: "replenish-cancel-js@acme.example", code: "49000011" } : { uid: "replenish-cancel-nojs@acme.example", code: "49000012" };

const poOf = async (uid: string, code: string) =>
  (await occAs<{ purchaseOrderNumber?: string }>(uid, "GET", `users/current/orders/${code}?fields=FULL`)).purchaseOrderNumber;

async function open(page: Page, uid: string, path: string) {
  await openAs(page, uid, path);
  await expect(page).toHaveURL(`${CORPORATE_URL}${path}`);
  await expectJavaScriptState(page);
}

test.describe("PO number of a placed order", () => {
  test("edit: checkout's rule with the typed value kept, save; remove after a confirmation", async ({ page }) => {
    const { uid, order, seeded } = poAccount();
    // The seeded number (a rerun on the same database starts from it too).
    await occAs(uid, "PATCH", `orgUsers/current/order/${order}/purchase-order?poNumber=${encodeURIComponent(seeded)}`);
    const path = `/my-account/order/${order}/purchase-order`;
    await open(page, uid, path);
    await expect(page.getByRole("heading", { level: 1, name: `PO number of order ${order}` })).toBeVisible();
    const field = page.getByLabel("PO number", { exact: true });
    await expect(field).toHaveValue(seeded);

    await field.fill("PO*2026");
    await page.getByRole("button", { name: "Save PO number" }).click();
    const rule = "Use up to 35 letters, numbers, spaces, hyphens (-) or slashes (/).";
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: rule })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: rule })).toBeVisible();
    await expect(field).toHaveValue("PO*2026");
    expect(await poOf(uid, order)).toBe(seeded);

    await field.fill("PO-2026/77");
    await page.getByRole("button", { name: "Save PO number" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/order/${order}`);
    await expect(page.locator(".flash")).toHaveText(`Order ${order} now has the PO number PO-2026/77.`);
    expect(await poOf(uid, order)).toBe("PO-2026/77");

    await open(page, uid, path);
    await page.getByRole("link", { name: "Remove PO number" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Remove the PO number of order ${order}?` })).toBeVisible();
    await page.getByRole("link", { name: "No, keep it" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${path}`);
    expect(await poOf(uid, order)).toBe("PO-2026/77");
    await page.getByRole("link", { name: "Remove PO number" }).click();
    await page.getByRole("button", { name: "Yes, remove the PO number" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/order/${order}`);
    await expect(page.locator(".flash")).toHaveText(`The PO number of order ${order} was removed.`);
    expect(await poOf(uid, order)).toBeUndefined();
  });
});

test.describe("replenishment orders", () => {
  test("the list: number, dates, frequency, items, total, cost centre, PO number, status; the detail with its orders", async ({ page }) => {
    await open(page, "buyer@acme.example", "/my-account/my-replenishments");
    await expect(page.getByRole("heading", { level: 1, name: "Replenishment orders" })).toBeVisible();
    const table = page.getByRole("table", { name: /Your replenishment orders \(3 in total\)/ });
    const weekly = table.getByRole("row").filter({ has: page.getByRole("link", { name: "49000001" }) });
    await expect(weekly).toContainText(/Every 2 weeks, starting \d{4}-\d{2}-\d{2}/);
    await expect(weekly).toContainText("Operations (ACME-OPS)");
    await expect(weekly).toContainText("PO-REPL-1001");
    await expect(weekly).toContainText("Active");
    await expect(table.getByRole("row").filter({ has: page.getByRole("link", { name: "49000003" }) })).toContainText("Cancelled");

    await weekly.getByRole("link", { name: "49000001" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/my-replenishment/49000001`);
    await expect(page.getByRole("heading", { level: 1, name: "Replenishment order 49000001" })).toBeVisible();
    const schedule = page.getByRole("region", { name: "Schedule", exact: true });
    for (const text of ["Next order date", "Every 2 weeks", "Operations (ACME-OPS)", "PO-REPL-1001", "Account"]) await expect(schedule).toContainText(text);
    await expect(page.getByRole("region", { name: "Items", exact: true }).getByRole("row")).toHaveCount(3);
    const orders = page.getByRole("table", { name: /Orders placed by this schedule \(5 in total\)/ });
    await expect(orders.getByRole("link")).toHaveCount(5);
    await expect(orders.getByRole("link", { name: "28000414" })).toHaveAttribute("href", "/my-account/order/28000414");
    await expect(page.getByRole("link", { name: "Cancel schedule" })).toBeVisible();
  });

  test("an empty page of the list and a cancelled schedule's detail say so", { tag: "@no-js-only" }, async ({ page }) => {
    await open(page, "buyer@acme.example", "/my-account/my-replenishments?page=3");
    await expect(page.getByText("There are no replenishment orders on this page.")).toBeVisible();
    await open(page, "buyer@acme.example", "/my-account/my-replenishment/49000003");
    await expect(page.getByRole("region", { name: "Schedule", exact: true })).toContainText("Cancelled on");
    await expect(page.getByText("This schedule is cancelled: it places no further orders.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel schedule" })).toHaveCount(0);
  });

  test("cancel a schedule: the confirmation step, 'No' keeps it, 'Yes' cancels it with a flash", async ({ page }) => {
    const { uid, code } = cancelAccount();
    const detail = `/my-account/my-replenishment/${code}`;
    await open(page, uid, detail);
    await page.getByRole("link", { name: "Cancel schedule" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${detail}/cancel`);
    await expect(page.getByRole("heading", { level: 1, name: `Cancel replenishment order ${code}?` })).toBeVisible();
    await page.getByRole("link", { name: "No, keep it" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${detail}`);
    await expect(page.getByRole("region", { name: "Schedule", exact: true })).toContainText("Active");

    await page.getByRole("link", { name: "Cancel schedule" }).click();
    await page.getByRole("button", { name: "Yes, cancel the schedule" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${detail}`);
    await expect(page.locator(".flash")).toHaveText(`Replenishment order ${code} was cancelled. No further orders will be placed.`);
    await expect(page.getByRole("region", { name: "Schedule", exact: true })).toContainText("Cancelled");
    await expect(page.getByRole("link", { name: "Cancel schedule" })).toHaveCount(0);
    const stored = await occAs<{ active: boolean }>(uid, "GET", `users/current/replenishmentOrders/${code}`);
    expect(stored.active).toBe(false);
  });
});
