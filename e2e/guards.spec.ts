import { expect, signIn, test } from "./fixtures";
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

  test("the home page is guarded too", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.ok()).toBe(true);
    const loginUrl = new URL(page.url());
    expect(loginUrl.pathname).toBe("/login");
    // "/" is where sign-in lands anyway, so the redirectTo may be left out.
    expect([null, "/"]).toContain(loginUrl.searchParams.get("redirectTo"));
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });

  for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "https://evil.example/my-account"]) {
    test(`redirectTo=${target} lands on the home page, not off-site`, async ({ page }) => {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      await signIn(page, "wearer@acme.example");

      await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();
      await expect(page).toHaveURL(`${CORPORATE_URL}/`);
    });
  }
});

test.describe("unknown pages", () => {
  test("an unknown URL shows the 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("an unknown URL shows the 404 page when signed in", async ({ page }) => {
    await signIn(page, "buyer@acme.example");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();

    const response = await page.goto("/definitely-missing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
