import { expect, signIn, test } from "./fixtures";
import { openAs } from "./sessions";
import { CORPORATE_URL } from "./urls";

test.describe("guarded pages", () => {
  test("an anonymous visit to a guarded page goes to sign-in and back afterwards", async ({ page }) => {
    await page.goto("/my-account?from=e2e");

    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    const loginUrl = new URL(page.url());
    expect(loginUrl.pathname).toBe("/login");
    expect(loginUrl.searchParams.get("redirectTo")).toBe("/my-account?from=e2e");

    await signIn(page, "buyer@acme.example");

    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account?from=e2e`);
    await expect(page.getByText("Bella Barnes", { exact: true })).toBeVisible();
    await expect(page.getByText("buyer@acme.example", { exact: true })).toBeVisible();
  });

  test("the home page is guarded too", { tag: "@no-js-only" }, async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.ok()).toBe(true);
    const loginUrl = new URL(page.url());
    expect(loginUrl.pathname).toBe("/login");
    // "/" is where sign-in lands anyway, so the redirectTo may be left out.
    expect([null, "/"]).toContain(loginUrl.searchParams.get("redirectTo"));
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });

  // The login action sanitises redirectTo on the server: the same answer with JavaScript on or off (the js path of a
  // sign-in that goes back to redirectTo is the first test above). One test, a fresh sign-in per target.
  test("an off-site redirectTo lands on the home page, not off-site", { tag: "@no-js-only" }, async ({ page }) => {
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "https://evil.example/my-account"]) {
      await page.context().clearCookies();
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" }), target).toBeVisible();
      await signIn(page, "wearer@acme.example");

      await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" }), target).toBeVisible();
      await expect(page, target).toHaveURL(`${CORPORATE_URL}/`);
    }
  });
});

test.describe("unknown pages", () => {
  test("an unknown URL shows the 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("an unknown URL shows the 404 page when signed in", { tag: "@no-js-only" }, async ({ page }) => {
    await openAs(page, "buyer@acme.example", "/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();

    const response = await page.goto("/definitely-missing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
