/**
 * Issue 24: the returns pages — /my-account/returns (filters, sort, pages, bad values, the stock flavour's honesty),
 * /my-account/return/{rma} (an exchange with its replacement order; no Cancel once received; another user's return is
 * a 404), Cancel return (dialog with JS, page without; a second submit reads "already cancelled"), and the return
 * documents (the PDF read back with pdf-parse, the NZ variant, the HTML page). docs/return-details-and-documents.md.
 * Data (backend/src/seed-data/, SEED_VERSION 16): wearer@acme.example's 49100001 (WAIT exchange of order 28500001 with
 * its replacement order) and 49100002 (COMPLETED refund) are shared demo data, read only; returns-buyer-{js,nojs}'s
 * 49100101 / 49100102 (WAIT, cancelled here) and 49100103 / 49100104 (RECEIVED); wearer@kiwi.example's 49100011 (NZ).
 * The list's pages need more than 10 returns: buyer@acme.example's order 28000015 gets returns made and cancelled
 * through OCC (cancelled returns do not count against what can be returned), once per run.
 */
import { type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { occAs } from "./checkout-api";
import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { openSignedIn } from "./sessions";
import { CORPORATE_URL, STOCK_URL } from "./urls";

const project = () => (isJavaScriptEnabled() ? "js" : "nojs");
const LIST_USER = "buyer@acme.example";
const DEMO_WEARER = "wearer@acme.example";
const KIWI = "wearer@kiwi.example";
const CANCELLABLE = { js: "49100101", nojs: "49100102" } as const;
const RECEIVED = { js: "49100103", nojs: "49100104" } as const;

const rmas = (page: Page) => page.getByRole("table").locator("tbody th");
const filters = (page: Page) => page.getByRole("form", { name: "Find returns" });

/** At least `count` returns for the list user: returns of order 28000015 made and cancelled through OCC. */
async function ensureReturns(count: number): Promise<number> {
  type List = { pagination: { totalResults: number } };
  let total = (await occAs<List>(LIST_USER, "GET", "users/current/orderReturns?pageSize=1")).pagination.totalResults;
  for (; total < count; total += 1) {
    const created = await occAs<{ rma: string }>(LIST_USER, "POST", "users/current/orderReturns", {
      body: { orderCode: "28000015", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    await occAs(LIST_USER, "PATCH", `users/current/orderReturns/${created.rma}`, { body: { status: "CANCELLING" } });
  }
  return total;
}

async function pdfText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test.describe("returns list", () => {
  test("filters by status and dates, sorts, pages, keeps bad values; a stock backend's ignored filters are named", { tag: "@no-js-only" }, async ({ page }) => {
    const total = await ensureReturns(12);
    await openSignedIn(page, LIST_USER, "/my-account/returns");
    await expect(page.getByRole("heading", { level: 1, name: "Returns and exchanges" })).toBeVisible();
    // The account menu is a closed disclosure: its links are in the page, hidden until it opens.
    await expect(page.locator('nav[aria-label="Account menu"] a[href="/my-account/returns"]')).toHaveText("Returns");
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Returns", exact: true })).toHaveAttribute("href", "/my-account/returns");
    await expect(page.getByText(`Showing 1–10 of ${total} returns`)).toBeVisible();
    await expect(rmas(page)).toHaveCount(10);

    // Pages: previous and next around the page links.
    await page.getByRole("navigation", { name: "Return pages" }).getByRole("link", { name: /next/i }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Showing 11–${total} of ${total} returns`)).toBeVisible();

    // Status (the spec's 14, Spartacus' names) and sort; applying starts at page 1.
    await filters(page).getByLabel("Status").selectOption({ label: "Completed" });
    await filters(page).getByLabel("Sort by").selectOption({ label: "Return number (highest first)" });
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rmas(page)).toHaveText(["49000004"]);
    const row = page.getByRole("row", { name: /49000004/ });
    await expect(row.getByRole("link", { name: "49000004" })).toHaveAttribute("href", "/my-account/return/49000004");
    await expect(row.getByRole("link", { name: "28000014" })).toHaveAttribute("href", "/my-account/order/28000014");
    await expect(row.getByRole("cell")).toHaveText(["28000014", /\d{4}/, "Completed", /^\$\d/]);
    await page.goto("/my-account/returns?status=CANCELED&sort=byRMA");
    await expect(rmas(page).last()).toHaveText("49000005");
    await expect(rmas(page).first()).toHaveText(/^5\d{7}$/);
    await page.goto("/my-account/returns?to=2020-01-01");
    await expect(page.getByText("No returns match these filters.")).toBeVisible();

    // Bad values: the message by the field and in the summary, the value kept; the list still shows.
    await page.goto("/my-account/returns?status=LOST&from=2026-02-30&to=2019-01-01");
    await expect(page).toHaveTitle(/^Error: Returns and exchanges/);
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([
      "Choose a status from the list.",
      "Enter the date as yyyy-mm-dd, for example 2026-03-31.",
      "Enter a date on or after 2020-01-01.",
    ]);
    // The server keeps what was typed (a date input shows no impossible day, but its value attribute has it).
    await expect(filters(page).getByLabel("Requested from")).toHaveAttribute("value", "2026-02-30");
    await expect(filters(page).getByLabel("Requested to")).toHaveValue("2019-01-01");
    await expect(page.getByText(`Showing 1–10 of ${total} returns`)).toBeVisible();

    // A stock SAP ignores the filters: the page says so instead of showing an unfiltered list as filtered. (Cookies do
    // not keep to a port: the corporate site's session goes first.)
    await page.context().clearCookies();
    await page.goto(`${STOCK_URL}/login?redirectTo=${encodeURIComponent("/my-account/returns?status=COMPLETED")}`);
    await signIn(page, LIST_USER);
    await expect(page).toHaveURL(`${STOCK_URL}/my-account/returns?status=COMPLETED`);
    await expect(page.getByRole("note")).toHaveText("This shop cannot filter returns by status at the moment, so all returns are listed for that filter.");
    await expect(rmas(page)).not.toHaveCount(1);
  });

  test("filters with the enhanced form", { tag: "@js-only" }, async ({ page }) => {
    await openSignedIn(page, DEMO_WEARER, "/my-account/returns");
    await expect(rmas(page)).toContainText(["49100001", "49100002"]);
    await filters(page).getByLabel("Status").selectOption({ label: "Completed" });
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(rmas(page)).toHaveText(["49100002"]);
  });
});

test.describe("return details", () => {
  test("an exchange with its replacement order and documents; a received return has no Cancel; another user's is a 404", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, DEMO_WEARER, "/my-account/return/49100001");
    await expect(page.getByRole("heading", { level: 1, name: "Return 49100001" })).toBeVisible();
    await expect(page.locator(".return-details__status")).toHaveText("Wait");
    await expect(page.getByRole("link", { name: "28500001" })).toHaveAttribute("href", "/my-account/order/28500001");
    const items = page.getByRole("table", { name: "Items in this return" });
    await expect(items.getByRole("row")).toHaveCount(2);
    await expect(items.getByRole("row").nth(1)).toContainText(/Exchange for L/);
    await expect(page.getByRole("table", { name: /Status changes/ }).getByRole("row").nth(1)).toContainText("Approval Pending");
    await expect(page.getByRole("link", { name: "Return form and label (PDF)" })).toHaveAttribute("href", "/my-account/return/49100001/document.pdf");
    await expect(page.getByRole("link", { name: "Cancel return" })).toHaveAttribute("href", "/my-account/return/49100001/cancel");
    const replacement = page.getByRole("link", { name: /^Replacement order \d+$/ });
    const code = ((await replacement.textContent()) ?? "").replace("Replacement order ", "");
    await replacement.click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/order/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order ${code}` })).toBeVisible();

    await page.context().clearCookies();
    await openSignedIn(page, "returns-buyer-nojs@acme.example", `/my-account/return/${RECEIVED.nojs}`);
    // RECEIVED, or later if the clock moved it on (30 minutes after seeding): never cancellable.
    await expect(page.locator(".return-details__status")).toHaveText(/^(Received|Reversing Payment|Payment Reversed|Completed)$/);
    await expect(page.getByRole("link", { name: "Cancel return" })).toHaveCount(0);
    const cancelPage = await page.goto(`/my-account/return/${RECEIVED.nojs}/cancel`);
    expect(cancelPage?.status()).toBe(200);
    await expect(page.getByText("This return can no longer be cancelled")).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes, cancel this return" })).toHaveCount(0);
    for (const path of ["/my-account/return/49100001", "/my-account/return/49100001/document", "/my-account/return/49100001/document.pdf"]) {
      const other = await page.request.get(path);
      expect(other.status(), path).toBe(404);
      expect(await other.text(), path).not.toContain("28500001");
    }
  });

  test("cancel a return: with JavaScript in a dialog, without on its page; a second submit reads 'already cancelled'", async ({ page }) => {
    const rma = CANCELLABLE[project()];
    await openSignedIn(page, `returns-buyer-${project()}@acme.example`, `/my-account/return/${rma}`);
    await expect(page.locator(".return-details__status")).toHaveText("Wait");
    // The confirmation form's CSRF token, to send the same form again after the cancel.
    const form = await page.request.get(`/my-account/return/${rma}/cancel`);
    const token = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
    expect(token).not.toBe("");
    await page.getByRole("link", { name: "Cancel return" }).click();
    if (isJavaScriptEnabled()) {
      const dialog = page.getByRole("dialog", { name: `Cancel return ${rma}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "No, keep this return" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("link", { name: "Cancel return" })).toBeFocused();
      await page.getByRole("link", { name: "Cancel return" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel this return" }).click();
    } else {
      await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/return/${rma}/cancel`);
      await expect(page.getByRole("heading", { level: 1, name: `Cancel return ${rma}` })).toBeVisible();
      await page.getByRole("button", { name: "Yes, cancel this return" }).click();
    }
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/return/${rma}`);
    await expect(page.getByText(`Your return request (${rma}) was cancelled`)).toBeVisible();
    await expect(page.locator(".return-details__status")).toHaveText("Cancelled");
    await expect(page.getByRole("link", { name: "Cancel return" })).toHaveCount(0);

    // The same form sent again (a double submit, or Back and submit): one cancel, then "already cancelled".
    const again = await page.request.post(`/my-account/return/${rma}/cancel`, { form: { csrf: token, intent: "cancel" }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers()["location"]).toBe(`/my-account/return/${rma}`);
    await page.reload();
    await expect(page.getByText(`Return ${rma} is already cancelled.`)).toBeVisible();
  });
});

test.describe("return documents", () => {
  test("the PDF has the RMA, addresses and items; the NZ variant; the HTML page", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, DEMO_WEARER, "/my-account/return/49100001/document");
    const text = await pdfText(page, "/my-account/return/49100001/document.pdf");
    expect(text).toContain("Return number (RMA): 49100001");
    expect(text).toContain("Order: 28500001");
    expect(text).toMatch(/Exchange for L/);
    expect(text).toContain("Refunds include GST where it was charged.");
    expect(text).not.toContain("NZ Post");
    // The HTML view of the same content.
    await expect(page.getByRole("heading", { level: 1, name: "Return form and label" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Barcode of return number 49100001" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Send the parcel to" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Exchange for L");
    await expect(page.getByRole("link", { name: "Return form and label (PDF)" })).toHaveAttribute("href", "/my-account/return/49100001/document.pdf");

    await page.context().clearCookies();
    await openSignedIn(page, KIWI, "/my-account/return/49100011");
    const nz = await pdfText(page, "/my-account/return/49100011/document.pdf");
    expect(nz).toContain("49100011");
    expect(nz).toContain("New Zealand");
    expect(nz).toContain("NZ Post");
    expect(nz).toContain("GST at 15%");
    await expect(page.getByRole("table", { name: "Items in this return" })).toBeVisible();
    await expect(page.getByText("GST", { exact: true })).toBeVisible();
  });
});
