/**
 * Stored sessions (issue 20): a test that is not about signing in starts signed in, from a session made once per run
 * and project through the real sign-in form, instead of signing in through the browser itself.
 *
 * The first test of a project that asks for an account signs in through /login in its own page (JavaScript on or off
 * as the project says), lands where the test was going, and stores the context's cookies in a
 * file next to the run's backend database (playwright.config.ts makes E2E_BACKEND_DB a fresh temporary file per run,
 * shared by every worker). Every later test of that project and account adds the stored cookies to its own context.
 * A file lock per account makes sure two workers never sign in the same account at the same moment.
 *
 * The session cookie is the whole session (the storefront is stateless), so each test changes only its own copy: a
 * draft or a flag kept in the session stays in that test. What the backend keeps per user (a cart, proxy mode, pack
 * drafts) is shared by every session of that user, so a test that changes it uses an account of its own (e2e/README.md).
 * What a test must not do from a stored
 * session is log out: logging out revokes the access token on the backend, which every test of that account shares.
 * `useSession` fails a test whose page posts /logout (a request listener, not a route: see below); the logout specs sign
 * in through the form.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoAccount } from "./demo-accounts";
import { expect, expectJavaScriptState, signIn, test } from "./fixtures";
import { withFileLock } from "./locks";
import { type Site, siteUrl } from "./urls";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

export interface SessionOptions {
  /** Default: the demo account's site (accounts outside the demo list: corporate). */
  site?: Site;
  password?: string;
}

function sessionsDir(): string {
  const db = process.env.E2E_BACKEND_DB?.trim();
  const dir = path.join(db ? path.dirname(db) : os.tmpdir(), "sessions");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function siteOf(email: string, options: SessionOptions): Site {
  if (options.site) return options.site;
  try {
    return demoAccount(email).site;
  } catch {
    return "corporate";
  }
}

/**
 * Signs in through the real form in the test's own page (landing on `landing`, the page the test opens next) and
 * returns the context's cookies.
 */
async function signInOnce(page: Page, email: string, site: Site, password: string, landing: string): Promise<Cookies> {
  await page.goto(`${siteUrl(site)}/login?redirectTo=${encodeURIComponent(landing)}`);
  await signIn(page, email, password);
  await expect(page, `${email} should be signed in`).not.toHaveURL(/\/login(\?|$)/);
  return await page.context().cookies();
}

/**
 * Starts `page` signed in as `email` (stored session of this run and project). The first call of a run and project
 * signs in through the form in `page` itself and lands on `landing` (default "/"); returns whether it did, so a caller
 * that was about to open `landing` need not open it again.
 */
export async function useSession(
  page: Page,
  email: string,
  options: SessionOptions = {},
  landing = "/",
): Promise<{ landed: boolean }> {
  const testInfo = test.info();
  const site = siteOf(email, options);
  const file = path.join(sessionsDir(), `${testInfo.project.name}--${site}--${email}.json`);
  const context = page.context();
  let landed = false;
  if (fs.existsSync(file)) {
    await context.addCookies(JSON.parse(fs.readFileSync(file, "utf8")) as Cookies);
  } else {
    await withFileLock(`session-${testInfo.project.name}-${site}-${email}`, async () => {
      if (fs.existsSync(file)) {
        await context.addCookies(JSON.parse(fs.readFileSync(file, "utf8")) as Cookies);
        return;
      }
      const made = await signInOnce(page, email, site, options.password ?? DEMO_PASSWORD, landing);
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, JSON.stringify(made));
      fs.renameSync(partial, file);
      landed = true;
    });
  }
  // Logging out would revoke the token every test of this account shares. A request listener, not a route: any
  // route on a context makes Chromium pause every request of it for Playwright and turns its HTTP cache off, so every
  // page would fetch and compile the same scripts and stylesheets again (about a third of the e2e stage's CPU).
  context.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/logout") {
      expect.soft(request.url(), "e2e: a stored session must not log out (sign in through the form instead)").toBe("no POST /logout");
    }
  });
  return { landed };
}

/** `useSession`, then opens `path` on the account's site. */
export async function openAs(page: Page, email: string, pathname: string, options: SessionOptions = {}): Promise<void> {
  const { landed } = await useSession(page, email, options, pathname);
  const target = `${siteUrl(siteOf(email, options))}${pathname}`;
  if (!landed || page.url() !== target) await page.goto(target);
}

/** `openAs`, then waits until `path` is the page shown and (with JavaScript on) has hydrated. */
export async function openSignedIn(page: Page, email: string, pathname: string, options: SessionOptions = {}): Promise<void> {
  await openAs(page, email, pathname, options);
  await expect(page).toHaveURL(`${siteUrl(siteOf(email, options))}${pathname}`);
  await expectJavaScriptState(page);
}
