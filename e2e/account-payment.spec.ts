/**
 * Account payment on /checkout/payment-details (issue 5; docs/checkout.md "Payment and card registration"), in both
 * projects, each with its own seeded buyer (account-pay-js@ / account-pay-nojs@acme.example). The earlier steps are
 * set up through the backend; the result is checked through the backend (GET cart). The buyer starts signed in from
 * a stored session (e2e/sessions.ts).
 */
import { addEntries, getCart } from "./checkout-api";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { cartReadyForPayment } from "./payment-helpers";
import { openAs, useSession } from "./sessions";
import { CORPORATE_URL } from "./urls";

test.describe.configure({ mode: "serial" });

const buyerFor = (js: boolean) => (js ? "account-pay-js@acme.example" : "account-pay-nojs@acme.example");

test.describe("account payment", () => {
  test("choose Account: the summary shows account, cost centre and PO number; Change payment offers the choice again", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    const ready = await cartReadyForPayment(buyer);
    await openAs(page, buyer, "/checkout/payment-details");

    const account = page.getByRole("radio", { name: /^Account/ });
    await expect(account).toBeVisible();
    await expect(page.getByText(`PO number: ${ready.purchaseOrderNumber ?? ""}`)).toBeVisible();
    await account.check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/payment-details`);
    const summary = page.getByRole("region", { name: "Payment", exact: true });
    await expect(summary.getByText("Account", { exact: true })).toBeVisible();
    await expect(summary.getByText(ready.purchaseOrderNumber ?? "E2E-PO-1", { exact: true })).toBeVisible();
    await expect(summary.getByText(new RegExp(`\\(${ready.costCenter?.code ?? ""}\\)`))).toBeVisible();
    const cart = await getCart(buyer);
    expect(cart?.paymentType?.code).toBe("ACCOUNT");
    expect(cart?.paymentInfo).toBeUndefined();

    await summary.getByRole("link", { name: "Change payment" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/checkout/payment-details?change=1`);
    await expect(page.getByRole("radio", { name: /^Account/ })).toBeChecked();
  });

  // A redirect, the same with JavaScript on and off (and no page shown): the js project opens the step above.
  test("before the earlier steps are complete, the payment step sends the buyer back", { tag: "@no-js-only" }, async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await cartReadyForPayment(buyer);
    // A new entry sends the order back through the review step (checkoutReviewed is cleared).
    await addEntries(buyer, [{ code: "POL-CL-NAVY-L", quantity: 1 }]);
    await useSession(page, buyer);
    const response = await page.request.get("/checkout/payment-details", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/checkout/review-order");
  });
});
