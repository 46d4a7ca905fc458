/**
 * The return or exchange request (issue 24; docs/return-or-exchange.md): exchange a new-starter pack shirt for another
 * size (the pack rule refuses a plain return even when the form is altered in the DOM), return a non-pack item for a
 * refund and see the amount on the review (nothing selected and a quantity above the returnable one are refused with
 * every value kept), the wholesale version with its return threshold (12 units above the 10 threshold: the review says
 * it needs the store approver), and a keyboard-only exchange (js). The forms are enhanced with JavaScript (client
 * validation, single submit), so the flows run in both projects. Each project has its own accounts and delivered orders
 * (backend/src/seed-data: the returns e2e accounts, SEED_VERSION 16).
 */
import { type Locator, type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { openSignedIn } from "./sessions";
import { STOCK_URL } from "./urls";

type Project = "js" | "nojs";
const project = (): Project => (test.info().project.name === "js" ? "js" : "nojs");
const js = () => project() === "js";
const wearer = () => `returns-wearer-${project()}@acme.example`;
const buyer = () => `returns-buyer-${project()}@acme.example`;
const wholesaleBuyer = () => `ws-returns-${project()}@wholesale.example`;
const packOrder = () => (js() ? "28500101" : "28500102");
const plainOrder = () => (js() ? "28500111" : "28500112");
const wholesaleOrder = () => (js() ? "28500131" : "28500132");

const returnPath = (code: string) => `/my-account/order/${code}/return`;

const PACK_NOTICE = "Returns are not accepted for products in this pack.";
const PACK_REFUSED = "Returns are not accepted for products in this pack. Choose a replacement to exchange it.";
const NOTHING_SELECTED = "Select at least one item to return or exchange";
const TOO_MANY = "You can return at most 3 of this item";

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();
const fieldError = (page: Page, text: string) => page.locator(".field__error", { hasText: text });
const summary = (page: Page) => page.locator(".error-summary");
const RMA_PAGE = /\/my-account\/return\/\d+$/;

/** The value of the first replacement whose label names size L (else the first one offered). */
async function sizeL(select: Locator): Promise<string> {
  return select.evaluate((element) => {
    const options = [...(element as HTMLSelectElement).options].filter((option) => option.value !== "");
    return (options.find((option) => /size L\b/.test(option.text)) ?? options[0])?.value ?? "";
  });
}

/** Presses Tab until `target` has focus (at most 60 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("return or exchange request", () => {
  test("exchange a pack shirt for another size; a plain return of a pack item is refused", async ({ page }) => {
    const code = packOrder();
    await openSignedIn(page, wearer(), returnPath(code));
    await expect(page.getByRole("heading", { level: 1, name: `Return or exchange items from order ${code}` })).toBeVisible();
    const shirt = page.getByTestId("return-line-0");
    await expect(shirt).toContainText(PACK_NOTICE);
    await expect(shirt).toContainText("Exchange only");
    // The UI offers no plain return of a pack item…
    await expect(shirt.getByRole("radio")).toHaveCount(0);
    // …so alter the form in the DOM (works with JS off too) and send a plain return: refused next to the replacement.
    await field(page, "select-0").check();
    await field(page, "quantity-0").fill("1");
    await field(page, "reason-0").selectOption("WRONG_SIZE");
    await field(page, "kind-0").evaluate((input) => ((input as HTMLInputElement).value = "RETURN"));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(fieldError(page, PACK_REFUSED)).toBeVisible();
    await expect(summary(page)).toContainText(PACK_REFUSED);
    await expect(field(page, "select-0")).toBeChecked();
    await expect(field(page, "reason-0")).toHaveValue("WRONG_SIZE");

    // The exchange itself: size L instead of M.
    await field(page, "kind-0").evaluate((input) => ((input as HTMLInputElement).value = "EXCHANGE"));
    await field(page, "variant-0").selectOption(await sizeL(field(page, "variant-0")));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`${returnPath(code)}/review$`));
    await expect(page.getByRole("heading", { level: 1, name: "Check your return" })).toBeVisible();
    const review = page.getByTestId("return-review");
    await expect(review).toContainText(/Exchange for .+/);
    await expect(review).toContainText("Incorrect sizing");
    await expect(page.getByText("Exchanges are free")).toBeVisible();
    await page.getByRole("button", { name: "Submit return request" }).click();
    await expect(page).toHaveURL(RMA_PAGE);
    await expect(page.getByText(/Your return request \d+ has been sent/)).toBeVisible();
  });

  test("return a non-pack item for a refund: nothing selected, a quantity above the returnable one, the amount", async ({ page }) => {
    const code = plainOrder();
    // The entry point: "Orders you can return or exchange" (the home quick link's view) links each order to the form.
    await openSignedIn(page, buyer(), "/my-account/orders?returns=true");
    await page.getByRole("link", { name: `Return or exchange items of order ${code}` }).click();
    await expect(page).toHaveURL(new RegExp(`${returnPath(code)}$`));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(summary(page)).toContainText(NOTHING_SELECTED);
    await expect(fieldError(page, NOTHING_SELECTED)).toBeVisible();

    await field(page, "select-0").check();
    await page.getByTestId("return-line-0").getByRole("radio", { name: "Return it for a refund" }).check();
    await field(page, "quantity-0").fill("5");
    await field(page, "reason-0").selectOption("NOT_NEEDED");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(fieldError(page, TOO_MANY)).toBeVisible();
    await expect(summary(page)).toContainText(`: ${TOO_MANY}`);
    await expect(summary(page)).not.toContainText(NOTHING_SELECTED);
    await expect(field(page, "select-0")).toBeChecked();
    await expect(field(page, "quantity-0")).toHaveValue("5");
    await expect(field(page, "quantity-0")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("return-line-0").getByRole("radio", { name: "Return it for a refund" })).toBeChecked();
    await expect(field(page, "reason-0")).toHaveValue("NOT_NEEDED");

    await field(page, "quantity-0").fill("2");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`${returnPath(code)}/review$`));
    await expect(page.getByTestId("return-review")).toContainText("Return for a refund");
    await expect(page.getByTestId("return-review")).toContainText("No longer needed");
    await expect(page.getByTestId("return-refund")).toHaveText(/^\$\d+\.\d{2}$/);
    // Change: back to the form with the draft's values.
    await page.getByRole("link", { name: /^Change quantity/ }).click();
    await expect(field(page, "quantity-0")).toHaveValue("2");
    await expect(field(page, "select-0")).toBeChecked();
  });

  test("wholesale: the threshold notice; 12 units need the store approver", async ({ page }) => {
    const code = wholesaleOrder();
    await openSignedIn(page, wholesaleBuyer(), returnPath(code), { site: "wholesale" });
    await expect(page.getByRole("heading", { level: 1, name: `Return stock from order ${code}` })).toBeVisible();
    await expect(page.getByTestId("return-threshold")).toContainText("return threshold is 10 units");
    await expect(page.locator(".header-search")).toHaveCount(0); // page id ReturnOrExchange (spec part 1 §2)
    await expect(page.getByRole("radio")).toHaveCount(0); // no exchanges on wholesale
    await field(page, "quantity-0").fill("12");
    await field(page, "reason-0").selectOption("FAULTY");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`${returnPath(code)}/review$`));
    await expect(page.getByTestId("return-threshold-approval")).toContainText("needs your store approver's acceptance");
    await expect(page.getByTestId("return-review")).toContainText("12");
    await expect(page.locator(".header-search")).toHaveCount(0);
  });

  test("keyboard only: exchange a pack shirt", { tag: "@js-only" }, async ({ page }) => {
    expect(isJavaScriptEnabled()).toBe(true);
    const code = packOrder();
    await openSignedIn(page, wearer(), returnPath(code));
    await tabTo(page, field(page, "select-0"));
    await page.keyboard.press("Space");
    await expect(field(page, "select-0")).toBeChecked();
    await tabTo(page, field(page, "quantity-0"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1");
    await page.keyboard.press("Tab");
    await expect(field(page, "reason-0")).toBeFocused();
    await page.keyboard.press("ArrowDown"); // the first reason (incorrect sizing)
    await page.keyboard.press("Tab");
    await expect(field(page, "variant-0")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "variant-0")).not.toHaveValue("");
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${returnPath(code)}/review$`));
    await expect(page.getByTestId("return-review")).toContainText(/Exchange for .+/);
    await tabTo(page, page.getByRole("button", { name: "Submit return request" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(RMA_PAGE);
  });

  // A stock SAP (the stock flavour's own backend and database: BACKEND_EXTENSIONS=none) has no return data, reasons,
  // exchanges or price call: the form falls back to the Order's returnable quantities and the review says the refund
  // is worked out later; the return is still made. (Cookies do not keep to a port: the stock site signs in itself.)
  test("a stock SAP backend: returns only, no priced review, the return is made", { tag: "@no-js-only" }, async ({ page }) => {
    const code = "28500112"; // returns-buyer-nojs@acme.example's order, in the stock flavour's database
    await page.goto(`${STOCK_URL}/login?redirectTo=${encodeURIComponent(returnPath(code))}`);
    await signIn(page, "returns-buyer-nojs@acme.example");
    await expect(page).toHaveURL(`${STOCK_URL}${returnPath(code)}`);
    await expect(page.getByTestId("return-basic")).toContainText("Only returns for a refund can be requested here at the moment");
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.locator('[name="reason-0"]')).toHaveCount(0);
    await field(page, "select-0").check();
    await field(page, "quantity-0").fill("1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${STOCK_URL}${returnPath(code)}/review`);
    await expect(page.getByText("The refund is worked out when your return is received.")).toBeVisible();
    await page.getByRole("button", { name: "Submit return request" }).click();
    await expect(page).toHaveURL(RMA_PAGE);
  });
});
