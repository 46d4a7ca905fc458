/**
 * The address book (issue 25, H3; docs/address-book.md): add an address the backend corrects (the suggestion step: a
 * page without JS, a dialog with JS), accept the suggestion and see it offered at checkout's delivery address
 * step; make an address the default; delete another after the confirmation (page / dialog); edit with a validation error that
 * keeps every value. Both projects: the JS and no-JS paths differ (dialogs, client validation). Each project has its
 * own account with two seeded addresses (backend/src/seed-data/addresses.ts).
 */
import { type Page } from "@playwright/test";
import { addEntries, completeCheckoutThrough, emptyCart } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const js = () => test.info().project.name === "js";
const account = () => (js() ? "addresses-js@acme.example" : "addresses-nojs@acme.example");
/** The seeded "10 Old Mill Road" of each project's account. */
const editable = () => (js() ? "60" : "62");
const BOOK = "/my-account/address-book";

const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));
const card = (page: Page, text: string) => page.locator(".address-card", { hasText: text });

test.describe("address book", () => {
  test("add an address the backend corrects, accept the suggestion; checkout offers it", async ({ page }) => {
    const uid = account();
    await emptyCart(uid);
    await addEntries(uid, [{ code: "POL-CL-NAVY-L", quantity: 1 }]);
    await completeCheckoutThrough(uid, "reviewOrder");
    await openSignedIn(page, uid, BOOK);
    await expect(page.getByRole("heading", { level: 1, name: "Delivery and Shipping" })).toBeVisible();

    await page.getByRole("link", { name: "Add a new delivery address" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add a new delivery address" })).toBeVisible();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Address");
    await page.getByLabel("Address line 1").fill("5 test st");
    await page.getByLabel("City or suburb").fill("geelong");
    await page.getByLabel("State or region (optional)").selectOption("AU-NSW");
    await page.getByLabel("Postcode").fill("3220");
    await page.getByRole("button", { name: "Add address" }).click();

    // The suggestion: capitalised, 'st' expanded, the state the postcode belongs to.
    const step = js() ? page.getByRole("dialog", { name: "Verify your address" }) : page.locator("main");
    if (!js()) await expect(page).toHaveURL(/\/my-account\/address-book\/verify$/);
    await expect(step.getByText("To ensure delivery accuracy, we suggest the change selected below.")).toBeVisible();
    const suggested = step.getByRole("radio", { name: /Suggested address/ });
    await expect(suggested).toBeChecked();
    await expect(step.getByText("5 Test Street", { exact: true })).toBeVisible();
    await expect(step.getByText("Geelong VIC 3220", { exact: true }).first()).toBeVisible();
    await expect(step.getByText("5 test st", { exact: true })).toBeVisible();
    await step.getByRole("button", { name: "Save address" }).click();

    await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
    await expect(flash(page, "New address was added successfully!")).toBeVisible();
    await expect(card(page, "5 Test Street")).toContainText("Geelong VIC 3220");

    // The same book at checkout: the new address is offered.
    await page.goto("/checkout/delivery-address");
    const book = page.getByRole("group", { name: "Choose a delivery address" });
    await expect(book.getByRole("radio", { name: /5 Test Street/ })).toBeVisible();
  });

  test("set an address as the default: it comes first, marked 'Default'", async ({ page }) => {
    await openSignedIn(page, account(), BOOK);
    await page.getByRole("button", { name: "Set 10 Old Mill Road as default" }).click();
    await expect(flash(page, "Address 10 Old Mill Road was successfully set as default")).toBeVisible();
    await expect(page.locator(".address-card").first()).toContainText("10 Old Mill Road");
    await expect(page.locator(".address-card").first()).toContainText("Default");
    await expect(page.getByRole("button", { name: "Set 10 Old Mill Road as default" })).toHaveCount(0);
  });

  test("delete an address after the confirmation (a page without JS, a dialog with JS)", async ({ page }) => {
    await openSignedIn(page, account(), BOOK);
    await page.getByRole("link", { name: "Delete 99 Removal Way" }).click();
    const confirm = js() ? page.getByRole("dialog", { name: "Delete address" }) : page.locator("main");
    await expect(confirm.getByText("Are you sure you want to delete this address?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(flash(page, "Address deleted successfully!")).toBeVisible();
    await expect(card(page, "99 Removal Way")).toHaveCount(0);
  });

  test("edit: a postcode of the wrong format is refused next to the field and in the summary, every value kept", async ({ page }) => {
    await openSignedIn(page, account(), `${BOOK}/${editable()}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit delivery address" })).toBeVisible();
    await expect(page.getByLabel("Address line 1")).toHaveValue("10 Old Mill Road");
    await page.getByLabel("Address line 2 (optional)").fill("Rear Entrance");
    await page.getByLabel("Postcode").fill("32");
    await page.getByRole("button", { name: "Update address" }).click();
    const message = "Enter a postcode of 4 digits for Australia.";
    await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    await expect(page.locator(".error-summary")).toContainText(message);
    await expect(page.getByLabel("Address line 2 (optional)")).toHaveValue("Rear Entrance");
    await expect(page.getByLabel("Postcode")).toHaveValue("32");
    await expect(page.getByLabel("City or suburb")).toHaveValue("Geelong");

    await page.getByLabel("Postcode").fill("3220");
    await page.getByRole("button", { name: "Update address" }).click();
    await expect(page).toHaveURL(new RegExp(`${BOOK}$`));
    await expect(flash(page, "Address updated successfully!")).toBeVisible();
    await expect(card(page, "10 Old Mill Road")).toContainText("Rear Entrance");
  });
});
