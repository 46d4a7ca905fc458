/**
 * Issue 25 (H4): /my-account/payment-details — Billing. The saved cards (set default; delete with a dialog with
 * JavaScript, a confirmation page without) and adding a card through the hosted card page and back (decision 031).
 * Accounts (backend/src/seed-data/billing.ts): `billing-{js,nojs}@acme.example` (Visa 1111 default, Amex 0005,
 * Mastercard 4444), `billing-add-{js,nojs}@acme.example` (no card). Another user's card: e2e/authorization-matrix.ts.
 */
import { type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { MASTERCARD, approveCard } from "./payment-helpers";
import { openSignedIn } from "./sessions";
import { BACKEND_URL, CORPORATE_URL } from "./urls";

const project = () => (isJavaScriptEnabled() ? "js" : "nojs");
const BILLING_URL = `${CORPORATE_URL}/my-account/payment-details`;

const cardTitles = (page: Page) => page.locator(".saved-card__title");

/** 'Add a card' to the hosted card page: with JavaScript the hand-over submits itself, without the user presses on. */
async function openCardPage(page: Page) {
  await page.getByRole("button", { name: "Add a card" }).click();
  if (!isJavaScriptEnabled()) {
    await expect(page.getByRole("heading", { level: 2, name: "Continue to the secure card page" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to secure card page" }).click();
  }
  await expect(page).toHaveURL(`${BACKEND_URL}/hosted-payment/register`);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your card details" })).toBeVisible();
}

test.describe("billing", () => {
  test("set a default card, then delete one: a dialog with JavaScript, a confirmation page without", async ({ page }) => {
    await openSignedIn(page, `billing-${project()}@acme.example`, "/my-account/payment-details");
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Billing" })).toHaveAttribute("aria-current", "page");
    await expect(cardTitles(page)).toHaveText(["Visa ending in 1111 Default", "American Express ending in 0005", "Mastercard ending in 4444"]);
    const visa = page.getByRole("listitem", { name: /Visa ending in 1111/ });
    await expect(visa.locator("dd").first()).toHaveText(/^(Bill|Bianca) Cards$/);
    await expect(visa.getByText("08/2029")).toBeVisible();
    await expect(visa.getByText("1 George Street")).toBeVisible();
    await expect(visa.getByRole("button", { name: /as default/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Set Mastercard ending in 4444 as default" }).click();
    await expect(page.getByText("Mastercard ending in 4444 is now your default card.")).toBeVisible();
    await expect(cardTitles(page).first()).toHaveText("Mastercard ending in 4444 Default");
    await expect(page.getByText("Default", { exact: true })).toHaveCount(1);

    const deleteLink = page.getByRole("link", { name: "Delete American Express ending in 0005" });
    await deleteLink.click();
    if (isJavaScriptEnabled()) {
      const dialog = page.getByRole("dialog", { name: "Delete this card?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "No, keep card" }).click();
      await expect(dialog).toBeHidden();
      await expect(deleteLink).toBeFocused();
      await deleteLink.click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, delete card" }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`^${BILLING_URL}/\\d+/delete$`));
      await expect(page.getByRole("heading", { level: 1, name: "Delete this card?" })).toBeVisible();
      await expect(page.getByText("American Express ending in 0005", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Yes, delete card" }).click();
    }
    await expect(page).toHaveURL(BILLING_URL);
    await expect(page.getByText("American Express ending in 0005 was deleted.")).toBeVisible();
    await page.reload();
    await expect(cardTitles(page)).toHaveText(["Mastercard ending in 4444 Default", "Visa ending in 1111"]);
  });

  test("add a card: the hosted card page, back to Billing for its billing address; a cancel says so", async ({ page }) => {
    await openSignedIn(page, `billing-add-${project()}@acme.example`, "/my-account/payment-details");
    await expect(page.getByText("You have no saved cards.")).toBeVisible();

    await openCardPage(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`^${BILLING_URL}\\?paymentStatus=CANCELLED&sid=`));
    await expect(page.getByRole("alert").filter({ hasText: "Card registration failed or cancelled" })).toBeVisible();

    await openCardPage(page);
    await approveCard(page, { number: MASTERCARD, name: "Addie Cards" });
    await expect(page).toHaveURL(new RegExp(`^${BILLING_URL}\\?paymentStatus=ACCEPTED&sid=`));
    await expect(page.getByRole("heading", { level: 2, name: "Billing address for your new card" })).toBeVisible();
    const address = page.getByRole("group", { name: "Billing address" });
    // The form checks its fields (in the browser with JavaScript, on the server without) and keeps what was typed.
    await address.getByLabel("First name").fill("Addie");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(address.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(address.getByLabel("First name")).toHaveValue("Addie");

    if (isJavaScriptEnabled()) {
      // Leaving with unsaved changes asks first (spec part 2 §4), once the lazily loaded form has hydrated.
      await expect(page.locator("form.card-billing")).toHaveAttribute("data-enhanced", "true");
      await address.getByLabel("Address line 1").fill("9 Billing Lane");
      await page.getByRole("link", { name: "Cancel" }).click();
      const question = page.getByRole("dialog", { name: "Unsaved changes" });
      await question.getByRole("button", { name: "Stay on this step" }).click();
      await expect(question).toBeHidden();
      await expect(address.getByLabel("First name")).toHaveValue("Addie");
    }
    await address.getByLabel("Country").selectOption("AU");
    await address.getByLabel("Last name").fill("Cards");
    await address.getByLabel("Address line 1").fill("9 Billing Lane");
    await address.getByLabel("City or suburb").fill("Geelong");
    await address.getByLabel("State or region (optional)").selectOption("AU-VIC");
    await address.getByLabel("Postcode").fill("3220");
    await page.getByRole("button", { name: "Save card" }).click();

    await expect(page).toHaveURL(BILLING_URL);
    await expect(page.getByText("Mastercard ending in 4444 was saved.")).toBeVisible();
    const card = page.getByRole("listitem", { name: /Mastercard ending in 4444/ });
    await expect(card.getByText("Default")).toBeVisible();
    await expect(card.getByText("9 Billing Lane")).toBeVisible();
    await expect(card.getByText("Geelong VIC 3220")).toBeVisible();
  });
});
