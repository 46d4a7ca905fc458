import { type Page, type Response } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts";
import { expect, expectJavaScriptState, signIn, test } from "./fixtures";
import { useSession } from "./sessions";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

/**
 * Through the form, for the test that posts to /logout: if the CSRF check ever let that POST through, it would revoke
 * the token of a stored session every other test of the account shares.
 */
async function signInAsBuyer(page: Page) {
  await signIn(page, "buyer@acme.example");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
}

/** Every POST form on the page carries the hidden csrf token. */
async function expectCsrfOnPostForms(page: Page, { atLeast }: { atLeast: number }) {
  const postForms = page.locator('form[method="post" i]');
  expect(await postForms.count(), `POST forms on ${page.url()}`).toBeGreaterThanOrEqual(atLeast);
  await expect(
    page.locator('form[method="post" i]:not(:has(input[type="hidden"][name="csrf"]))'),
    "POST forms without a csrf input",
  ).toHaveCount(0);
  const tokens = await page.locator('form[method="post" i] input[type="hidden"][name="csrf"]').evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  for (const token of tokens) expect(token.length, "csrf token is not empty").toBeGreaterThan(0);
}

function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

async function expectSecurityHeaders(response: Response | null, page: Page) {
  expect(response, "a document response").not.toBeNull();
  const headers = response?.headers() ?? {};
  const where = response?.url() ?? "";

  const csp = cspDirectives(headers["content-security-policy"]);
  expect(headers["content-security-policy"], `CSP on ${where}`).toBeTruthy();
  expect(csp.get("frame-ancestors"), `frame-ancestors on ${where}`).toEqual(["'none'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
  expect(nonces, `one nonce source in script-src on ${where}`).toHaveLength(1);

  expect(headers["x-content-type-options"], `x-content-type-options on ${where}`).toBe("nosniff");
  expect(headers["referrer-policy"], `referrer-policy on ${where}`).toBe("strict-origin-when-cross-origin");

  // The nonce is fresh per response and every script of the document carries it.
  const nonce = (nonces[0] ?? "").replace(/^'nonce-/, "").replace(/'$/, "");
  const scriptNonces = await page.evaluate(() => Array.from(document.scripts, (script) => script.nonce));
  expect(scriptNonces.length, `scripts on ${where}`).toBeGreaterThan(0);
  for (const scriptNonce of scriptNonces) expect(scriptNonce, "script nonce matches the CSP").toBe(nonce);
  return nonce;
}

// Server-rendered markup, response headers and requests outside the page: the same with JavaScript on or off, so the
// no-js project proves them (the last test proves the JavaScript state of each project).
test.describe("CSRF protection", { tag: "@no-js-only" }, () => {
  test("POST forms carry a csrf token", async ({ page }) => {
    await page.goto("/login");
    await expectCsrfOnPostForms(page, { atLeast: 1 });

    await useSession(page, "buyer@acme.example");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
    await expectCsrfOnPostForms(page, { atLeast: 0 });
    await page.goto("/logout");
    await expectCsrfOnPostForms(page, { atLeast: 1 });
  });

  test("POST /logout without a valid token is rejected and you stay signed in", async ({ page }) => {
    await signInAsBuyer(page);

    const missing = await page.request.post("/logout", { form: {}, maxRedirects: 0 });
    expect(missing.status()).toBe(403);
    const forged = await page.request.post("/logout", { form: { csrf: "forged-token" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);

    await page.goto("/");
    await expect(page).toHaveURL(`${CORPORATE_URL}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
  });

  test("POST /login without a token is rejected and does not sign in", async ({ page }) => {
    await page.goto("/login");
    // Use the form's real field names, so only the missing token can explain a refusal.
    const emailField = await page.getByLabel("Email address").getAttribute("name");
    const passwordField = await page.getByLabel("Password", { exact: true }).getAttribute("name");
    expect(emailField).toBeTruthy();
    expect(passwordField).toBeTruthy();

    const response = await page.request.post("/login", {
      form: { [emailField ?? "email"]: "buyer@acme.example", [passwordField ?? "password"]: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);

    await page.goto("/");
    expect(new URL(page.url()).pathname, "still signed out").toBe("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });
});

test.describe("security headers", { tag: "@no-js-only" }, () => {
  test("documents carry CSP, nosniff and referrer policy", async ({ page }) => {
    const first = await expectSecurityHeaders(await page.goto("/login"), page);
    const second = await expectSecurityHeaders(await page.goto("/login"), page);
    expect(second, "a new nonce per response").not.toBe(first);

    await expectSecurityHeaders(await page.goto("/no-such-page"), page);
    await expectSecurityHeaders(await page.goto(`${WHOLESALE_URL}/login`), page);

    await useSession(page, "buyer@acme.example");
    const myAccount = await page.goto("/my-account");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expectSecurityHeaders(myAccount, page);
  });
});

test.describe("build assets", { tag: "@no-js-only" }, () => {
  // Decision 018: scripts and stylesheets are compressed once at start-up and served with the smallest encoding the
  // browser accepts, immutable, with no per-response headers beyond what a subresource needs.
  test("are served brotli, gzip or plain as Accept-Encoding allows, immutable and nosniff", async ({ page, request }) => {
    const login = await (await page.request.get("/login")).text();
    const script = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(login)?.[1];
    expect(script, "a modulepreload on the login page").toBeTruthy();
    const plain = await request.get(script!, { headers: { "Accept-Encoding": "identity" } });
    const plainBody = await plain.body();
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await request.get(script!, { headers: { "Accept-Encoding": accept } });
      const headers = response.headers();
      expect(headers["content-encoding"], `Content-Encoding for ${accept}`).toBe(encoding);
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-type"]).toMatch(/^text\/javascript/);
      expect(headers["date"], "no Date on an immutable file").toBeUndefined();
      expect(headers["keep-alive"], "no Keep-Alive on each script (HTTP/1.1 persists by default)").toBeUndefined();
      expect(headers["content-security-policy"], "document headers stay on documents").toBeUndefined();
      // Playwright's request decodes the body: every encoding gives back the same file.
      expect((await response.body()).equals(plainBody), `same bytes for ${accept}`).toBe(true);
    }
  });
});

test.describe("Server-Timing", { tag: "@no-js-only" }, () => {
  test("a document lists each backend call it made", async ({ page }) => {
    await useSession(page, "buyer@acme.example");
    const response = await page.goto("/my-account");
    const timing = response?.headers()["server-timing"] ?? "";
    expect(timing, "Server-Timing on the document").toMatch(/occ-\d+;desc="GET orgUsers\/current";dur=\d+(\.\d+)?/);
  });
});

test.describe("JavaScript state", () => {
  test("the login page proves whether JavaScript ran", async ({ page }, testInfo) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expectJavaScriptState(page, testInfo);
  });
});
