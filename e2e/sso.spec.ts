import { expect, test } from "./fixtures";
import { IDENTITY_REGISTRATION_ACCOUNT, passwordGrantToken } from "./registration-helpers";

// SSO-Redirection is a loader redirect: the same server answer with JavaScript on or off (a full document load either
// way), so the no-js project proves it; the pages it lands on are opened in the js project by other specs.
test.describe("SSO-Redirection", { tag: "@no-js-only" }, () => {
  test("an access token from the identity provider signs the user in; the token leaves the address bar", async ({ page }) => {
    const token = await passwordGrantToken("wearer@acme.example");
    await page.goto(`/SSO-Redirection?access_token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain("access_token");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log out" })).toBeVisible();
  });

  test("an SSO user still to register with the identity provider goes to /customerRegistrationPage (SSO URL not allow-listed)", async ({ page }) => {
    const token = await passwordGrantToken(IDENTITY_REGISTRATION_ACCOUNT);
    await page.goto(`/SSO-Redirection?access_token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/customerRegistrationPage$/);
    await expect(page.getByRole("heading", { level: 1, name: "Complete your registration" })).toBeVisible();
  });

  test("an invalid token goes to sign-in with a message; without a token an anonymous visitor signs in", async ({ page }) => {
    await page.goto("/SSO-Redirection?access_token=not-a-real-token");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").getByText("We could not sign you in. Please login again.")).toBeVisible();
    await page.goto("/SSO-Redirection");
    await expect(page).toHaveURL(/\/login$/);
  });
});
