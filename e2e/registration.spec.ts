import { type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { nextMessage, outboxIds } from "./outbox";
import { errorSummary } from "./registration-helpers";
import { openAs } from "./sessions";
import { banner } from "./shell-helpers";
import { WHOLESALE_URL } from "./urls";

const PASSWORD = "Fresh-start9!";
const LIMIT = /^You have reached the limit of sending verification code\. Please wait \d+ seconds before retrying or use a different email address\.$/;

async function hydrated(page: Page) {
  if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function fillRegistration(page: Page, values: { email: string; password?: string; confirm?: string; terms?: boolean }) {
  await page.getByLabel("Title (optional)").selectOption("ms");
  await page.getByLabel("First name").fill("Rita");
  await page.getByLabel("Last name").fill("Registrant");
  await page.getByLabel("Email address").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password ?? PASSWORD);
  await page.getByLabel("Confirm password").fill(values.confirm ?? values.password ?? PASSWORD);
  const terms = page.getByLabel("I accept the terms and conditions");
  if (values.terms ?? true) await terms.check();
  else await terms.uncheck();
}

test.describe("registration by code", () => {
  test("a valid code opens the form at /register/{code}, the address bar unchanged; the code is e-mailed, checked, and the new user is onboarded", async ({ page }, testInfo) => {
    const email = `rita.${testInfo.project.name}.${Date.now()}@register.example`;
    const formUrl = /\/register\/WELCOME2026$/;

    const response = await page.goto("/register/WELCOME2026");
    // The form is the code URL's own page: no redirect on the way.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(formUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(banner(page)).toHaveAttribute("data-header", "minimal");
    await hydrated(page);
    // The terms the checkbox accepts can be read in a new tab.
    await expect(page.getByRole("link", { name: "terms and conditions (opens in new tab)" })).toHaveAttribute("href", "/terms-and-conditions");

    // Nothing filled in: required messages by each field, in the summary.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(errorSummary(page).getByRole("link", { name: "This field is required." })).toHaveCount(5);
    await expect(errorSummary(page).getByRole("link", { name: "You must accept the terms and conditions to register." })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page).toHaveURL(formUrl);

    // Weak and mismatched passwords: the rule's message; typed values kept, passwords never.
    await fillRegistration(page, { email, password: "weakpass", confirm: "other", terms: false });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "Password must contain at least one uppercase letter." })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Rita");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Confirm password")).toHaveValue("");

    // An e-mail that already has an account: the backend's employee check, by the field.
    await fillRegistration(page, { email: "wearer@acme.example" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "Already exists." })).toBeVisible();
    await expect(page.getByLabel("Title (optional)")).toHaveValue("ms");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    // Every answer so far came back to the code's address.
    await expect(page).toHaveURL(formUrl);

    const seen = await outboxIds(email);
    await fillRegistration(page, { email });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/register\/verify$/);
    await expect(page.getByText(`We have sent a verification code to ${email}.`)).toBeVisible();
    const message = await nextMessage(email, seen);
    expect(message.subject).toBe("Your verification code");
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await hydrated(page);

    // Asking for another code at once: the backend's wait, with the spec's exact text.
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(errorSummary(page).getByText(LIMIT)).toBeVisible();

    // A wrong code keeps what was typed.
    const wrong = code === "111111" ? "222222" : "111111";
    await page.getByLabel("Verification code").fill(wrong);
    await page.getByRole("button", { name: "Verify and register" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "The verification code is not correct or has expired." })).toBeVisible();
    await expect(page.getByLabel("Verification code")).toHaveValue(wrong);

    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify and register" }).click();

    // Signed in as a first-login user: onboarding.
    await expect(page).toHaveURL(/\/customer-onboarding$/);
    await expect(page.getByRole("status").getByText("Your account has been created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Rita" })).toBeVisible();
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/customer-onboarding$/);
    await hydrated(page);

    await page.getByLabel("Preferred name (optional)").fill("Ri");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "You must accept the uniform policy to continue." })).toBeVisible();
    await expect(page.getByLabel("Preferred name (optional)")).toHaveValue("Ri");
    await page.getByLabel("I have read and accept the uniform policy").check();
    await page.getByRole("button", { name: "Save and continue" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").getByText("Thank you, your details have been saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Log out" })).toBeVisible();
    // Onboarding is done: the page sends the user home now.
    await page.goto("/customer-onboarding");
    await expect(page).toHaveURL(/\/$/);
  });

  // Loader redirects: the same server answer with JavaScript on or off (the form itself runs in both projects above).
  test("invalid, expired and missing codes go home, which sends an anonymous visitor to sign in", { tag: "@no-js-only" }, async ({ page }) => {
    for (const path of ["/register/NOT-A-CODE", "/register/EXPIRED2025", "/register"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    }
    // Without a pending registration the code step is not reachable either.
    await page.goto("/register/verify");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the wholesale site has no registration: /register and /register/{code} go home", { tag: "@no-js-only" }, async ({ page }) => {
    for (const path of ["/register", "/register/WELCOME2026"]) {
      await page.goto(`${WHOLESALE_URL}${path}`);
      await expect(page, path).toHaveURL(`${WHOLESALE_URL}/login`);
    }
  });

  test("a signed-in user visiting a registration link goes home", { tag: "@no-js-only" }, async ({ page }) => {
    await openAs(page, "approver@acme.example", "/register/WELCOME2026");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Arjun" })).toBeVisible();
    await page.goto("/register");
    await expect(page).toHaveURL(/\/$/);
  });
});
