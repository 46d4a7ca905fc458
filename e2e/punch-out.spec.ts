/**
 * Punch-out entry, Cancel requisition (issue 4) and Transfer cart (issue 18; docs/punch-out-and-proxy.md), in both
 * projects. A sid starts its session once, within five minutes (issue 21): every test asks the e2e backend's dev
 * endpoint for a session of its own. The transfer tests use one punch-out
 * buyer per project (punchout.js@ / punchout.nojs@acme.example), so the projects never share a cart. Every test enters
 * through the real punch-out URL (a session from the procurement system, not the sign-in form). Entry, session end and
 * loading pages are server renders (redirects and plain pages): @no-js-only; the js project enters through the same URL
 * in the Cancel requisition and Transfer cart tests, whose JS paths differ (a dialog, an automatic return).
 */
import { type Page } from "@playwright/test";
import { newPunchOutSid } from "./auth-api";
import { addThroughBackend, resetCart, stockedVariant } from "./cart-helpers";
import { expect, expectJavaScriptState, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { accountMenuToggle, banner } from "./shell-helpers";
import { BACKEND_URL, CORPORATE_URL } from "./urls";

const ENDED = "Your punch-out session has ended. Return to your procurement system to start a new requisition.";
const CANCELLED = "Your requisition was cancelled and returned to your procurement system empty.";

/** A fresh punch-out session (e2e/auth-api.ts), by default for punchout@acme.example. */
const newSid = (status: "active" | "pending" = "active", userId?: string, buyerCookie?: string) => newPunchOutSid({ status, userId, buyerCookie });

async function expectPunchOutShell(page: Page) {
  // /orderUniform redirects to the pack list (issue 8).
  await expect(page).toHaveURL(`${CORPORATE_URL}/packList`);
  await expect(page.getByRole("heading", { level: 1, name: "Uniform packs" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Cancel requisition" })).toBeVisible();
  await expect(accountMenuToggle(page)).toHaveCount(0);
  await expect(banner(page).getByRole("link", { name: "Log out" })).toHaveCount(0);
}

async function expectSessionEnd(page: Page) {
  await expect(page).toHaveURL(`${CORPORATE_URL}/punchout-session-end`);
  await expect(page.getByRole("heading", { level: 1, name: "Punch-out session ended" })).toBeVisible();
  await expect(page.getByText(ENDED)).toBeVisible();
}

test.describe("punch-out entry", { tag: "@no-js-only" }, () => {
  test("a valid sid lands signed in, with 'Cancel requisition' and without My Account; the sid works once", async ({ page, browser }) => {
    const sid = await newSid();
    await page.goto(`/punchout/cxml/session?sid=${sid}`);
    await expectPunchOutShell(page);
    // Signed in: a guarded page opens without a sign-in detour.
    await page.goto("/orderUniform");
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList`);
    await expectJavaScriptState(page);
    // Replayed (issue 21): the same link in another browser signs nobody in.
    const other = await browser.newContext({ javaScriptEnabled: false, baseURL: CORPORATE_URL });
    try {
      const replay = await other.newPage();
      await replay.goto(`/punchout/cxml/session?sid=${sid}`);
      await expectSessionEnd(replay);
      await replay.goto("/orderUniform");
      await expect(replay).toHaveURL(/\/login\?redirectTo=%2ForderUniform$/);
    } finally {
      await other.close();
    }
  });

  test("an unknown sid, an expired sid and a missing sid each end on the session-end page, signed out", async ({ page }) => {
    for (const sid of ["no-such-sid", "expired-punchout-sid", ""]) {
      await page.goto(sid ? `/punchout/cxml/session?sid=${sid}` : "/punchout/cxml/session");
      await expectSessionEnd(page);
      await expect(accountMenuToggle(page), `sid '${sid}'`).toHaveCount(0);
      // Not signed in.
      await page.goto("/orderUniform");
      await expect(page, `sid '${sid}'`).toHaveURL(/\/login\?redirectTo=%2ForderUniform$/);
    }
  });

  test("a session not set up yet shows the loading text and stays; /punchout-loading is plain HTML with a status", async ({ page }) => {
    const sid = await newSid("pending");
    for (const target of ["/punchout/cxml/session?sid=pending-punchout-sid", `/punchout/cxml/session?sid=${sid}`]) {
      await page.goto(target);
      await expect(page).toHaveURL(`${CORPORATE_URL}${target}`);
      const status = page.getByRole("status").filter({ hasText: "Loading your requisition" });
      await expect(status.getByRole("heading", { level: 1, name: "Loading your requisition" })).toBeVisible();
      await expect(status.getByText("This may take a few moments. Please leave this browser window open.")).toBeVisible();
      await expect(status.getByText(/has not finished setting up this session yet/)).toBeVisible();
    }
    await page.goto("/punchout-loading");
    await expect(page.getByRole("status").getByRole("heading", { level: 1, name: "Loading your requisition" })).toBeVisible();
  });
});

// Issue 21 hole 5: a sign-in link (here a punch-out sid) arriving while someone else is signed in never replaces
// that session silently. Both projects: the confirmation page is a screen of its own (the js project proves it hydrates).
test.describe("signing in over a session", () => {
  test("a punch-out link while signed in asks first: 'Stay signed in' keeps the session, 'Continue as' switches", async ({ page }) => {
    await signIn(page, "wearer@acme.example");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();

    await page.goto(`/punchout/cxml/session?sid=${await newSid()}`);
    await expect(page).toHaveURL(`${CORPORATE_URL}/confirm-sign-in`);
    await expect(page.getByRole("heading", { level: 1, name: "Continue as Priya Shah?" })).toBeVisible();
    await expect(page.getByText("You are signed in as Wendy Walker.")).toBeVisible();
    await expectJavaScriptState(page);
    await page.getByRole("link", { name: "Stay signed in as Wendy Walker" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();

    await page.goto(`/punchout/cxml/session?sid=${await newSid()}`);
    await page.getByRole("button", { name: "Continue as Priya Shah" }).click();
    await expectPunchOutShell(page);
  });
});

test.describe("Cancel requisition", () => {
  test("ends the punch-out session on the session-end page and signs the user out", async ({ page }, testInfo) => {
    const sid = await newSid();
    await page.goto(`/punchout/cxml/session?sid=${sid}`);
    await expectPunchOutShell(page);

    const headerLink = banner(page).getByRole("link", { name: "Cancel requisition" });
    if (isJavaScriptEnabled(testInfo)) {
      await expectJavaScriptState(page, testInfo);
      await headerLink.click();
      const dialog = page.getByRole("dialog", { name: "Cancel requisition" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/Are you sure you want to cancel this requisition\?/)).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel requisition" }).click();
    } else {
      await headerLink.click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/logout`);
      await expect(page.getByRole("heading", { level: 1, name: "Cancel requisition" })).toBeVisible();
      await page.getByRole("button", { name: "Cancel requisition" }).click();
    }

    await expectSessionEnd(page);
    await expect(page.getByText(CANCELLED)).toBeVisible();
    await page.goto("/orderUniform");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2ForderUniform$/);
    // The session is over on the backend too.
    await page.goto(`/punchout/cxml/session?sid=${sid}`);
    await expectSessionEnd(page);
  });
});

test.describe("Transfer cart", () => {
  test("punch-out entry → add two items → Transfer cart → the procurement system lists them; the session is over", async ({ page }, testInfo) => {
    const js = isJavaScriptEnabled(testInfo);
    const buyer = `punchout.${js ? "js" : "nojs"}@acme.example`;
    const cookie = `e2e-${js ? "js" : "nojs"}-${Date.now()}`;
    const [sid, polo, cap] = await Promise.all([newSid("active", buyer, cookie), stockedVariant("POL-CL"), stockedVariant("CAP-CL"), resetCart(buyer)]);

    await page.goto(`/punchout/cxml/session?sid=${sid}`);
    await expectPunchOutShell(page);
    // The requisition's items, through the backend (adding from the product page is the cart specs' behaviour).
    await addThroughBackend(buyer, polo.code, 2);
    await addThroughBackend(buyer, cap.code, 1);

    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveCount(0);
    if (js) await expectJavaScriptState(page, testInfo);
    await page.getByRole("button", { name: "Transfer cart" }).click();

    if (!js) {
      // Without JavaScript the transfer page waits for the button.
      await expect(page).toHaveURL(`${CORPORATE_URL}/punchout/requisition`);
      await expect(page.getByRole("heading", { level: 1, name: "Return to your procurement system" })).toBeVisible();
      await page.getByRole("button", { name: "Return to your procurement system" }).click();
    }
    // The demo procurement system (the backend) received the cXML and lists the requisition.
    await expect(page).toHaveURL(`${BACKEND_URL}/dev/procurement/punchout`);
    await expect(page.getByRole("heading", { level: 1, name: "Requisition received" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(`2 lines, 3 units, total AUD ${(polo.price * 2 + cap.price).toFixed(2)}.`);
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: polo.code })).toContainText(/Classic Polo.*2\s*EA/s);
    await expect(rows.filter({ hasText: cap.code })).toContainText(/Classic Cap.*1\s*EA/s);
    await expect(page.getByText(cookie)).toBeVisible();

    // The punch-out session has ended: in the storefront (signed out) and on the backend.
    await page.goto(`${CORPORATE_URL}/orderUniform`);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2ForderUniform$/);
    await page.goto(`${CORPORATE_URL}/punchout/cxml/session?sid=${sid}`);
    await expectSessionEnd(page);
  });
});
