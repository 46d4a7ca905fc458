/**
 * Purchase limits (issue 27, B; docs/organisation.md "Purchase limits", decision 035): an administrator lowers a buyer's
 * per-order limit on its edit page and the buyer's next order (placed through the OCC API) waits for approval with the
 * reason on the approver's page; a QUARTER limit created and assigned through the pages adds up the buyer's orders of
 * the quarter; a negative threshold is refused with every value kept. Both projects; every page is audited with axe by
 * the fixture. Everything happens in the limits-e2e organisation (backend/src/seed-data/org-limits-e2e.ts), each
 * project with its own buyers and limits, so no demo data changes.
 */
import { randomBytes } from "node:crypto";
import { type Page } from "@playwright/test";
import { approvalOrderVia } from "./approval-api";
import { addEntries, completeCheckoutThrough, emptyCart, occAs, placeOrder } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const ADMIN = "limits-admin@limits-e2e.example";
const APPROVER = "limits-approver@limits-e2e.example";
const project = () => (test.info().project.name === "no-js" ? "nojs" : "js");
const ORDER_BUYER = () => `limits-order-${project()}@limits-e2e.example`;
const ORDER_LIMIT = () => `LIMITS-E2E-ORDER-${project().toUpperCase()}`;
const QUARTER_BUYER = () => `limits-quarter-${project()}@limits-e2e.example`;
const LIMITS = "/organisation/purchase-limits";
const POLO = "POL-CL-NAVY-M";
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));

interface PlacedOrder {
  code: string;
  status?: string;
  totalPriceWithTax?: { value: number };
}

/** Places one order of `quantity` polos for the buyer through the OCC API (every checkout step done). */
async function orderPolos(buyer: string, quantity: number): Promise<PlacedOrder> {
  await emptyCart(buyer);
  const cart = await addEntries(buyer, [{ code: POLO, quantity }]);
  await completeCheckoutThrough(buyer, "paymentAccount");
  return (await placeOrder(buyer, cart.code)) as PlacedOrder;
}

test.describe("purchase limits", () => {
  // Several pages per test, each audited with axe by the fixture, and orders placed through the API.
  test.beforeEach(() => test.slow());

  test("a per-order limit lowered on its edit page holds the buyer's next order; the approver sees why", async ({ page }) => {
    const limit = ORDER_LIMIT();
    // Start from the seeded threshold, whatever an earlier run left.
    await occAs(ADMIN, "PATCH", `users/current/orderApprovalPermissions/${limit}`, { body: { threshold: 10_000 } });
    await openSignedIn(page, ADMIN, `${LIMITS}/${limit}`);
    await expect(page.getByRole("heading", { level: 1, name: `Purchase Limit: ${limit}` })).toBeVisible();
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Purchase Limit" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Per order" })).toBeChecked();
    // Without JavaScript every field is shown with its hint; with it, the period a per-order limit does not use is hidden.
    await expect(page.getByLabel("Period", { exact: true })).toBeVisible({ visible: project() === "nojs" });
    await page.getByLabel("Threshold", { exact: true }).fill("20");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIMITS}/${limit}$`));
    await expect(flash(page, `Purchase Limit ${limit} updated successfully`)).toBeVisible();
    await expect(page.locator(".org-facts")).toContainText("$20.00");

    const held = await orderPolos(ORDER_BUYER(), 2);
    expect(held.status).toBe("PENDING_APPROVAL");

    await page.context().clearCookies();
    await openSignedIn(page, APPROVER, `/my-account/approval/${held.code}`);
    await expect(page.getByTestId("approval-limit")).toHaveText("Order total above the purchase limit of $20.00 per order");
  });

  // Server-rendered create, assign and redirect pages: the js project proves the form's hydration in the test above.
  test("a QUARTER limit created and assigned on the pages adds up the buyer's orders of the quarter", { tag: "@no-js-only" }, async ({ page }) => {
    const buyer = QUARTER_BUYER();
    const code = `E2E-Q-${project().toUpperCase()}-${randomBytes(3).toString("hex").toUpperCase()}`;
    // The buyer's first order of the quarter, placed before any limit applies.
    const first = await orderPolos(buyer, 1);
    expect(first.status).toBe("CREATED");
    const firstTotal = first.totalPriceWithTax?.value ?? 0;
    expect(firstTotal).toBeGreaterThan(0);
    // Above one such order, below two.
    const threshold = (Math.round(firstTotal * 150) / 100).toFixed(2);

    await openSignedIn(page, ADMIN, LIMITS);
    await expect(page.getByRole("heading", { level: 1, name: /^All purchase limits \(\d+\)$/ })).toBeVisible();
    await page.getByRole("link", { name: "Create purchase limit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create Purchase Limit" })).toBeVisible();
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("radio", { name: "Per period" }).check();
    await page.getByLabel("Period", { exact: true }).selectOption({ label: "Quarter" });
    await page.getByLabel("Currency", { exact: true }).selectOption("AUD");
    await page.getByLabel("Business unit").selectOption({ label: "Limits Test Team" });
    // A negative threshold is refused, every value kept.
    await page.getByLabel("Threshold", { exact: true }).fill("-5");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "The threshold cannot be negative." })).toBeVisible();
    await expect(page.getByLabel("Threshold", { exact: true })).toHaveValue("-5");
    await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code);
    await expect(page.getByRole("radio", { name: "Per period" })).toBeChecked();
    await expect(page.getByLabel("Period", { exact: true })).toHaveValue("QUARTER");
    await expect(page.getByLabel("Business unit")).toHaveValue("limits-e2e-team");

    await page.getByLabel("Threshold", { exact: true }).fill(threshold);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIMITS}/${code}$`));
    await expect(flash(page, `Purchase Limit ${code} created successfully`)).toBeVisible();
    await expect(page.locator(".org-facts")).toContainText("Quarter");

    await page.getByRole("link", { name: "Assign users and user groups" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Assign users and user groups" })).toBeVisible();
    await page.getByRole("button", { name: project() === "js" ? "Assign to Quinn Quarter JS" : "Assign to Quincy Quarter No-JS", exact: true }).click();
    await expect(flash(page, `Purchase limit ${code} assigned successfully`)).toBeVisible();

    // The second order alone is below the threshold; with the first it is above: held for approval.
    const second = await orderPolos(buyer, 1);
    expect(second.status).toBe("PENDING_APPROVAL");
    const seen = await approvalOrderVia(APPROVER, second.code);
    expect(seen.approval?.exceededLimit).toMatchObject({ code, type: "PERIOD", period: "QUARTER" });
  });
});
