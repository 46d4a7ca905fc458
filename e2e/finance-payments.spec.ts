/**
 * Make a payment (issue 28, H3; docs/finance.md "Make a payment"): select two invoices and a credit, pay with a saved
 * card (an amount above the backend's total refused first, the selection kept), the receipt, the invoices gone from what is owed; a replayed
 * and raced POST of the confirm form pays once; keyboard-only payment in the js project; a payer without any saved card
 * pays with a new card through the hosted card page (a cancel first: the spec's text, the selection kept). Every test pays in an
 * organisation of its own (backend/src/seed-data/finance-payments-e2e.ts: fpay-js, fpay-nojs, fpay-replay-js,
 * fpay-replay-nojs, fpay-keyboard, fpay-newcard-js, fpay-newcard-nojs), so no other spec's documents move.
 *
 * The first test starts on the Outstanding tab (tick, Pay selected) and ends on the Paid tab (each invoice with the
 * receipt's link); the others open the pay page with `?invoice=…&invoice=…`, what that GET form sends, and check
 * 'paid' through the backend's list of paid invoices.
 */
import { type Page } from "@playwright/test";
import { FINANCE_PAY_E2E, type FinancePayer } from "../backend/src/seed-data/finance-payments-e2e";
import { occAs } from "./checkout-api";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { MASTERCARD, approveCard } from "./payment-helpers";
import { openSignedIn } from "./sessions";
import { BACKEND_URL } from "./urls";

const PAY = "/organisation/finance/pay";
const project = (): "js" | "nojs" => (test.info().project.name === "js" ? "js" : "nojs");
const payUrl = (invoices: readonly string[]) => `${PAY}?${invoices.map((id) => `invoice=${encodeURIComponent(id)}`).join("&")}`;

/** The invoices are no longer owed: PAID in the backend's list of paid invoices. */
async function expectPaid(payer: FinancePayer, invoices: readonly string[]) {
  const list = await occAs<{ invoices: Array<{ id: string; status: string }> }>(FINANCE_PAY_E2E.user(payer), "GET", "orgUsers/current/wwg-manage-finances/invoices?status=PAID&pageSize=100");
  const paid = new Map(list.invoices.map((invoice) => [invoice.id, invoice.status]));
  for (const id of invoices) expect(paid.get(id), id).toBe("PAID");
}

async function expectReceipt(page: Page, amount: string, allocations: ReadonlyArray<readonly [string, string, string]>) {
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  await expect(page).toHaveURL(/\/organisation\/finance\/pay\/receipt\/RCPT-\d{8}-[A-Z0-9]{6}$/);
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toContainText("Visa ending 4242");
  await expect(receipt).toContainText(amount);
  const rows = page.getByTestId("receipt-allocations").locator("tbody tr");
  await expect(rows).toHaveCount(allocations.length);
  for (const [index, [id, kind, value]] of allocations.entries()) await expect(rows.nth(index)).toHaveText(new RegExp(`${id}\\s*${kind}\\s*\\$${value}`));
}

test.describe("make a payment", () => {
  test.beforeEach(() => test.slow());

  test("select two invoices and a credit, pay with a saved card, see the receipt and the invoices paid", async ({ page }) => {
    const payer = project();
    const [inv1, inv2, inv3] = FINANCE_PAY_E2E.invoices(payer);
    const credit = FINANCE_PAY_E2E.credit(payer);
    // On the Outstanding tab: tick two invoices, Pay selected (a plain GET form: the pay page's URL names them).
    await openSignedIn(page, FINANCE_PAY_E2E.user(payer), "/organisation/finance");
    await page.getByRole("checkbox", { name: `Select invoice ${inv1}` }).check();
    await page.getByRole("checkbox", { name: `Select invoice ${inv2}` }).check();
    await page.getByRole("button", { name: "Pay selected" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Make a payment" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`invoice=${inv1}&invoice=${inv2}$`));
    const invoices = page.getByTestId("pay-invoices");
    await expect(invoices.getByRole("rowheader")).toHaveText([inv1, inv2]);
    await expect(page.getByTestId("pay-totals")).toContainText("$550.00");

    // More than the total (the backend's total, after the credit): refused, the credit ticked and the amount kept.
    await page.getByRole("checkbox", { name: new RegExp(`^${credit}: \\$50\\.00 remaining`) }).check();
    await expect(page.getByRole("radio", { name: /Visa ending 4242/ })).toBeChecked();
    await page.getByLabel("Amount to pay (optional)").fill("600");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "The amount must not be more than the total to pay ($500.00)." })).toBeVisible();
    await expect(page.getByLabel("Amount to pay (optional)")).toHaveValue("600");
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${credit}:`) })).toBeChecked();

    await page.getByLabel("Amount to pay (optional)").fill("");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your payment before paying" })).toBeVisible();
    const totals = page.getByTestId("pay-totals");
    await expect(totals).toContainText(`Credits applied: ${credit}`);
    await expect(totals.locator(".summary-list__row", { hasText: "Total to pay" })).toContainText("$500.00");
    await expect(totals.locator(".summary-list__row", { hasText: "Pay with" })).toContainText("Visa ending 4242");
    await page.getByRole("button", { name: "Pay now" }).click();

    await expectReceipt(page, "$500.00", [
      [inv1, "Invoice", "220.00"],
      [inv2, "Invoice", "330.00"],
      [credit, "Credit applied", "50.00"],
    ]);
    const reference = /RCPT-\d{8}-[A-Z0-9]{6}$/.exec(page.url())?.[0] ?? "";
    // Under Paid: both invoices, each with the receipt's reference linking the receipt; the third one is still owed.
    await page.getByRole("link", { name: "View paid invoices" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Paid invoices" })).toBeVisible();
    for (const id of [inv1, inv2]) {
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: id }) });
      await expect(row.getByRole("link", { name: `Receipt ${reference}` })).toHaveAttribute("href", `${PAY}/receipt/${reference}`);
    }
    await page.goto("/organisation/finance");
    await expect(page.getByRole("checkbox", { name: /^Select invoice / })).toHaveCount(1);
    await expect(page.getByRole("checkbox", { name: `Select invoice ${inv3}` })).toBeVisible();
  });

  test("a replayed or raced Pay now pays once", async ({ page }) => {
    const payer: FinancePayer = project() === "js" ? "replay-js" : "replay-nojs";
    const user = FINANCE_PAY_E2E.user(payer);
    const [inv1, , inv3] = FINANCE_PAY_E2E.invoices(payer);
    const cards = await occAs<{ payments: Array<{ id: string }> }>(user, "GET", "orgUsers/current/payment/saved-cards");
    const card = cards.payments[0]?.id ?? "";
    const confirm = `${PAY}/confirm?invoice=${inv1}&invoice=${inv3}&card=${card}`;
    await openSignedIn(page, user, confirm);
    await expect(page.getByTestId("pay-totals").locator(".summary-list__row", { hasText: "Total to pay" })).toContainText("$330.00");

    // The confirm form's fields, posted three times at once (a double click and a replay): one payment.
    const form = page.locator("form", { has: page.getByRole("button", { name: "Pay now" }) });
    const fields: Record<string, string> = {};
    for (const input of await form.locator("input[type=hidden]").all()) {
      const name = await input.getAttribute("name");
      if (name && name !== "invoice") fields[name] = (await input.getAttribute("value")) ?? "";
    }
    const body = new URLSearchParams({ ...fields });
    body.append("invoice", inv1);
    body.append("invoice", inv3);
    const post = () =>
      page.request.post(new URL(confirm, page.url()).toString(), {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: body.toString(),
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post(), post()]);
    const locations = answers.map((answer) => answer.headers().location ?? `status ${answer.status()}`);
    expect(answers.map((answer) => answer.status())).toEqual([303, 303, 303]);
    expect(new Set(locations).size).toBe(1);
    await page.goto(new URL(locations[0] ?? "", page.url()).toString());
    await expectReceipt(page, "$330.00", [
      [inv1, "Invoice", "220.00"],
      [inv3, "Invoice", "110.00"],
    ]);
    await expectPaid(payer, [inv1, inv3]);

    // A new key for the same (now paid) invoices: the confirm page sends the payer back; nothing is charged.
    await page.goto(new URL(confirm, page.url()).toString());
    await expect(page.getByRole("heading", { level: 1, name: "Make a payment" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("One of the selected invoices or credits is already paid or used. Check the selection.");
  });

  test("keyboard only: choose a credit, continue, pay", { tag: "@js-only" }, async ({ page }) => {
    const payer: FinancePayer = "keyboard";
    const [inv1, inv2] = FINANCE_PAY_E2E.invoices(payer);
    const credit = FINANCE_PAY_E2E.credit(payer);
    await openSignedIn(page, FINANCE_PAY_E2E.user(payer), payUrl([inv1, inv2]));
    const checkbox = page.getByRole("checkbox", { name: new RegExp(`^${credit}:`) });
    await page.getByRole("heading", { level: 1, name: "Make a payment" }).click();
    for (let tab = 0; tab < 40 && !(await checkbox.evaluate((element) => element === document.activeElement)); tab += 1) await page.keyboard.press("Tab");
    await expect(checkbox).toBeFocused();
    await page.keyboard.press("Space");
    await expect(checkbox).toBeChecked();
    const continueButton = page.getByRole("button", { name: "Continue" });
    for (let tab = 0; tab < 10 && !(await continueButton.evaluate((element) => element === document.activeElement)); tab += 1) await page.keyboard.press("Tab");
    await expect(continueButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Check your payment before paying" })).toBeVisible();
    const payNow = page.getByRole("button", { name: "Pay now" });
    for (let tab = 0; tab < 40 && !(await payNow.evaluate((element) => element === document.activeElement)); tab += 1) await page.keyboard.press("Tab");
    await expect(payNow).toBeFocused();
    await page.keyboard.press("Enter");
    await expectReceipt(page, "$500.00", [
      [inv1, "Invoice", "220.00"],
      [inv2, "Invoice", "330.00"],
      [credit, "Credit applied", "50.00"],
    ]);
  });

  test("a payer without a saved card pays with a new card through the hosted card page; a cancel keeps the selection", async ({ page }) => {
    const payer: FinancePayer = project() === "js" ? "newcard-js" : "newcard-nojs";
    const [inv1] = FINANCE_PAY_E2E.invoices(payer);
    const credit = FINANCE_PAY_E2E.credit(payer);
    await openSignedIn(page, FINANCE_PAY_E2E.user(payer), payUrl([inv1]));
    await expect(page.getByRole("status").filter({ hasText: "You have no saved cards: pay with a new card." })).toBeVisible();
    const newCard = page.getByRole("radio", { name: "Use a new card" });
    await expect(newCard).toBeChecked();
    const creditBox = page.getByRole("checkbox", { name: new RegExp(`^${credit}:`) });

    /** Continue with "Use a new card" to the hosted card page (with JavaScript the hand-over posts itself). */
    const toCardPage = async () => {
      await page.getByRole("button", { name: "Continue" }).click();
      if (!isJavaScriptEnabled()) {
        await expect(page.getByRole("heading", { level: 1, name: "Pay with a new card" })).toBeVisible();
        await page.getByRole("button", { name: "Continue to secure card page" }).click();
      }
      await expect(page).toHaveURL(`${BACKEND_URL}/hosted-payment/register`);
    };

    await creditBox.check();
    await toCardPage();
    await page.getByRole("button", { name: "Cancel" }).click();
    // Back on the pay page with the spec's text; the invoice and the ticked credit kept.
    await expect(page.getByText("Card registration failed or cancelled")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Make a payment" })).toBeVisible();
    await expect(page.getByTestId("pay-invoices").getByRole("rowheader")).toHaveText([inv1]);
    await expect(creditBox).toBeChecked();

    await toCardPage();
    await approveCard(page, { number: MASTERCARD, name: "Penny Payer" });
    await expect(page.getByRole("heading", { level: 2, name: "Billing address for your new card" })).toBeVisible();
    const address = page.getByRole("group", { name: "Billing address" });
    await address.getByLabel("Country").selectOption("AU");
    await address.getByLabel("First name").fill("Penny");
    await address.getByLabel("Last name").fill("Payer");
    await address.getByLabel("Address line 1").fill("2 Ledger Lane");
    await address.getByLabel("City or suburb").fill("Sydney");
    await address.getByLabel("Postcode").fill("2000");
    await page.getByRole("button", { name: "Save card" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check your payment before paying" })).toBeVisible();
    const totals = page.getByTestId("pay-totals");
    await expect(totals).toContainText(`Credits applied: ${credit}`);
    await expect(totals.locator(".summary-list__row", { hasText: "Total to pay" })).toContainText("$170.00");
    await expect(totals.locator(".summary-list__row", { hasText: "Pay with" })).toContainText("Mastercard ending 4444");
    await page.getByRole("button", { name: "Pay now" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText("Mastercard ending 4444");
    await expect(receipt).toContainText("$170.00");
    await expectPaid(payer, [inv1]);
  });
});
