/**
 * Password reset (issue 4, spec part 1 §2–§5, part 2 §4–§5), JS on and off. Every test uses its own
 * seeded account per project (backend/src/seed-data/password-reset.ts), so a reset never changes a
 * password another spec (or the other project) signs in with.
 */
import { type Page, type TestInfo } from "@playwright/test";
import { expect, expectJavaScriptState, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { resetLinkThroughBackend } from "./auth-api";
import { nextMessage, outboxIds } from "./outbox";

const MESSAGES = {
  required: "This field is required.",
  invalidEmailFormat: "This is not a valid email format.",
  emailSent: "We have sent you an e-mail with a link to reset your password.",
  smsSent: "We have sent you a text message with a link to reset your password.",
  resetSuccess: "Your password has been reset. Please sign in with your new password.",
  newLinkSent: "If the link was valid, we have sent you a new one. It expires in 30 minutes.",
  mismatch: "Passwords do not match.",
  uppercase: "Password must contain at least one uppercase letter.",
};
const ACCOUNT_LABEL = "Email address or mobile number";
const NEW_PASSWORD = "Fresh!Start2027";

/** 'js' or 'nojs': the suffix of this project's seeded accounts. */
function project(testInfo: TestInfo): "js" | "nojs" {
  return testInfo.project.name === "no-js" ? "nojs" : "js";
}

function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
}

async function ready(page: Page) {
  if (isJavaScriptEnabled()) await expectJavaScriptState(page);
}

/** Requests a reset through /resetpassword and returns the link the backend sent. */
async function requestLink(page: Page, entry: string, to: string): Promise<string> {
  const seen = await outboxIds(to);
  await page.goto("/resetpassword");
  await ready(page);
  await page.getByLabel(ACCOUNT_LABEL).fill(entry);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/resetpassword\?sent=(email|sms)$/);
  const message = await nextMessage(to, seen);
  expect(message.link).toBeTruthy();
  return message.link!;
}

test.describe("password reset", () => {
  test("full reset by e-mail: request, outbox link, new password, sign in; the used link is rejected", async ({ page }, testInfo) => {
    const email = `reset-email-${project(testInfo)}@acme.example`;
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();

    const seen = await outboxIds(email);
    await ready(page);
    await page.getByLabel(ACCOUNT_LABEL).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();

    // Mode 3, in the URL: a reload shows the same screen.
    await expect(page).toHaveURL(/\/resetpassword\?sent=email$/);
    await expect(page.getByText(MESSAGES.emailSent)).toBeVisible();
    await page.reload();
    await expect(page.getByText(MESSAGES.emailSent)).toBeVisible();

    const message = await nextMessage(email, seen);
    expect(message.channel).toBe("email");
    expect(message.subject).toBe("Reset your password");
    expect(message.link).toMatch(/\/reset\?token=[A-Za-z0-9_-]{43}&type=EMAIL$/);

    await page.goto(message.link!);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await ready(page);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset password" }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.resetSuccess)).toBeVisible();

    await signIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Riley" })).toBeVisible();

    // Single use: the same link now shows the link-expired view, without the token in the URL.
    await page.goto(message.link!);
    await expect(page).toHaveURL(/\/expired$/);
    await expect(page.getByRole("heading", { level: 1, name: "Link expired" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  });

  // The request form's enhanced submit is proven by the e-mail reset above; which channel a valid entry goes to and
  // the SMS-sent mode are the server's answer (a redirect to ?sent=sms), the same with JavaScript on or off.
  test("a request by mobile number shows the SMS-sent mode and texts a link", { tag: "@no-js-only" }, async ({ page }, testInfo) => {
    const mobile = project(testInfo) === "js" ? "+61400000101" : "+61400000102";
    const spaced = `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6, 9)} ${mobile.slice(9)}`;
    const link = await requestLink(page, spaced, mobile);
    await expect(page).toHaveURL(/\/resetpassword\?sent=sms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your phone" })).toBeVisible();
    await expect(page.getByText(MESSAGES.smsSent)).toBeVisible();
    expect(link).toMatch(/\/reset\?token=[A-Za-z0-9_-]{43}&type=SMS$/);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();

    // Confirm returns to sign-in; leaving and coming back starts again at mode 2.
    await page.goto("/resetpassword?sent=sms");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/resetpassword");
    await expect(page.getByLabel(ACCOUNT_LABEL)).toBeVisible();
  });

  test("an unknown account gets the same answer (no account enumeration)", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/resetpassword");
    await ready(page);
    await page.getByLabel(ACCOUNT_LABEL).fill("nobody-here@acme.example");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveURL(/\/resetpassword\?sent=email$/);
    await expect(page.getByText(MESSAGES.emailSent)).toBeVisible();
  });

  test("the request form checks the entry and keeps what was typed", async ({ page }) => {
    await page.goto("/resetpassword");
    await ready(page);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(errorSummary(page).getByRole("link", { name: MESSAGES.required })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);

    await page.getByLabel(ACCOUNT_LABEL).fill("someone@");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(errorSummary(page).getByRole("link", { name: MESSAGES.invalidEmailFormat })).toBeVisible();
    await expect(page.getByLabel(ACCOUNT_LABEL)).toHaveValue("someone@");
    await expect(page).toHaveURL(/\/resetpassword$/);
  });

  test("an expired e-mail link shows mode 6 and can request a new link", async ({ page }, testInfo) => {
    const p = project(testInfo);
    const email = `reset-expired-email-${p}@acme.example`;
    await page.goto(`/reset?token=demo-expired-email-token-${p}&type=EMAIL`);
    await expect(page).toHaveURL(/\/expired$/); // the token left the URL
    await expect(page.getByRole("heading", { level: 1, name: "Link expired" })).toBeVisible();
    await expect(page.getByText("Request a new link and we will e-mail it to you.")).toBeVisible();

    const seen = await outboxIds(email);
    await ready(page);
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page).toHaveURL(/\/expired\?sent=1$/);
    await expect(page.getByText(MESSAGES.newLinkSent)).toBeVisible();
    const message = await nextMessage(email, seen);
    expect(message.link).toMatch(/type=EMAIL$/);

    // The new link works.
    await page.goto(message.link!);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  });

  // The same form as mode 6 (both projects above); the SMS channel is the server's choice.
  test("an expired SMS link shows mode 8 and can request a new link", { tag: "@no-js-only" }, async ({ page }, testInfo) => {
    const p = project(testInfo);
    const mobile = p === "js" ? "+61400000111" : "+61400000112";
    await page.goto(`/reset?token=demo-expired-sms-token-${p}&type=SMS`);
    await expect(page).toHaveURL(/\/expired\?type=SMS$/);
    await expect(page.getByRole("heading", { level: 1, name: "Link expired" })).toBeVisible();
    await expect(page.getByText("Request a new link and we will text it to your mobile.")).toBeVisible();

    const seen = await outboxIds(mobile);
    await ready(page);
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page).toHaveURL(/\/expired\?type=SMS&sent=1$/);
    await expect(page.getByText(MESSAGES.newLinkSent)).toBeVisible();
    const message = await nextMessage(mobile, seen);
    expect(message.channel).toBe("sms");
    expect(message.link).toMatch(/type=SMS$/);
  });

  test("any path containing 'expired' shows the link-expired view", { tag: "@no-js-only" }, async ({ page }) => {
    for (const path of ["/expired", "/reset/expired", "/expired/link", "/link-expired"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Link expired" }), path).toBeVisible();
      await expect(page.getByRole("link", { name: "Request a new link" }), path).toBeVisible();
    }
    await page.goto("/reset");
    await expect(page.getByRole("heading", { level: 1, name: "Link expired" })).toBeVisible();
  });

  test("weak and mismatched passwords show the exact messages and keep nothing sensitive", async ({ page }, testInfo) => {
    const email = `reset-rules-${project(testInfo)}@acme.example`;
    // The link is the starting state, not the behaviour under test: requested through the backend.
    const link = await resetLinkThroughBackend(email);
    await page.goto(link);
    await ready(page);
    const password = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const submit = page.getByRole("button", { name: "Reset password" });

    await submit.click();
    await expect(errorSummary(page).getByRole("link", { name: MESSAGES.required })).toHaveCount(2);
    await expect(page).toHaveTitle(/^Error: /);

    await password.fill("weakpass1!");
    await confirm.fill("weakpass1!");
    await submit.click();
    await expect(errorSummary(page).getByRole("link", { name: MESSAGES.uppercase })).toBeVisible();
    await expect(password).toHaveValue("");
    await expect(confirm).toHaveValue("");

    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(errorSummary(page).getByRole("link", { name: MESSAGES.mismatch })).toBeVisible();
    await expect(page.locator("#reset-password-confirmPassword-error")).toContainText(MESSAGES.mismatch);
    await expect(password).toHaveValue("");
    await expect(confirm).toHaveValue("");
    expect(await page.content()).not.toContain(NEW_PASSWORD);
    // Still on the form: the failed attempts did not use the link up.
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  });

  test("keyboard only: the whole reset flow with Tab, Enter and Space", { tag: "@js-only" }, async ({ page }) => {
    const email = "reset-keyboard@acme.example";
    await page.goto("/login");
    await ready(page);

    /** Tabs until the focused element matches, like a keyboard user would. */
    async function tabTo(matches: (el: { tag: string; text: string; label: string }) => boolean, what: string) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        const el = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const input = active as HTMLInputElement | null;
          const label = input?.labels?.[0]?.textContent ?? "";
          return { tag: active?.tagName ?? "", text: active?.textContent?.trim() ?? "", label: label.trim() };
        });
        if (matches(el)) return;
      }
      throw new Error(`could not Tab to ${what}`);
    }

    await tabTo((el) => el.tag === "A" && el.text === "Forgot your password?", "the forgot-password link");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resetpassword$/);
    await ready(page);

    const seen = await outboxIds(email);
    await tabTo((el) => el.tag === "INPUT" && el.label === ACCOUNT_LABEL, "the account field");
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(page.getByText(MESSAGES.emailSent)).toBeVisible();
    const message = await nextMessage(email, seen);

    await page.goto(message.link!);
    await ready(page);
    await tabTo((el) => el.tag === "INPUT" && el.label.startsWith("New password"), "the new password");
    await page.keyboard.type("weak");
    await tabTo((el) => el.tag === "BUTTON" && el.text === "Reset password", "the submit button");
    await page.keyboard.press("Space");
    // Focus moves to the error summary.
    await expect(errorSummary(page)).toBeFocused();

    await tabTo((el) => el.tag === "INPUT" && el.label.startsWith("New password"), "the new password again");
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.resetSuccess)).toBeVisible();
  });
});
