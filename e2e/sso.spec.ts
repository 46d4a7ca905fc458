import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { IDENTITY_REGISTRATION_ACCOUNT, passwordGrantToken } from "./registration-helpers";

/**
 * The identity provider's return, as it comes after `/sso/start` in the same browser: the state /sso/start sent (its
 * redirect to the identity provider, not followed: there is none in the e2e run) and the token the provider issued.
 */
async function ssoReturn(page: Page, uid: string): Promise<string> {
  const start = await page.request.get("/sso/start", { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const state = new URL(start.headers()["location"] ?? "").searchParams.get("state") ?? "";
  const token = await passwordGrantToken(uid);
  return `/SSO-Redirection?${new URLSearchParams({ access_token: token, state }).toString()}`;
}

// SSO-Redirection is a loader redirect: the same server answer with JavaScript on or off (a full document load either
// way), so the no-js project proves it; the pages it lands on are opened in the js project by other specs.
test.describe("SSO-Redirection", { tag: "@no-js-only" }, () => {
  test("an access token from the identity provider signs the user in; the token leaves the address bar", async ({ page }) => {
    await page.goto(await ssoReturn(page, "wearer@acme.example"));
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain("access_token");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log out" })).toBeVisible();
  });

  test("an SSO user still to register with the identity provider goes to /customerRegistrationPage (SSO URL not allow-listed)", async ({ page }) => {
    await page.goto(await ssoReturn(page, IDENTITY_REGISTRATION_ACCOUNT));
    await expect(page).toHaveURL(/\/customerRegistrationPage$/);
    await expect(page.getByRole("heading", { level: 1, name: "Complete your registration" })).toBeVisible();
  });

  test("an invalid token, or a real token without this browser's state (a link someone sent), goes to sign-in with a message", async ({ page }) => {
    await page.goto("/SSO-Redirection?access_token=not-a-real-token");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").getByText("We could not sign you in. Please login again.")).toBeVisible();
    // Login CSRF (issue 21): Bella's real token, but the state of no /sso/start of this browser.
    const token = await passwordGrantToken("buyer@acme.example");
    await page.goto(`/SSO-Redirection?access_token=${encodeURIComponent(token)}&state=${"x".repeat(43)}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").getByText("We could not sign you in. Please login again.")).toBeVisible();
    await page.goto("/SSO-Redirection");
    await expect(page).toHaveURL(/\/login$/);
  });
});
