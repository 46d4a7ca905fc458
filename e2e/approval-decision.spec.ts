/**
 * Deciding an order (issue 7; spec part 2 §2 "Order approval", §4, §5): the approval detail, the decision form with its
 * confirmation step (WCAG 3.3.4), quantity amendment, the 'already decided' case and access. The decision and
 * confirmation forms are enhanced with JavaScript (useSubmissionForm, client validation, the reason shown on Decline,
 * the comment's counter), so their tests run in both projects; access, the double-sent POST and the checkout-placed
 * order are one server path and run in the no-js project only (e2e/README.md). Every test starts from a stored
 * session (e2e/sessions.ts). Each
 * test that changes state makes its own pending order (e2e/approval-api.ts) in its project's unit, and checks the
 * backend for what was stored. Every page visited gets the fixtures' axe check (detail and confirmation included).
 */
import { type Locator, type Page } from "@playwright/test";
import { type ApprovalAccounts, approvalAccounts } from "./approval-accounts";
import { approvalOrderVia, createPendingOrder, decideOrderVia } from "./approval-api";
import { addEntries, completeCheckoutThrough, emptyCart, placeOrder } from "./checkout-api";
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { openAs, openSignedIn } from "./sessions";
import { CORPORATE_URL } from "./urls";

const COMMENT_TOO_LONG = "Comment must be 255 characters or fewer.";
const REASON_REQUIRED = "Choose a reason for declining this order.";
const COMMENT_REQUIRED = "Enter a comment explaining why you are declining this order.";

const detailPath = (code: string) => `/my-account/approval/${code}`;

function accounts(): ApprovalAccounts {
  return approvalAccounts(test.info());
}

async function newPendingOrder() {
  const { buyer, wearer } = accounts();
  return createPendingOrder({ placedBy: buyer.uid, user: wearer.uid });
}

async function openDetail(page: Page, code: string) {
  await openSignedIn(page, accounts().approver.uid, detailPath(code));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${code}` })).toBeVisible();
}

function fieldError(page: Page, text: string) {
  return page.locator(".field__error", { hasText: text });
}

const approveRadio = (page: Page) => page.getByRole("radio", { name: "Approve" });
const declineRadio = (page: Page) => page.getByRole("radio", { name: "Decline" });
const reasonSelect = (page: Page) => page.getByLabel(/^Reason for declining/);
const commentBox = (page: Page) => page.getByLabel(/^Comment/);
const quantityInput = (page: Page, entryNumber: number) => page.locator(`input[name="quantity-${entryNumber}"]`);
const totalRow = (page: Page) => page.getByTestId("approval-totals").locator(".cart-totals__row--total dd");

/** Presses Tab until `target` has focus (at most 60 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("approval detail and decision", () => {
  test("the detail shows the order, the wearer, the limit; approve with a comment → confirmation → dashboard flash → actioned", async ({ page }) => {
    const { approver, buyer, wearer } = accounts();
    const order = await newPendingOrder();
    await openDetail(page, order.code);

    await expect(page.getByTestId("approval-status")).toHaveText("Pending approval");
    await expect(page.getByTestId("approval-placed-by")).toHaveText(buyer.name);
    await expect(page.getByTestId("approval-limit")).toHaveText("Order total above the purchase limit of $50.00 per order");
    await expect(page.getByTestId("approval-wearer-name")).toHaveText(wearer.name);
    await expect(page.getByText(wearer.employeeId, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Recent orders of this wearer" })).toBeVisible();
    await expect(page.getByTestId("approval-entry-0").getByTestId("entry-ordered")).toHaveText("2");
    await expect(page.getByTestId("approval-entry-1").getByTestId("entry-ordered")).toHaveText("3");
    await expect(totalRow(page)).toHaveText(order.totalPriceWithTax.formattedValue);
    if (!isJavaScriptEnabled()) await expect(commentBox(page)).toHaveAccessibleName(/required when declining/);

    await approveRadio(page).check();
    if (isJavaScriptEnabled()) {
      await expect(reasonSelect(page)).toBeHidden();
      await expect(commentBox(page)).toHaveAccessibleName("Comment (optional)");
    }
    await commentBox(page).fill("Approved for the new starters.");
    if (isJavaScriptEnabled()) await expect(page.getByText("You have 225 characters left")).toBeVisible();
    await page.getByRole("button", { name: "Review decision" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}${detailPath(order.code)}/confirm`);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your decision" })).toBeVisible();
    await expect(page.getByTestId("approval-confirm-summary")).toContainText(
      `You are about to approve order ${order.code} for ${order.totalPriceWithTax.formattedValue}.`,
    );
    await expect(page.getByTestId("approval-confirm-summary")).toContainText("Comment: Approved for the new starters.");
    await page.getByRole("button", { name: "Confirm approval" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/approval-dashboard`);
    await expect(page.locator(".flash")).toHaveText(`Order ${order.code} was approved.`);
    const stored = await approvalOrderVia(approver.uid, order.code);
    expect(stored.status).toBe("APPROVED");
    expect(stored.approval).toMatchObject({ decision: "APPROVE", comment: "Approved for the new starters.", approver: { uid: approver.uid } });

    await page.getByRole("link", { name: "Actioned orders" }).click();
    await expect(page).toHaveURL(/\/my-account\/approval-dashboard\/actioned/);
    await expect(page.getByRole("link", { name: order.code })).toBeVisible();
    await expectJavaScriptState(page);
  });

  test("decline without a reason or comment shows both errors and keeps the input; Change decision keeps the values; decline with a reason and a comment", async ({ page }) => {
    const { approver } = accounts();
    const order = await newPendingOrder();
    await openDetail(page, order.code);
    await quantityInput(page, 1).fill("2");
    await declineRadio(page).check();
    if (isJavaScriptEnabled()) {
      await expect(reasonSelect(page)).toHaveAccessibleName("Reason for declining (required)");
      await expect(commentBox(page)).toHaveAccessibleName("Comment (required)");
    }
    await page.getByRole("button", { name: "Review decision" }).click();

    const summary = page.locator(".error-summary");
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: REASON_REQUIRED })).toBeVisible();
    await expect(summary.getByRole("link", { name: COMMENT_REQUIRED })).toBeVisible();
    await expect(fieldError(page, REASON_REQUIRED)).toBeVisible();
    await expect(fieldError(page, COMMENT_REQUIRED)).toBeVisible();
    if (isJavaScriptEnabled()) await expect(summary).toBeFocused();
    else await expect(page).toHaveTitle(/^Error: /);
    await expect(declineRadio(page)).toBeChecked();
    await expect(quantityInput(page, 1)).toHaveValue("2");

    // Fix it, review, then change the decision from the confirmation: every value comes back.
    await reasonSelect(page).selectOption({ label: "Wrong size ordered" });
    await commentBox(page).fill("Sizes are wrong.");
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.getByTestId("approval-confirm-summary")).toContainText("Reason: Wrong size ordered");
    await page.getByRole("link", { name: "Change decision" }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath(order.code)}(#.*)?$`));
    await expect(declineRadio(page)).toBeChecked();
    await expect(reasonSelect(page)).toHaveValue("WRONG_SIZE");
    await expect(commentBox(page)).toHaveValue("Sizes are wrong.");
    expect((await approvalOrderVia(approver.uid, order.code)).status).toBe("PENDING_APPROVAL");

    // Decline with a reason and a comment (was its own test, 'decline with a reason and a comment').
    await reasonSelect(page).selectOption({ label: "Over budget" });
    await commentBox(page).fill("Please order these next quarter.");
    await page.getByRole("button", { name: "Review decision" }).click();
    const confirmSummary = page.getByTestId("approval-confirm-summary");
    await expect(confirmSummary).toContainText(`You are about to decline order ${order.code}.`);
    await expect(confirmSummary).toContainText("Reason: Over budget");
    await expect(confirmSummary).toContainText("Comment: Please order these next quarter.");
    await page.getByRole("button", { name: "Confirm decline" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/approval-dashboard`);
    await expect(page.locator(".flash")).toHaveText(`Order ${order.code} was declined.`);
    const stored = await approvalOrderVia(approver.uid, order.code);
    expect(stored.status).toBe("REJECTED");
    expect(stored.approval).toMatchObject({ decision: "REJECT", reasonCode: "BUDGET", comment: "Please order these next quarter." });
  });

  test("a 256-character comment is rejected with a clear message and kept; 255 is fine", async ({ page }) => {
    const order = await newPendingOrder();
    await openDetail(page, order.code);
    await declineRadio(page).check();
    await reasonSelect(page).selectOption({ label: "Other" });
    await commentBox(page).fill("x".repeat(256));
    if (isJavaScriptEnabled()) await expect(page.getByText("You have 1 character too many")).toBeVisible();
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.locator(".error-summary").getByRole("link", { name: COMMENT_TOO_LONG })).toBeVisible();
    await expect(fieldError(page, COMMENT_TOO_LONG)).toBeVisible();
    await expect(commentBox(page)).toHaveValue("x".repeat(256));
    await expect(reasonSelect(page)).toHaveValue("OTHER");

    await commentBox(page).fill("x".repeat(255));
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your decision" })).toBeVisible();
  });

  test("approving with every quantity 0 is refused; amend a quantity: Update total shows the backend's new total, keeps the values; approving confirms the amendment", async ({ page }) => {
    const { approver } = accounts();
    const order = await newPendingOrder();
    await openDetail(page, order.code);

    // Every quantity 0 cannot be approved (decline instead) — was its own test, 'approving with every quantity 0 is refused'.
    await quantityInput(page, 0).fill("0");
    await quantityInput(page, 1).fill("0");
    await approveRadio(page).check();
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.locator(".error-summary")).toContainText("To approve, keep at least one item with an approved quantity above 0");
    await expect(quantityInput(page, 0)).toHaveValue("0");
    await quantityInput(page, 1).fill("3");

    await approveRadio(page).check();
    await commentBox(page).fill("One polo only.");
    await quantityInput(page, 0).fill("5");
    await page.getByRole("button", { name: "Update total" }).click();
    await expect(fieldError(page, "The approved quantity cannot be more than the 2 ordered.")).toBeVisible();

    await quantityInput(page, 0).fill("1");
    await page.getByRole("button", { name: "Update total" }).click();
    await expect(page.locator(".flash")).toHaveText("The total was updated with the approved quantities.");
    const amended = await approvalOrderVia(approver.uid, order.code);
    expect(amended.entries.find((entry) => entry.entryNumber === 0)?.approvedQuantity).toBe(1);
    expect(amended.totalPriceWithTax.value).toBeLessThan(order.totalPriceWithTax.value);
    await expect(totalRow(page)).toHaveText(amended.totalPriceWithTax.formattedValue);
    await expect(quantityInput(page, 0)).toHaveValue("1");
    await expect(approveRadio(page)).toBeChecked();
    await expect(commentBox(page)).toHaveValue("One polo only.");

    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.getByTestId("approval-confirm-summary")).toContainText(
      `You are about to approve order ${order.code} for ${amended.totalPriceWithTax.formattedValue}.`,
    );
    await expect(page.getByTestId("approval-confirm-amended")).toContainText("1 of 2 approved");
    await page.getByRole("button", { name: "Confirm approval" }).click();
    await expect(page.locator(".flash")).toHaveText(`Order ${order.code} was approved.`);
    const stored = await approvalOrderVia(approver.uid, order.code);
    expect(stored.status).toBe("APPROVED");
    expect(stored.entries.find((entry) => entry.entryNumber === 0)?.approvedQuantity).toBe(1);
    expect(stored.totalPriceWithTax.value).toBe(amended.totalPriceWithTax.value);
  });

  test("a second decision changes nothing: decided in another tab, and a resubmitted Confirm", async ({ page }) => {
    const { approver } = accounts();
    const order = await newPendingOrder();
    await openDetail(page, order.code);
    await approveRadio(page).check();
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.getByRole("button", { name: "Confirm approval" })).toBeVisible();
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();

    // Another tab (or approver) declines it meanwhile.
    await decideOrderVia(approver.uid, { orderCode: order.code, decision: "REJECT", reasonCode: "DUPLICATE", comment: "Duplicate of another order." });
    await page.getByRole("button", { name: "Confirm approval" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${detailPath(order.code)}`);
    await expect(page.getByTestId("approval-notice")).toHaveText(new RegExp(`^This order has already been declined by ${approver.name} on .+\\.$`));
    await expect(page.getByRole("button", { name: "Review decision" })).toHaveCount(0);
    await expect(page.getByTestId("approval-record-decision")).toHaveText("Declined");
    await expect(page.getByTestId("approval-status")).toHaveText("Rejected");
    const stored = await approvalOrderVia(approver.uid, order.code);
    expect(stored.status).toBe("REJECTED");

    // The confirmation's POST sent again (history, a second tab): still nothing changes.
    const resent = await page.request.post(`${detailPath(order.code)}/confirm`, { form: { csrf, intent: "confirm" } });
    expect(resent.url()).toBe(`${CORPORATE_URL}${detailPath(order.code)}`);
    expect(await resent.text()).toContain("This order has already been declined");
    expect(await approvalOrderVia(approver.uid, order.code)).toMatchObject({ status: "REJECTED", approval: { decidedAt: stored.approval?.decidedAt } });
  });

  test("a double-sent Confirm makes one decision", { tag: "@no-js-only" }, async ({ page }) => {
    const { approver } = accounts();
    const order = await newPendingOrder();
    await openDetail(page, order.code);
    await approveRadio(page).check();
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page.getByRole("button", { name: "Confirm approval" })).toBeVisible();
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    // Two POSTs with the same session (the same draft and key) at once: the backend answers the second with the first.
    const [first, second] = await Promise.all([
      page.request.post(`${detailPath(order.code)}/confirm`, { form: { csrf, intent: "confirm" }, maxRedirects: 0 }),
      page.request.post(`${detailPath(order.code)}/confirm`, { form: { csrf, intent: "confirm" }, maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    const locations = [first.headers().location, second.headers().location];
    expect(locations).toEqual(["/my-account/approval-dashboard", "/my-account/approval-dashboard"]);
    const stored = await approvalOrderVia(approver.uid, order.code);
    expect(stored.status).toBe("APPROVED");
  });

  for (const who of ["buyer", "wearer"] as const) {
    test(`a ${who} gets the forbidden page for the detail and the confirmation, and a direct POST changes nothing`, { tag: "@no-js-only" }, async ({ page }) => {
      const all = accounts();
      const order = await newPendingOrder();
      await openAs(page, all[who].uid, detailPath(order.code));
      await expect(page).toHaveURL(`${CORPORATE_URL}${detailPath(order.code)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
      await expectJavaScriptState(page);
      const confirmPage = await page.goto(`${detailPath(order.code)}/confirm`);
      expect(confirmPage?.status()).toBe(403);

      // A valid CSRF token (the sign-out page's form), so the 403 comes from the role check, not the token.
      await page.goto("/logout");
      const csrf = await page.locator('input[name="csrf"]').first().inputValue({ timeout: 5_000 });
      for (const [path, form] of [
        [detailPath(order.code), { csrf, decision: "APPROVE", intent: "review", "ordered-0": "2", "quantity-0": "2", "ordered-1": "3", "quantity-1": "3" }],
        [detailPath(order.code), { csrf, intent: "amend", "ordered-0": "2", "quantity-0": "1", "ordered-1": "3", "quantity-1": "3" }],
        [`${detailPath(order.code)}/confirm`, { csrf, intent: "confirm" }],
      ] as const) {
        const response = await page.request.post(path, { form, maxRedirects: 0 });
        expect(response.status(), `${who} POST ${path}`).toBe(403);
      }
      const stored = await approvalOrderVia(all.approver.uid, order.code);
      expect(stored.status).toBe("PENDING_APPROVAL");
      expect(stored.entries.every((entry) => entry.approvedQuantity === undefined || entry.approvedQuantity === null || entry.approvedQuantity === entry.quantity)).toBe(true);
    });
  }

  test("an order the buyer places through checkout above AUD 50 waits in the approver's pending list", { tag: "@no-js-only" }, async ({ page }) => {
    const { buyer } = accounts();
    await emptyCart(buyer.uid);
    const cart = await addEntries(buyer.uid, [{ code: "POL-CL-NAVY-M", quantity: 2 }]);
    await completeCheckoutThrough(buyer.uid, "paymentAccount");
    const placed = await placeOrder(buyer.uid, cart.code);
    expect(placed.status).toBe("PENDING_APPROVAL");

    await openSignedIn(page, accounts().approver.uid, "/my-account/approval-dashboard");
    await expect(page.getByRole("link", { name: placed.code })).toBeVisible();
    await page.getByRole("link", { name: placed.code }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${placed.code}` })).toBeVisible();
    await expect(page.getByTestId("approval-limit")).toHaveText("Order total above the purchase limit of $50.00 per order");
  });

  test("keyboard only: approve an order without the mouse", { tag: "@js-only" }, async ({ page }) => {
    const order = await newPendingOrder();
    await openDetail(page, order.code);
    await tabTo(page, approveRadio(page));
    await page.keyboard.press("Space");
    await expect(approveRadio(page)).toBeChecked();
    await tabTo(page, commentBox(page));
    await page.keyboard.type("Keyboard approval.");
    await tabTo(page, page.getByRole("button", { name: "Review decision" }));
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("button", { name: "Confirm approval" });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm);
    await page.keyboard.press("Enter");
    await expect(page.locator(".flash")).toHaveText(`Order ${order.code} was approved.`);
    expect((await approvalOrderVia(accounts().approver.uid, order.code)).status).toBe("APPROVED");
  });
});
