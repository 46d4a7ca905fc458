/**
 * Card payment on /checkout/payment-details (issue 5; docs/checkout.md "Payment and card registration"), in both
 * projects: the card registration round trip through the reference backend's hosted card page — approve, cancel
 * and retry, an invalid card number — then the billing address and the payment summary. Each project uses its own
 * seeded buyer (card-js@ / card-nojs@acme.example); the tests of this file share that buyer's cart, so they run
 * serially. Each test starts signed in from the buyer's stored session (e2e/sessions.ts) on the payment step. Results
 * are checked through the backend (GET cart).
 */
import { getCart } from "./checkout-api";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { approveCard, cartReadyForPayment, MASTERCARD, startCardRegistration, VISA } from "./payment-helpers";
import { openAs } from "./sessions";
import { CORPORATE_URL } from "./urls";

test.describe.configure({ mode: "serial" });

const buyerFor = (js: boolean) => (js ? "card-js@acme.example" : "card-nojs@acme.example");
const PAYMENT_URL = `${CORPORATE_URL}/checkout/payment-details`;

test.describe("card payment", () => {
  test("approve on the hosted page, billing same as delivery: the summary shows the masked card", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await cartReadyForPayment(buyer);
    await openAs(page, buyer, "/checkout/payment-details");
    await expect(page.getByRole("heading", { level: 1, name: "Payment details" })).toBeVisible();
    await expect(page.getByRole("group", { name: "How would you like to pay?" })).toBeVisible();

    await startCardRegistration(page);
    await approveCard(page, { number: VISA, expiry: "04/29", name: "Cara Card" });

    await expect(page).toHaveURL(new RegExp(`^${PAYMENT_URL}\\?paymentStatus=ACCEPTED&sid=`));
    const same = page.getByRole("checkbox", { name: "Same as delivery address" });
    await expect(same).toBeChecked();
    // The delivery address is shown with the box (and read out as its description).
    await expect(same).toHaveAccessibleDescription(/Level 3, 120 Collins Street/);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(PAYMENT_URL);
    const summary = page.getByRole("region", { name: "Payment", exact: true });
    await expect(summary.getByText("Visa ending in 1111")).toBeVisible();
    await expect(summary.getByText("************1111")).toBeAttached();
    await expect(summary.getByText("04/2029")).toBeVisible();
    await expect(summary.getByText("Cara Card")).toBeVisible();
    await expect(summary.getByRole("link", { name: "Change payment" })).toBeVisible();

    const cart = await getCart(buyer);
    expect(cart?.paymentType?.code).toBe("CARD");
    expect(cart?.paymentInfo).toMatchObject({ cardNumber: "************1111", accountHolderName: "Cara Card", expiryMonth: "04", expiryYear: "2029" });
  });

  test("cancel on the hosted page shows the message; a retry with a billing address of its own succeeds", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await cartReadyForPayment(buyer);
    await openAs(page, buyer, "/checkout/payment-details");

    await startCardRegistration(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`^${PAYMENT_URL}\\?paymentStatus=CANCELLED&sid=`));
    await expect(page.getByRole("alert").filter({ hasText: "Card registration failed or cancelled" })).toBeVisible();
    expect((await getCart(buyer))?.paymentInfo).toBeUndefined();

    // Retry: the choice is there again.
    await startCardRegistration(page);
    await approveCard(page, { number: MASTERCARD, name: "Carl Card" });
    await expect(page).toHaveURL(new RegExp(`^${PAYMENT_URL}\\?paymentStatus=ACCEPTED&sid=`));
    await page.getByRole("checkbox", { name: "Same as delivery address" }).uncheck();
    const address = page.getByRole("group", { name: "Billing address details" });
    await address.getByLabel("Country").selectOption("AU");
    await address.getByLabel("First name").fill("Carl");
    await address.getByLabel("Last name").fill("Card");
    await address.getByLabel("Address line 1").fill("9 Billing Lane");
    await address.getByLabel("City or suburb").fill("Geelong");
    await address.getByLabel("State or region (optional)").selectOption("AU-VIC");
    await address.getByLabel("Postcode").fill("3220");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(PAYMENT_URL);
    const summary = page.getByRole("region", { name: "Payment", exact: true });
    await expect(summary.getByText("Mastercard ending in 4444")).toBeVisible();
    await expect(summary.getByText("9 Billing Lane")).toBeVisible();
    await expect(summary.getByText("Geelong VIC 3220")).toBeVisible();

    const cart = await getCart(buyer);
    expect(cart?.paymentType?.code).toBe("CARD");
    expect(cart?.paymentInfo).toMatchObject({ cardNumber: "************4444", billingAddress: { line1: "9 Billing Lane", town: "Geelong", postalCode: "3220" } });
  });

  test("an invalid card number on the hosted page shows its error; the billing form checks its fields", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await cartReadyForPayment(buyer);
    await openAs(page, buyer, "/checkout/payment-details");

    await startCardRegistration(page);
    await approveCard(page, { number: "4111 1111 1111 1112" });
    await expect(page.getByRole("heading", { level: 2, name: "There is a problem" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Enter a valid card number/ })).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("Name on card")).toHaveValue("Cara Card");
    expect((await getCart(buyer))?.paymentInfo).toBeUndefined();

    await approveCard(page, { number: VISA });
    await expect(page).toHaveURL(new RegExp(`^${PAYMENT_URL}\\?paymentStatus=ACCEPTED&sid=`));
    // A billing address of its own must be complete.
    await page.getByRole("checkbox", { name: "Same as delivery address" }).uncheck();
    await page.getByRole("group", { name: "Billing address details" }).getByLabel("Country").selectOption("AU");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "There is a problem" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Billing address details" }).getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    expect((await getCart(buyer))?.paymentInfo).toBeUndefined();

    await page.getByRole("checkbox", { name: "Same as delivery address" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(PAYMENT_URL);
    await expect(page.getByRole("region", { name: "Payment", exact: true }).getByText("Visa ending in 1111")).toBeVisible();
    expect((await getCart(buyer))?.paymentInfo).toMatchObject({ cardNumber: "************1111" });
  });

  test("with JavaScript, leaving the billing form with unsaved changes asks first; sending it does not", { tag: "@js-only" }, async ({ page }) => {
    const buyer = buyerFor(true);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await cartReadyForPayment(buyer);
    await openAs(page, buyer, "/checkout/payment-details");
    await startCardRegistration(page);
    await approveCard(page, { number: VISA });
    await expect(page).toHaveURL(new RegExp(`^${PAYMENT_URL}\\?paymentStatus=ACCEPTED&sid=`));
    const billingUrl = page.url();
    // The billing form is server-rendered and hydrates once its chunk has arrived.
    await expect(page.locator("form.payment-billing")).toHaveAttribute("data-enhanced", "true");

    await page.getByRole("checkbox", { name: "Same as delivery address" }).uncheck();
    await page.getByRole("group", { name: "Billing address details" }).getByLabel("First name").fill("Half typed");
    const browserDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Up to here (card page, return, lazily hydrated billing form): no hydration mismatch, CSP violation or script error.
    expect(problems).toEqual([]);
    await page.getByRole("link", { name: "Uniform Store home" }).click();
    const question = page.getByRole("dialog", { name: "Unsaved changes" });
    await expect(question.getByText("You have unsaved changes on this step. Leave without saving them?")).toBeVisible();
    await question.getByRole("button", { name: "Stay on this step" }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(billingUrl);
    await expect(page.getByRole("group", { name: "Billing address details" }).getByLabel("First name")).toHaveValue("Half typed");

    // Sending the form is not leaving it.
    await page.getByRole("checkbox", { name: "Same as delivery address" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(PAYMENT_URL);
    await expect(page.getByRole("region", { name: "Payment", exact: true }).getByText("Visa ending in 1111")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Unsaved changes" })).toHaveCount(0);
    expect(browserDialogs).toEqual([]);
    // The shared modal dialog (Radix) tries to inject a <style> element, which the strict CSP blocks (it works
    // without it); anything else would be a problem of this step.
    expect(problems.filter((text) => !text.includes("Applying inline style violates"))).toEqual([]);
  });
});
