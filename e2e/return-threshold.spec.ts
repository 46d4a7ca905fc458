/**
 * Wholesale return threshold requests (issue 24; spec part 2 §7 "wholesale category and return threshold request";
 * docs/return-threshold-requests.md): the store's approver finds the requests in the approval dashboard's "Return
 * requests" tab, accepts one (the return moves on: APPROVING) and declines one with a comment (it is cancelled), each
 * through the confirmation step; an empty decline comment gives the error with the values kept; a request made through
 * the OCC API lands in the approver's pending list; a request that is not the approver's is 404 and a buyer gets the
 * forbidden page. The decision form is enhanced with JavaScript (client validation, the comment's label and counter),
 * so the decision tests run in both projects; access is one server path (no-js only). Accounts and requests are the
 * seed's per-project ones (`ws-returns-{js|nojs}@wholesale.example`, `ws-returns-approver-{js|nojs}@…`, RMAs
 * 49100111–49100114), so the projects never share a request.
 */
import { type Page } from "@playwright/test";
import { occAs } from "./checkout-api";
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { openAs, openSignedIn } from "./sessions";
import { WHOLESALE_URL } from "./urls";

const LIST = "/my-account/approval-dashboard/returns";
const detailPath = (rma: string) => `/my-account/return-request/${rma}`;
const COMMENT_REQUIRED = "Enter a comment explaining why you are declining this return request.";

/** This project's accounts and seeded requests (js: 49100111 accept / 49100113 decline; nojs: 49100112 / 49100114). */
function fixtures() {
  const js = isJavaScriptEnabled();
  const p = js ? "js" : "nojs";
  return {
    approver: `ws-returns-approver-${p}@wholesale.example`,
    buyer: `ws-returns-${p}@wholesale.example`,
    acceptRma: js ? "49100111" : "49100112",
    declineRma: js ? "49100113" : "49100114",
    /** An order of the buyer with 40 units on entry 0, for a new request over the threshold. */
    returnableOrder: js ? "28500131" : "28500132",
  };
}

interface ApiThresholdRequest {
  rma: string;
  status: "PENDING" | "ACCEPTED" | "DECLINED";
  comment?: string;
  returnRequest?: { status: string };
}

function thresholdRequestVia(approver: string, rma: string) {
  return occAs<ApiThresholdRequest>(approver, "GET", `orgUsers/current/returnThresholdRequests/${rma}`, { site: "wholesale" });
}

async function openDetail(page: Page, rma: string) {
  await openSignedIn(page, fixtures().approver, detailPath(rma), { site: "wholesale" });
  await expect(page.getByRole("heading", { level: 1, name: `Return request ${rma}` })).toBeVisible();
}

const acceptRadio = (page: Page) => page.getByRole("radio", { name: /^Accept/ });
const declineRadio = (page: Page) => page.getByRole("radio", { name: /^Decline/ });
const commentBox = (page: Page) => page.getByLabel(/^Comment/);

test.describe("wholesale return threshold requests", () => {
  test("the approver finds the pending request in the dashboard's tab, accepts it through the confirmation, and the return moves on", async ({ page }) => {
    const { approver, acceptRma } = fixtures();
    await openSignedIn(page, approver, LIST, { site: "wholesale" });
    await expect(page.getByRole("navigation", { name: "Approval lists" }).getByRole("link", { name: "Return requests" })).toHaveAttribute("aria-current", "page");
    const row = page.getByTestId(`return-request-${acceptRma}`);
    await expect(row).toContainText("12 (threshold 10)");
    await expect(row).toContainText("Pending");
    await row.getByRole("link", { name: acceptRma }).click();

    await expect(page.getByRole("heading", { level: 1, name: `Return request ${acceptRma}` })).toBeVisible();
    await expect(page.getByTestId("return-request-units")).toHaveText("12");
    await expect(page.getByTestId("return-request-threshold")).toHaveText("10 units");
    await expect(page.getByTestId("return-request-return-status")).toHaveText("Approval pending");
    await expect(page.getByTestId("return-request-items").locator("tbody tr")).not.toHaveCount(0);
    await expectJavaScriptState(page);

    await acceptRadio(page).check();
    if (isJavaScriptEnabled()) await expect(commentBox(page)).toHaveAccessibleName("Comment (optional)");
    await page.getByRole("button", { name: "Review decision" }).click();
    await expect(page).toHaveURL(`${WHOLESALE_URL}${detailPath(acceptRma)}/confirm`);
    await expect(page.getByTestId("return-threshold-confirm-summary")).toContainText(`You are about to accept return request ${acceptRma}: 12 units`);
    await page.getByRole("button", { name: "Confirm acceptance" }).click();

    await expect(page).toHaveURL(`${WHOLESALE_URL}${LIST}`);
    await expect(page.locator(".flash")).toHaveText(`Return request ${acceptRma} was accepted.`);
    const stored = await thresholdRequestVia(approver, acceptRma);
    expect(stored.status).toBe("ACCEPTED");
    expect(stored.returnRequest?.status).toBe("APPROVING");

    if (!isJavaScriptEnabled()) {
      // Back in history: the browser may show its own copy of the undecided page (documents are `private, no-cache`,
      // which a history navigation need not revalidate). Deciding again from it sends nothing twice: the detail then
      // says who decided it.
      await page.goBack();
      await expect(page).toHaveURL(`${WHOLESALE_URL}${detailPath(acceptRma)}`);
      if ((await page.getByTestId("return-request-notice").count()) === 0) {
        await acceptRadio(page).check();
        await page.getByRole("button", { name: "Review decision" }).click();
        await expect(page).toHaveURL(`${WHOLESALE_URL}${detailPath(acceptRma)}`);
      }
      await expect(page.getByTestId("return-request-notice")).toContainText("This return request has already been accepted");
      await expect(page.getByTestId("return-request-return-status")).toHaveText("Approving");
      await page.goto(`${WHOLESALE_URL}${LIST}?status=ACTIONED`);
      await expect(page.getByTestId(`return-request-${acceptRma}`)).toContainText("Accepted");
    }
  });

  test("declining needs a comment: the error keeps the values; with a comment the request is declined and the return cancelled", async ({ page }) => {
    const { approver, declineRma } = fixtures();
    await openDetail(page, declineRma);
    await declineRadio(page).check();
    if (isJavaScriptEnabled()) await expect(commentBox(page)).toHaveAccessibleName("Comment (required)");
    else await expect(commentBox(page)).toHaveAccessibleName(/required when declining/);
    await page.getByRole("button", { name: "Review decision" }).click();

    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("link", { name: COMMENT_REQUIRED })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: COMMENT_REQUIRED })).toBeVisible();
    if (isJavaScriptEnabled()) await expect(summary).toBeFocused();
    else await expect(page).toHaveTitle(/^Error: /);
    await expect(declineRadio(page)).toBeChecked();
    expect((await thresholdRequestVia(approver, declineRma)).status).toBe("PENDING");

    await commentBox(page).fill("Surplus stock goes to the Newcastle store instead.");
    await page.getByRole("button", { name: "Review decision" }).click();
    const confirm = page.getByTestId("return-threshold-confirm-summary");
    await expect(confirm).toContainText(`You are about to decline return request ${declineRma}.`);
    await expect(confirm).toContainText("Comment: Surplus stock goes to the Newcastle store instead.");
    await page.getByRole("button", { name: "Confirm decline" }).click();

    await expect(page).toHaveURL(`${WHOLESALE_URL}${LIST}`);
    await expect(page.locator(".flash")).toHaveText(`Return request ${declineRma} was declined.`);
    const stored = await thresholdRequestVia(approver, declineRma);
    expect(stored).toMatchObject({ status: "DECLINED", comment: "Surplus stock goes to the Newcastle store instead." });
    expect(stored.returnRequest?.status).toBe("CANCELED");
  });

  test("a return over the threshold made through the OCC API goes to the store's approver's pending list", { tag: "@no-js-only" }, async ({ page }) => {
    const { approver, buyer, returnableOrder } = fixtures();
    const created = await occAs<{ rma: string; status: string }>(buyer, "POST", "users/current/orderReturns", {
      site: "wholesale",
      body: { orderCode: returnableOrder, returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 12 }] },
    });
    expect(created.status).toBe("APPROVAL_PENDING");
    await openSignedIn(page, approver, LIST, { site: "wholesale" });
    const row = page.getByTestId(`return-request-${created.rma}`);
    await expect(row).toContainText(returnableOrder);
    await expect(row).toContainText("12 (threshold 10)");
  });

  test("a request that is not the approver's to decide is 404; a buyer gets the forbidden page", { tag: "@no-js-only" }, async ({ page }) => {
    const { approver, buyer, declineRma } = fixtures();
    // 49100022: buyer@wholesale.example's request, for the head office's approver (not this store's).
    await openAs(page, approver, detailPath("49100022"), { site: "wholesale" });
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("49100022")).toHaveCount(0);
    const answer = await page.request.get(`${WHOLESALE_URL}${detailPath("49100022")}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(404);

    const buyerPage = await page.context().browser()!.newPage();
    try {
      await openAs(buyerPage, buyer, detailPath(declineRma), { site: "wholesale" });
      const forbidden = await buyerPage.request.get(`${WHOLESALE_URL}${detailPath(declineRma)}`, { maxRedirects: 0 });
      expect(forbidden.status()).toBe(403);
    } finally {
      await buyerPage.close();
    }
  });
});
