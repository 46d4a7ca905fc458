/**
 * Finance documents and statements (issue 28, H2; docs/finance.md "Documents and statements"): an invoice's HTML view
 * and its PDF (text read back with pdf-parse: number, amounts, ABN), several documents as one PDF, an NZ invoice with
 * GST at 15 % and the GST number; the statements tab — a bad range refused with the values kept, a statement
 * requested and its PDF (opening balance, entries, closing balance), the seeded September statement's PDF; the tab is
 * not there when the unit's statements flag is off (buyers' 403: e2e/authorization-matrix.ts). Everything happens in the docs-e2e
 * organisations (backend/src/seed-data/finance-statements.ts), so no other spec's data moves.
 */
import { type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const FINANCE = "finance-docs@docs-e2e.example";
const NZ_FINANCE = "finance-docs@docs-e2e-nz.example";
const STATEMENTS = "/organisation/finance/statements";
/** The finance layout's tab navigation (app/lib/finance/messages.ts `tabsLabel`). */
const FINANCE_TABS = "Finance lists";
const flash = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));

async function pdfText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-disposition"]).toMatch(/^inline; filename="[^"]+\.pdf"$/);
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test.describe("finance documents", () => {
  test("an invoice's page and PDF, a credit note, several documents as one PDF", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, FINANCE, "/organisation/finance/documents/INV-DOCS-0001");
    await expect(page.getByRole("heading", { level: 1, name: "Tax invoice INV-DOCS-0001" })).toBeVisible();
    await expect(page.getByText("ABN 51 824 753 556", { exact: true })).toBeVisible();
    const lines = page.getByRole("table", { name: "The lines of INV-DOCS-0001" });
    await expect(lines.getByRole("row")).toHaveCount(3);
    await expect(lines.getByRole("rowheader", { name: "Polo shirt, navy (POL-CL-NAVY-M)" })).toBeVisible();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals.getByText("GST 10%")).toBeVisible();
    await expect(totals.getByText("$770.00")).toBeVisible();
    await expect(totals.getByText("$470.00")).toBeVisible();
    await expect(page.getByRole("region", { name: "Payments" }).getByRole("rowheader", { name: "RCPT-DOCS-0001" })).toBeVisible();
    const pdfLink = page.getByRole("link", { name: "Download INV-DOCS-0001 as PDF" });
    await expect(pdfLink).toHaveAttribute("href", "/organisation/finance/documents/INV-DOCS-0001/document.pdf");

    const invoice = await pdfText(page, "/organisation/finance/documents/INV-DOCS-0001/document.pdf");
    for (const text of ["Tax invoice", "INV-DOCS-0001", "ABN 51 824 753 556", "GST 10%", "$700.00", "$70.00", "$770.00", "Amount due", "$470.00", "RCPT-DOCS-0001"]) expect(invoice).toContain(text);

    // The credit note, from the invoice's page.
    await page.getByRole("link", { name: "CN-DOCS-0001" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Credit note CN-DOCS-0001" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Totals" }).getByText("Remaining credit")).toBeVisible();

    // Several selected (the lists' "Download selected" GET form): one PDF.
    const both = await pdfText(page, "/organisation/finance/documents.pdf?invoice=INV-DOCS-0001&invoice=INV-DOCS-0003&credit=CN-DOCS-0001");
    for (const text of ["INV-DOCS-0001", "INV-DOCS-0003", "CN-DOCS-0001", "Credit note", "$528.00", "$88.00"]) expect(both).toContain(text);

    // Another organisation's invoice does not exist here.
    expect((await page.request.get("/organisation/finance/documents/INV-DOCS-NZ-0001")).status()).toBe(404);
    expect((await page.request.get("/organisation/finance/documents.pdf?invoice=INV-DOCS-NZ-0001")).status()).toBe(404);
  });

  test("an NZ invoice shows GST at 15% and the GST number; no statements tab with the flag off", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, NZ_FINANCE, "/organisation/finance/documents/INV-DOCS-NZ-0001");
    await expect(page.getByRole("heading", { level: 1, name: "Tax invoice INV-DOCS-NZ-0001" })).toBeVisible();
    await expect(page.getByText("GST number 123-456-789", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Totals" }).getByText("GST 15%")).toBeVisible();
    await expect(page.getByText("The total includes GST of $67.50 at 15%. GST number 123-456-789.")).toBeVisible();
    const text = await pdfText(page, "/organisation/finance/documents/INV-DOCS-NZ-0001/document.pdf");
    for (const value of ["Tax invoice", "GST number 123-456-789", "GST 15%", "$450.00", "$67.50", "$517.50", "NZD"]) expect(text).toContain(value);

    await expect(page.getByRole("link", { name: "Statements" })).toHaveCount(0);
    // the finance area's tabs: no Statements tab with the flag off
    await page.goto("/organisation/finance");
    const tabs = page.getByRole("navigation", { name: FINANCE_TABS });
    await expect(tabs.getByRole("link", { name: "Outstanding" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Statements" })).toHaveCount(0);
    expect((await page.request.get(STATEMENTS)).status()).toBe(404);
    expect((await page.request.get(`${STATEMENTS}/ST-docs-e2e-202609/statement.pdf`)).status()).toBe(404);
  });
});

test.describe("statements", () => {
  test.beforeEach(() => test.slow());

  test("request a statement (a bad range refused and kept) and download it; the seeded statement's PDF", async ({ page }) => {
    await openSignedIn(page, FINANCE, STATEMENTS);
    await expect(page.getByRole("heading", { name: "Request a statement" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: FINANCE_TABS }).getByRole("link", { name: "Statements" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("row").filter({ hasText: "ST-docs-e2e-202609" })).toContainText("$770.00");
    await expect(page.getByRole("row").filter({ hasText: "ST-docs-e2e-202609" })).toContainText("$712.00");

    await page.getByLabel("Unit").selectOption({ label: "Docs Test Head Office" });
    await page.getByLabel("A date range").check();
    await page.getByLabel("From").fill("2026-10-31");
    await page.getByLabel("To").fill("2026-08-01");
    await page.getByRole("button", { name: "Request statement" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "The end date must be the same as or after the start date." })).toBeVisible();
    await expect(page.getByLabel("From")).toHaveValue("2026-10-31");
    await expect(page.getByLabel("To")).toHaveValue("2026-08-01");
    await expect(page.getByLabel("A date range")).toBeChecked();

    await page.getByLabel("From").fill("2026-08-01");
    await page.getByLabel("To").fill("2026-10-31");
    await page.getByRole("button", { name: "Request statement" }).click();
    const requested = flash(page, /Statement ST-\S+ requested/);
    await expect(requested).toBeVisible();
    const id = /Statement (ST-[A-Za-z0-9-]+) requested/.exec((await requested.first().textContent()) ?? "")?.[1] ?? "";
    expect(id).not.toBe("");
    const row = page.getByRole("row").filter({ hasText: id });
    await expect(row).toContainText("2026-08-01 to 2026-10-31");
    await expect(row).toContainText("$910.00");
    await expect(row.getByRole("link", { name: `Download statement ${id} as PDF` })).toHaveAttribute("href", `${STATEMENTS}/${id}/statement.pdf`);

    const text = await pdfText(page, `${STATEMENTS}/${id}/statement.pdf`);
    for (const value of ["Statement", id, "Opening balance", "INV-DOCS-0001", "INV-DOCS-0002", "INV-DOCS-0003", "CN-DOCS-0001", "RCPT-DOCS-0002", "Closing balance", "$910.00"]) expect(text).toContain(value);
    const seeded = await pdfText(page, `${STATEMENTS}/ST-docs-e2e-202609/statement.pdf`);
    for (const value of ["ST-docs-e2e-202609", "2026-09-01 to 2026-09-30", "$770.00", "$330.00", "$300.00", "$88.00", "$712.00"]) expect(seeded).toContain(value);
  });
});
