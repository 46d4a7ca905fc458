/**
 * Adding a purchase order (issue 6; spec part 1 §2, §5, §9; docs/purchase-orders.md), in both projects: both steps,
 * Back, every validation message, a duplicate number, the selector's search, store wording on wholesale, and the
 * keyboard-only creation (js project). The form is enhanced with JavaScript (client validation, the units combobox), so
 * its tests run in both projects; the role guard is one server path (no-js project only). Each test starts from a
 * stored session (e2e/sessions.ts; the drafts live in each test's own copy of the session cookie) and makes its own
 * numbers; the backend is checked for what was stored.
 */
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { createPurchaseOrderVia, findPurchaseOrdersByNumber, uniquePurchaseOrderNumber } from "./purchase-order-api";
import { expectChosenUnits, toggleUnits, unitsTrigger } from "./purchase-order-helpers";
import { openAs, useSession } from "./sessions";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";
import { type Locator, type Page } from "@playwright/test";

const REQUIRED = "This information is required.";
const NUMBER_INVALID = "Please enter less than 18 alphanumeric characters.";
const DESCRIPTION_INVALID = "Please enter a valid name. Names can contain letters, spaces, hyphens and apostrophes.";
const NSW = "Acme Workwear New South Wales";
const VIC = "Acme Workwear Victoria";

const buyer = () => (isJavaScriptEnabled() ? "po-create-js@acme.example" : "po-create-nojs@acme.example");

/** Step 1, signed in from a stored session (no test here is about signing in). */
async function openStep1(page: Page, base = CORPORATE_URL, uid = buyer()) {
  await openAs(page, uid, "/purchase-order/new", { site: base === WHOLESALE_URL ? "wholesale" : "corporate" });
  await expect(page).toHaveURL(`${base}/purchase-order/new`);
  await expect(page.getByRole("heading", { level: 1, name: "Add purchase order" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Purchase order details" })).toBeVisible();
  await expectJavaScriptState(page);
  if (isJavaScriptEnabled()) await expect(unitsTrigger(page)).toBeVisible();
}

async function fillDetails(page: Page, number: string, description: string) {
  await page.getByLabel("Purchase order number").fill(number);
  await page.getByLabel("Description").fill(description);
}

/** Presses Tab until `target` has focus (at most 30 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

function fieldError(page: Page, text: string) {
  return page.locator(".field__error", { hasText: text });
}

test.describe("add purchase order", () => {
  test("through both steps; Back from the summary keeps every value; Submit stores it once", async ({ page }) => {
    const number = uniquePurchaseOrderNumber();
    const description = "Winter site uniforms";
    await openStep1(page);
    await expect(page.getByText("This purchase order can be used by all users in the selected business units.")).toBeVisible();
    await fillDetails(page, number, description);
    await toggleUnits(page, [NSW, VIC]);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Summary" })).toHaveAttribute("aria-current", "step");
    await expect(page.getByTestId("summary-number")).toHaveText(number);
    await expect(page.getByTestId("summary-description")).toHaveText(description);
    await expect(page.getByTestId("summary-units").getByRole("listitem")).toHaveText([`${NSW} (acme-au-nsw)`, `${VIC} (acme-au-vic)`]);

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new`);
    await expect(page.getByLabel("Purchase order number")).toHaveValue(number);
    await expect(page.getByLabel("Description")).toHaveValue(description);
    await expectChosenUnits(page, [NSW, VIC]);

    // A reload loses nothing either (the draft is in the session).
    await page.reload();
    await expect(page.getByLabel("Purchase order number")).toHaveValue(number);
    if (isJavaScriptEnabled()) await expect(unitsTrigger(page)).toBeVisible();
    await expectChosenUnits(page, [NSW, VIC]);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order`);
    await expect(page.getByRole("status").getByText(`${description} (${number}) was successfully added.`)).toBeVisible();

    const stored = await findPurchaseOrdersByNumber(buyer(), number);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purchaseOrderNumber: number, description, status: "OPEN" });
    expect(stored[0]?.units.map((u) => u.uid).sort()).toEqual(["acme-au-nsw", "acme-au-vic"]);

    // The draft is gone: a new purchase order starts empty, and the summary sends back to step 1.
    await page.goto("/purchase-order/new/summary");
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new`);
    await expect(page.getByLabel("Purchase order number")).toHaveValue("");
  });

  test("each validation message, next to its field and in the summary, with the typed values kept", async ({ page }) => {
    await openStep1(page);
    await page.getByRole("button", { name: "Next" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    if (isJavaScriptEnabled()) await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: REQUIRED })).toHaveCount(3);
    await expect(fieldError(page, REQUIRED)).toHaveCount(3);
    // Still step 1 (the POST of an index route shows '?index' in the address bar).
    await expect(page).toHaveURL(new RegExp(`^${CORPORATE_URL}/purchase-order/new(\\?index)?$`));

    await fillDetails(page, "A1234567890123456B", "Site 42 uniforms"); // 18 characters; digits in the description
    await toggleUnits(page, [VIC]);
    // With JS the messages follow the values as they change (the units' one too), before the next submit.
    if (isJavaScriptEnabled()) await expect(fieldError(page, REQUIRED)).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(summary.getByRole("link", { name: NUMBER_INVALID })).toBeVisible();
    await expect(summary.getByRole("link", { name: DESCRIPTION_INVALID })).toBeVisible();
    await expect(fieldError(page, NUMBER_INVALID)).toBeVisible();
    await expect(fieldError(page, DESCRIPTION_INVALID)).toBeVisible();
    await expect(fieldError(page, REQUIRED)).toHaveCount(0);
    await expect(page.getByLabel("Purchase order number")).toHaveValue("A1234567890123456B");
    await expect(page.getByLabel("Description")).toHaveValue("Site 42 uniforms");
    await expectChosenUnits(page, [VIC]);

    await fillDetails(page, "PO-123", "Uniforms");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, NUMBER_INVALID)).toBeVisible();
    await expect(fieldError(page, DESCRIPTION_INVALID)).toHaveCount(0);

    // 17 characters and a name with an apostrophe and a hyphen pass.
    const number = uniquePurchaseOrderNumber("E2E1234").slice(0, 17);
    await fillDetails(page, number, "O'Brien-Smith uniforms");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    await expect(page.getByTestId("summary-number")).toHaveText(number);
    await expect(page.getByTestId("summary-description")).toHaveText("O'Brien-Smith uniforms");
    expect(await findPurchaseOrdersByNumber(buyer(), number)).toHaveLength(0);
  });

  test("a duplicate number (any case) stays on the summary with 'Already exists.' and keeps the values", async ({ page }) => {
    const number = uniquePurchaseOrderNumber();
    await createPurchaseOrderVia("buyer@acme.example", { purchaseOrderNumber: number, units: ["acme-au-nsw"] });
    await openStep1(page);
    await fillDetails(page, number.toLowerCase(), "Duplicate test");
    await toggleUnits(page, [NSW]);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    await page.getByRole("button", { name: "Submit" }).click();

    await expect(page.getByRole("alert").getByText("Already exists.")).toBeVisible();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    await expect(page.getByTestId("summary-number")).toHaveText(number.toLowerCase());
    expect(await findPurchaseOrdersByNumber(buyer(), number)).toHaveLength(1);

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByLabel("Purchase order number")).toHaveValue(number.toLowerCase());
    await expect(page.getByLabel("Description")).toHaveValue("Duplicate test");
    await expectChosenUnits(page, [NSW]);
  });

  test("the selector's search finds units and keeps what was typed and chosen", async ({ page }) => {
    await openStep1(page);
    await fillDetails(page, "TYPED1", "Typed before searching");
    if (!isJavaScriptEnabled()) {
      await page.getByRole("checkbox", { name: /^Acme Workwear New South Wales \(/ }).check();
      await page.getByRole("searchbox", { name: "Search business units" }).fill("victoria");
      await expect(page.getByRole("searchbox", { name: "Search business units" })).toHaveAttribute("placeholder", "Search business units");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new?searchTerm=victoria#units`);
      await expect(page.getByLabel("Purchase order number")).toHaveValue("TYPED1");
      await expect(page.getByLabel("Description")).toHaveValue("Typed before searching");
      await expect(page.getByRole("searchbox", { name: "Search business units" })).toHaveValue("victoria");
      // The chosen unit first and still chosen, then the matches; units that do not match are not listed.
      await expect(page.getByRole("checkbox")).toHaveCount(2);
      await expect(page.locator(".unit-selector__item label")).toHaveText([`${NSW} (acme-au-nsw)`, `${VIC} (acme-au-vic)`]);
      await expect(page.getByRole("checkbox", { name: /^Acme Workwear New South Wales/ })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: /^Acme Workwear Victoria/ })).not.toBeChecked();
      await page.getByRole("searchbox", { name: "Search business units" }).fill("nothing like this");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByText("No business units match your search.")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: /^Acme Workwear New South Wales/ })).toBeChecked();
      return;
    }
    await unitsTrigger(page).click();
    const search = page.getByRole("combobox", { name: "Search business units" });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute("placeholder", "Search business units");
    await search.pressSequentially("victoria");
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([/Acme Workwear Victoria/]);
    await page.getByRole("option", { name: /Acme Workwear Victoria/ }).click();
    await search.fill("nothing like this");
    await expect(page.getByRole("status").getByText("No business units match your search.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(unitsTrigger(page)).toBeFocused();
    await expect(unitsTrigger(page)).toHaveText(/1 unit\(s\) selected/);
    await expect(page.getByLabel("Purchase order number")).toHaveValue("TYPED1");
    // Enter in a text field does not submit with JavaScript.
    await page.getByLabel("Description").press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new`);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("without JS, Enter runs the search when a new term was typed, else Next (validation only, never a submit)", { tag: "@no-js-only" }, async ({ page }) => {
    const number = uniquePurchaseOrderNumber();
    await openStep1(page);
    await page.getByLabel("Purchase order number").fill(number);
    await page.getByRole("searchbox", { name: "Search business units" }).fill("victoria");
    await page.getByLabel("Purchase order number").press("Enter");
    // A new term: the search ran, what was typed is kept.
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new?searchTerm=victoria#units`);
    await expect(page.getByLabel("Purchase order number")).toHaveValue(number);
    await expect(page.getByRole("checkbox", { name: /^Acme Workwear Victoria/ })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: /^Acme Workwear New South Wales/ })).toHaveCount(0);

    // The same term again: Enter is Next — validation only, the values stay and nothing is stored.
    await page.getByLabel("Description").press("Enter");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: REQUIRED })).toHaveCount(2);
    await expect(page.getByLabel("Purchase order number")).toHaveValue(number);

    // Valid values: Enter goes on to the summary (still nothing created).
    await page.getByLabel("Description").fill("Enter key kit");
    await page.getByRole("checkbox", { name: /^Acme Workwear Victoria/ }).check();
    await page.getByLabel("Description").press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    expect(await findPurchaseOrdersByNumber(buyer(), number)).toEqual([]);
  });

  test("on the wholesale site units are stores ('Search stores') and the purchase order is stored there", async ({ page }) => {
    const uid = isJavaScriptEnabled() ? "po-create-js@wholesale.example" : "po-create-nojs@wholesale.example";
    const number = uniquePurchaseOrderNumber("HW");
    await openStep1(page, WHOLESALE_URL, uid);
    await expect(page.getByRole("group", { name: "Stores" })).toBeVisible();
    await expect(page.getByText("This purchase order can be used by all users in the selected stores.")).toBeVisible();
    await expect(page.getByText(/business unit/i)).toHaveCount(0);
    if (isJavaScriptEnabled()) {
      await unitsTrigger(page).click();
      await expect(page.getByRole("combobox", { name: "Search stores" })).toHaveAttribute("placeholder", "Search stores");
      await page.keyboard.press("Escape");
    } else {
      await expect(page.getByRole("searchbox", { name: "Search stores" })).toHaveAttribute("placeholder", "Search stores");
    }
    await fillDetails(page, number, "Store opening");
    await toggleUnits(page, ["Harbour Store Newcastle"]);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("term").filter({ hasText: "Stores" })).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(`${WHOLESALE_URL}/purchase-order`);
    await expect(page.getByText(`Store opening (${number}) was successfully added.`)).toBeVisible();
    const stored = await findPurchaseOrdersByNumber(uid, number, "wholesale");
    expect(stored.map((po) => po.units.map((u) => u.uid))).toEqual([["harbour-newcastle"]]);
  });

  test("only buyers and admins may add purchase orders", { tag: "@no-js-only" }, async ({ page }) => {
    await useSession(page, "wearer@acme.example");
    expect((await page.request.get("/resources/business-units?searchTerm=acme")).status()).toBe(403);
    expect((await page.goto("/purchase-order/new"))?.status()).toBe(403);
  });

  test("keyboard only: create a purchase order without the mouse", { tag: "@js-only" }, async ({ page }) => {
    const number = uniquePurchaseOrderNumber("KB");
    await openStep1(page);
    await page.getByLabel("Purchase order number").focus();
    await page.keyboard.type(number);
    await page.keyboard.press("Enter"); // does not submit
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Description")).toBeFocused();
    await page.keyboard.type("Keyboard uniforms");
    await page.keyboard.press("Tab");
    await expect(unitsTrigger(page)).toBeFocused();
    await page.keyboard.press("Enter");
    const search = page.getByRole("combobox", { name: "Search business units" });
    await expect(search).toBeFocused();
    await page.keyboard.type("wales");
    await expect(page.getByRole("option")).toHaveText([/New South Wales/]);
    await page.keyboard.press("Enter"); // toggles the active option, never submits
    await expect(page.getByRole("option", { name: /New South Wales/ })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(unitsTrigger(page)).toBeFocused();
    await expect(unitsTrigger(page)).toHaveText(/1 unit\(s\) selected/);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `Remove ${NSW}` })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/new/summary`);
    await tabTo(page, page.getByRole("button", { name: "Submit" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order`);
    await expect(page.getByText(`Keyboard uniforms (${number}) was successfully added.`)).toBeVisible();
    expect(await findPurchaseOrdersByNumber(buyer(), number)).toHaveLength(1);
  });
});
