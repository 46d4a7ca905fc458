/**
 * Buyer cancellations and amendments (issue 23; docs/order-changes.md): cancel part of an order (validation: nothing
 * selected, quantity above the max, each message kept with the values; check your answers; the new total), a fully
 * shipped order offers no cancel, amend a quantity above the purchase limit (the review says the order goes back for
 * approval; the backend holds it), and a keyboard-only cancel (js). The forms are enhanced with JavaScript (client
 * validation, single submit), so the flows run in both projects; the no-cancel page is one server render
 * (`@no-js-only`). Each project has its own accounts and seeded orders (backend/src/seed-data/order-changes.ts:
 * consignments inserted directly, some units shipped, some not).
 */
import { type Locator, type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { openSignedIn } from "./sessions";
import { BACKEND_URL, DEV_HEADERS } from "./urls";

type Project = "js" | "nojs";
const project = (): Project => (test.info().project.name === "js" ? "js" : "nojs");
const cancelUser = () => `order-cancel-${project()}@acme.example`;
const amendUser = () => `order-amend-${project()}@acme.example`;
/** backend/src/seed-data/order-changes.ts `orderChangeOrders`. */
const orders = () => {
  const base = project() === "js" ? 28_000_301 : 28_000_351;
  return { partial: String(base), keyboard: String(base + 1), shipped: String(base + 2), amend: String(base + 10) };
};

const cancelPath = (code: string) => `/my-account/order/${code}/cancel`;
const amendPath = (code: string) => `/my-account/order/${code}/amend`;

const NOTHING_SELECTED = "Select at least one item to cancel";
const REASON_REQUIRED = "Select why you are cancelling";
const TOO_MANY = "You can cancel at most 2 of this item";

const checkbox = (page: Page, entryNumber: number) => page.locator(`input[name="select-${entryNumber}"]`);
const quantity = (page: Page, entryNumber: number) => page.locator(`input[name="quantity-${entryNumber}"]`);
const fieldError = (page: Page, text: string) => page.locator(".field__error", { hasText: text });
const summary = (page: Page) => page.locator(".error-summary");

async function backendOrder(code: string): Promise<{ status: string; totalWithTaxCents: number }> {
  const response = await fetch(`${BACKEND_URL}/dev/orders?code=${code}`, { headers: DEV_HEADERS });
  const body = (await response.json()) as { orders: { code: string; status: string; totalWithTaxCents: number }[] };
  const order = body.orders.find((candidate) => candidate.code === code);
  if (!order) throw new Error(`No order ${code}`);
  return order;
}

/** Presses Tab until `target` has focus (at most 40 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("cancel items of an order", () => {
  test("nothing selected and a quantity above the max are refused with every value kept; confirm; the new total", async ({ page }) => {
    const { partial } = orders();
    const before = await backendOrder(partial);
    await openSignedIn(page, cancelUser(), cancelPath(partial));
    await expect(page.getByRole("heading", { level: 1, name: `Cancel items from order ${partial}` })).toBeVisible();
    // Entry 2 shipped in full: it is listed as not cancellable, not on the form.
    await expect(checkbox(page, 2)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Items that cannot be cancelled" })).toBeVisible();
    const totalBefore = await page.getByTestId("order-cancel-total").textContent();

    // Nothing selected, no reason.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page)).toContainText(NOTHING_SELECTED);
    await expect(summary(page)).toContainText(REASON_REQUIRED);
    await expect(fieldError(page, NOTHING_SELECTED)).toBeVisible();
    await expect(fieldError(page, REASON_REQUIRED)).toBeVisible();

    // Above the max (2 of entry 0 are unshipped): the message next to the field and in the summary, values kept.
    await checkbox(page, 0).check();
    await quantity(page, 0).fill("5");
    await checkbox(page, 1).check();
    await quantity(page, 1).fill("2");
    await page.getByRole("radio", { name: "No longer needed" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(fieldError(page, TOO_MANY)).toBeVisible();
    await expect(summary(page)).toContainText(`: ${TOO_MANY}`);
    await expect(summary(page)).not.toContainText(NOTHING_SELECTED);
    await expect(checkbox(page, 0)).toBeChecked();
    await expect(quantity(page, 0)).toHaveValue("5");
    await expect(checkbox(page, 1)).toBeChecked();
    await expect(quantity(page, 1)).toHaveValue("2");
    await expect(page.getByRole("radio", { name: "No longer needed" })).toBeChecked();
    await expect(quantity(page, 0)).toHaveAttribute("aria-invalid", "true");
    expect((await backendOrder(partial)).totalWithTaxCents).toBe(before.totalWithTaxCents);

    // Fixed: check your answers, then confirm.
    await quantity(page, 0).fill("1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`${cancelPath(partial)}/confirm$`));
    await expect(page.getByRole("heading", { level: 1, name: "Check your cancellation" })).toBeVisible();
    const answers = page.getByTestId("order-cancel-summary");
    await expect(answers).toContainText("1 × ");
    await expect(answers).toContainText("2 × ");
    await expect(answers).toContainText("No longer needed");
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/order/${partial}$`));

    const after = await backendOrder(partial);
    expect(after.status).toBe("PROCESSING");
    expect(after.totalWithTaxCents).toBeLessThan(before.totalWithTaxCents);
    // The cancel page now shows what is left and the recalculated total.
    await page.goto(cancelPath(partial));
    await expect(page.getByText("Ordered 4, 1 already cancelled")).toBeVisible();
    await expect(page.locator("#order-cancel-quantity-0-hint")).toHaveText("1 can be cancelled");
    await expect(page.getByTestId("order-cancel-total")).not.toHaveText(totalBefore ?? "");
  });

  test("a fully shipped order offers no cancel", { tag: "@no-js-only" }, async ({ page }) => {
    const { shipped } = orders();
    await openSignedIn(page, cancelUser(), cancelPath(shipped));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${shipped} cannot be cancelled` })).toBeVisible();
    await expect(page.getByTestId("order-cancel-nothing")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });

  test("a double-sent Confirm cancels once", { tag: "@no-js-only" }, async ({ page }) => {
    const { keyboard } = orders(); // the no-js project's copy of the keyboard test's order
    await openSignedIn(page, cancelUser(), cancelPath(keyboard));
    await checkbox(page, 1).check();
    await quantity(page, 1).fill("1");
    await page.getByRole("radio", { name: "Another reason" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: "Confirm cancellation" })).toBeVisible();
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    // Two POSTs with the same session (the same draft and key) at once: the backend acts on the first only.
    const [first, second] = await Promise.all([
      page.request.post(`${cancelPath(keyboard)}/confirm`, { form: { csrf }, maxRedirects: 0 }),
      page.request.post(`${cancelPath(keyboard)}/confirm`, { form: { csrf }, maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect([first.headers().location, second.headers().location]).toEqual([`/my-account/order/${keyboard}`, `/my-account/order/${keyboard}`]);
    await page.goto(cancelPath(keyboard));
    await expect(page.getByText("Ordered 3, 1 already cancelled")).toBeVisible();
  });

  test("keyboard only: choose an item, a quantity and a reason, continue, confirm", { tag: "@js-only" }, async ({ page }) => {
    expect(isJavaScriptEnabled()).toBe(true);
    const { keyboard } = orders();
    const before = await backendOrder(keyboard);
    await openSignedIn(page, cancelUser(), cancelPath(keyboard));
    await tabTo(page, checkbox(page, 1));
    await page.keyboard.press("Space");
    await expect(checkbox(page, 1)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(quantity(page, 1)).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1");
    await tabTo(page, page.getByRole("radio", { name: "Ordered by mistake" }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "Ordered by mistake" })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${cancelPath(keyboard)}/confirm$`));
    await expect(page.getByTestId("order-cancel-summary")).toContainText("1 × ");
    await tabTo(page, page.getByRole("button", { name: "Confirm cancellation" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/my-account/order/${keyboard}$`));
    expect((await backendOrder(keyboard)).totalWithTaxCents).toBeLessThan(before.totalWithTaxCents);
  });
});

test.describe("amend an order", () => {
  test("a quantity above the purchase limit: the review says it goes back for approval; confirmed, it is pending", async ({ page }) => {
    const { amend } = orders();
    await openSignedIn(page, amendUser(), amendPath(amend));
    await expect(page.getByRole("heading", { level: 1, name: `Amend order ${amend}` })).toBeVisible();
    await expect(quantity(page, 0)).toHaveValue("2");
    await quantity(page, 0).fill("20");
    // The product search is a button of the same form: the quantity typed above survives it (JS on and off).
    await page.getByLabel("Search products").fill("polo");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${amendPath(amend)}\\?q=polo#order-amend-add$`));
    await expect(page.getByLabel("Search products")).toHaveValue("polo");
    await expect(quantity(page, 0)).toHaveValue("20");
    // Enter in a quantity reviews the changes (the form's default button), not the search.
    await quantity(page, 0).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${amendPath(amend)}/review$`));
    await expect(page.getByTestId("order-amend-review")).toContainText("20 (was 2)");
    await expect(page.getByTestId("order-amend-approval")).toContainText("above your purchase limit of $500.00");
    const newTotal = await page.getByTestId("order-amend-totals").locator(".summary-list__row").nth(1).locator("dd").first().textContent();
    expect((await backendOrder(amend)).status).toBe("CREATED"); // the review wrote nothing
    await page.getByRole("button", { name: "Confirm changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/order/${amend}$`));
    const after = await backendOrder(amend);
    expect(after.status).toBe("PENDING_APPROVAL");
    expect(`$${(after.totalWithTaxCents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2 })}`).toBe(newTotal);
  });
});
