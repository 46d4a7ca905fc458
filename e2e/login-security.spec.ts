/**
 * Login & Security (issue 25; docs/login-security.md), JS on and off: the change-password and change-e-mail forms,
 * their rules' messages, a change that ends every session (an old session in another browser is signed out) and the
 * sign-in with the new password or address; the page only for users with showLoginPreferencePage; the header's mini
 * login for anonymous visitors. Every account that changes is its own per project (backend/src/seed-data/account-security.ts).
 */
import { type Locator, type Page, type TestInfo, request } from "@playwright/test";
import { expect, expectJavaScriptState, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { signInOverHttp } from "./http-sessions";
import { openAs } from "./sessions";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

const PAGE = "/my-account/login-security";
const PASSWORD = "Uniform!2026";
const MESSAGES = {
  required: "This field is required.",
  min: "Password must be at least 6 characters.",
  max: "Password must be 128 characters or fewer.",
  uppercase: "Password must contain at least one uppercase letter.",
  digit: "Password must contain at least one number.",
  special: "Password must contain at least one special character.",
  repeated: "Password must not contain the same character twice in a row.",
  mismatch: "Passwords do not match.",
  same: "The new password must be different from the old password.",
  oldIncorrect: "Old password incorrect.",
  invalidEmailFormat: "This is not a valid email format.",
  invalidEmail: "Please enter a valid email.",
  emailsMismatch: "Email addresses do not match.",
  emailTaken: "An account with this e-mail address already exists.",
  passwordIncorrect: "Password entered is not valid.",
  passwordUpdated: "Password updated with success. Please sign in with your new password.",
  emailUpdated: (email: string) => `Success. Please sign in with ${email}`,
  sessionExpired: "Your session has expired. Please login again.",
};

const project = (testInfo: TestInfo): "js" | "nojs" => (testInfo.project.name === "no-js" ? "nojs" : "js");

const passwordForm = (page: Page) => page.locator("#change-password");
const emailForm = (page: Page) => page.locator("#change-email");
const summary = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });

async function ready(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Login & Security" })).toBeVisible();
  if (isJavaScriptEnabled()) await expectJavaScriptState(page);
}

async function submitPassword(page: Page, values: { old?: string; next?: string; confirm?: string }) {
  const form = passwordForm(page);
  await form.getByLabel("Old password").fill(values.old ?? "");
  await form.getByLabel("New password", { exact: true }).fill(values.next ?? "");
  await form.getByLabel("Confirm new password").fill(values.confirm ?? "");
  await form.getByRole("button", { name: "Change password" }).click();
}

/** The message shown next to a field (the error above the input, GOV.UK order) and in the summary. */
async function expectFieldError(page: Page, form: Locator, label: string, message: string, exact = false) {
  await expect(form.locator(".field--error").filter({ has: page.getByLabel(label, { exact }) })).toContainText(message);
  await expect(summary(page)).toContainText(message);
}

test.describe("Login & Security", () => {
  test("the change-password form gives each rule's message; a wrong old password gets 'Old password incorrect.'", async ({ page }, testInfo) => {
    await openAs(page, `login-security-${project(testInfo)}@acme.example`, PAGE);
    await ready(page);
    const form = passwordForm(page);

    await submitPassword(page, {});
    for (const label of ["Old password", "New password", "Confirm new password"]) await expectFieldError(page, form, label, MESSAGES.required, true);

    const rules: [string, string][] = [
      ["Ab1!c", MESSAGES.min],
      [`Ab1!${"xy".repeat(63)}`, MESSAGES.max],
      ["abc1!x", MESSAGES.uppercase],
      ["Abcd!x", MESSAGES.digit],
      ["Abcd1x", MESSAGES.special],
      ["Abb1!x", MESSAGES.repeated],
      [PASSWORD, MESSAGES.same],
    ];
    for (const [next, message] of rules) {
      await submitPassword(page, { old: PASSWORD, next, confirm: next });
      await expectFieldError(page, form, "New password", message, true);
    }
    await submitPassword(page, { old: PASSWORD, next: "Fresh!Pw9", confirm: "Fresh!Pw8" });
    await expectFieldError(page, form, "Confirm new password", MESSAGES.mismatch);
    // Passwords are never kept.
    await expect(form.getByLabel("Old password")).toHaveValue("");

    // Only the backend knows the old password.
    await submitPassword(page, { old: "Wrong!Pass1", next: "Fresh!Pw9", confirm: "Fresh!Pw9" });
    await expectFieldError(page, form, "Old password", MESSAGES.oldIncorrect);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test("the change-e-mail form: required, the e-mail texts, matching, a taken address, a wrong password", async ({ page }, testInfo) => {
    await openAs(page, `login-security-${project(testInfo)}@acme.example`, PAGE);
    await ready(page);
    const form = emailForm(page);
    const submit = async (newEmail: string, confirmEmail: string, password: string) => {
      await form.getByLabel("New e-mail address", { exact: true }).fill(newEmail);
      await form.getByLabel("Confirm new e-mail address").fill(confirmEmail);
      await form.getByLabel("Password", { exact: true }).fill(password);
      await form.getByRole("button", { name: "Change e-mail address" }).click();
    };
    await submit("", "", "");
    await expectFieldError(page, form, "New e-mail address", MESSAGES.required, true);
    await expectFieldError(page, form, "Password", MESSAGES.required, true);
    await submit("not-an-email", "nope@", PASSWORD);
    await expectFieldError(page, form, "New e-mail address", MESSAGES.invalidEmailFormat, true);
    await expectFieldError(page, form, "Confirm new e-mail address", MESSAGES.invalidEmail);
    await submit("someone@acme.example", "someone.else@acme.example", PASSWORD);
    await expectFieldError(page, form, "Confirm new e-mail address", MESSAGES.emailsMismatch);
    await submit("admin@acme.example", "admin@acme.example", PASSWORD);
    await expectFieldError(page, form, "New e-mail address", MESSAGES.emailTaken, true);
    // What was typed stays; the password never does.
    await expect(form.getByLabel("New e-mail address", { exact: true })).toHaveValue("admin@acme.example");
    await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
    await submit("fresh.address@acme.example", "fresh.address@acme.example", "Wrong!Pass1");
    await expectFieldError(page, form, "Password", MESSAGES.passwordIncorrect, true);
  });

  test("a new password signs the user out everywhere; they sign in with the new one", async ({ page }, testInfo) => {
    const email = `password-change-${project(testInfo)}@acme.example`;
    const newPassword = "Changed!Pw26";
    // An old session: another browser, signed in before the change.
    const other = await request.newContext({ baseURL: CORPORATE_URL });
    await signInOverHttp(other, CORPORATE_URL, email);
    expect((await other.get("/my-account")).url()).toContain("/my-account");

    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(PAGE);
    await ready(page);
    await submitPassword(page, { old: PASSWORD, next: newPassword, confirm: newPassword });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText(MESSAGES.passwordUpdated);

    // The other browser's session ended too.
    const hops: string[] = [];
    let stale = await other.get("/my-account", { maxRedirects: 0 });
    for (let hop = 0; hop < 6 && stale.status() >= 300 && stale.status() < 400; hop++) {
      const location = stale.headers()["location"] ?? "";
      hops.push(`${stale.status()} ${location} ${stale.headers()["set-cookie"] ? "(cookie)" : ""}`);
      stale = await other.get(location, { maxRedirects: 0 });
    }
    expect(stale.status(), hops.join(" → ")).toBe(200);
    expect(new URL(stale.url()).pathname, hops.join(" → ")).toBe("/login");
    expect(await stale.text()).toContain(MESSAGES.sessionExpired);
    await other.dispose();

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(PAGE);
    await ready(page);
  });

  test("a new e-mail address signs the user out; they sign in with the new address", async ({ page }, testInfo) => {
    const email = `email-change-${project(testInfo)}@acme.example`;
    const newEmail = `email-changed-${project(testInfo)}@acme.example`;
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(PAGE);
    await ready(page);
    await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();
    const form = emailForm(page);
    await form.getByLabel("New e-mail address", { exact: true }).fill(newEmail);
    await form.getByLabel("Confirm new e-mail address").fill(newEmail);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText(MESSAGES.emailUpdated(newEmail));

    await signIn(page, newEmail);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(PAGE);
    await ready(page);
    await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  });

  test("only users with showLoginPreferencePage get the menu entry and the page", { tag: "@no-js-only" }, async ({ page }) => {
    await openAs(page, "buyer@acme.example", "/my-account");
    await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Login & Security" })).toHaveAttribute("href", PAGE);

    await page.context().clearCookies();
    await openAs(page, "wearer@acme.example", "/my-account");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login & Security" })).toHaveCount(0);
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(404);
  });

  test("keyboard only: change the password, correcting a mismatch", { tag: "@js-only" }, async ({ page }) => {
    const email = "password-keyboard-js@acme.example";
    const newPassword = "Keyed!Pw26";
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(PAGE);
    await ready(page);
    const form = passwordForm(page);
    const old = form.getByLabel("Old password");

    /** Presses Tab until `target` has focus (from wherever focus is). */
    async function tabTo(target: Locator) {
      for (let presses = 0; presses < 80; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error("Tab never reached the field");
    }

    await tabTo(old);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keyed!Pw27");
    await page.keyboard.press("Enter");
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(MESSAGES.mismatch);

    await tabTo(old);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Tab");
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Change password" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText(MESSAGES.passwordUpdated);
    await signIn(page, email, newPassword);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("anonymous visitors get the mini login: Sign In / Register on the corporate site, Sign In only on wholesale", { tag: "@no-js-only" }, async ({ page }) => {
    // Anonymous visitors land on sign-in from the home page; the public pages (help, search) have the full header.
    await page.goto(`${CORPORATE_URL}/faq`);
    const header = page.getByRole("banner");
    await expect(header.getByText("Welcome")).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=%2Ffaq");
    await header.getByRole("link", { name: "Register" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "How do I register?" })).toBeVisible();

    await page.goto(`${WHOLESALE_URL}/faq`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Register" })).toHaveCount(0);
  });
});
