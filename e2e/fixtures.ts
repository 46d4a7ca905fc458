/**
 * Shared Playwright fixtures. Every spec imports `test` and `expect` from here.
 *
 * - Automatic accessibility check: every page the test's `page` shows (full loads and client-side
 *   navigations, plus the final page) is snapshotted as HTML. After the test body, each snapshot is
 *   re-served, scripts stripped, to a fresh JavaScript-enabled context (axe-core cannot run where
 *   JavaScript is off) and checked with axe against WCAG 2.2 AA; serious and critical violations
 *   fail the test. Markup already audited clean in this run (numbers and tokens aside), by any worker of either
 *   project, is not audited again.
 * - JavaScript-state proof: at the end of each test the final page must have hydrated (`js`
 *   project) or must never have hydrated (`no-js` project).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import axe from "axe-core";
import { test as base, expect, type Browser, type Frame, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts";

export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

interface Snapshot {
  url: string;
  html: string;
  /** Whether the page was shown with JavaScript on (decides how <noscript> is treated). */
  scripting: boolean;
}

interface Violation {
  url: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** True unless the current project turned JavaScript off. */
export function isJavaScriptEnabled(testInfo: TestInfo = base.info()): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

// ---------------------------------------------------------------------------------------------
// JavaScript state
// ---------------------------------------------------------------------------------------------

/**
 * `js` project: waits until the app has hydrated (the root sets `<html data-hydrated="true">`).
 * `no-js` project: asserts the page never hydrated (no `window.__remixContext`, no data-hydrated).
 */
export async function expectJavaScriptState(page: Page, testInfo: TestInfo = base.info()): Promise<void> {
  if (isJavaScriptEnabled(testInfo)) {
    await expect(page.locator("html"), `${page.url()} should hydrate with JavaScript on`).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    return;
  }
  const state = await page.evaluate(() => ({
    remixContext: typeof (window as unknown as { __remixContext?: unknown }).__remixContext,
    hydrated: document.documentElement.dataset.hydrated ?? null,
  }));
  expect(state.remixContext, `${page.url()}: window.__remixContext must not exist with JavaScript off`).toBe(
    "undefined",
  );
  expect(state.hydrated, `${page.url()}: the page must not hydrate with JavaScript off`).not.toBe("true");
}

// ---------------------------------------------------------------------------------------------
// Sign-in helper
// ---------------------------------------------------------------------------------------------

/**
 * Signs in through the login form. Stays on the current page when it already is a /login page
 * (keeps `?redirectTo=` and works for the wholesale origin); otherwise opens /login on baseURL.
 * Does not wait for the result: assert where the user lands.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (!isLoginPage(page.url())) await page.goto("/login");
  // With JavaScript on, let the app hydrate first so typed values are not lost to hydration.
  if (isJavaScriptEnabled()) await expectJavaScriptState(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

function isLoginPage(url: string): boolean {
  try {
    return new URL(url).pathname === "/login";
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------------------------

function isHttpUrl(url: string): boolean {
  return url.startsWith("http://") || url.startsWith("https://");
}

/**
 * Reads the document of `page` as {url, html} in one step; undefined when it cannot, or when the
 * document is still loading: a streamed page read half-way (e.g. a header cut off inside a
 * `<summary>`) would be audited as broken. Full loads are captured by the 'load' listener.
 */
async function takeSnapshot(page: Page, scripting: boolean): Promise<Snapshot | undefined> {
  if (page.isClosed() || !isHttpUrl(page.url())) return undefined;
  try {
    const doc = await page.evaluate(() => ({
      url: location.href,
      contentType: document.contentType,
      complete: document.readyState === "complete",
      html: (document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : "") + document.documentElement.outerHTML,
    }));
    if (!doc.complete || !isHttpUrl(doc.url) || doc.contentType !== "text/html") return undefined;
    return { url: doc.url, html: doc.html, scripting };
  } catch {
    // The page navigated away or closed while we read it: the next page gets its own snapshot.
    return undefined;
  }
}

/**
 * The HTML to audit: no scripts (a JavaScript-enabled audit context must show what the server
 * sent, not re-run the app), and <noscript> content shown when the user had JavaScript off.
 */
export function prepareHtmlForAudit(html: string, scripting: boolean): string {
  let result = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<script\b[^>]*\/>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
  result = scripting
    ? result.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, "")
    : result.replace(/<\/?noscript\b[^>]*>/gi, "");
  return result;
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}

/**
 * Pages this worker has already audited without a violation, by what axe would see with the per-request values
 * (CSRF tokens, nonces, numbers such as order codes, dates and prices) blanked: the sign-in page, the home page and
 * the shell are visited by nearly every test, and auditing the same markup again finds nothing new. Only clean
 * results are remembered, so a violation is reported by every test that shows it.
 */
const cleanAudits = new Set<string>();

/**
 * The same, shared by every worker of both projects of one run: a file per clean audit key, next to the run's
 * backend database (playwright.config.ts makes E2E_BACKEND_DB a fresh temporary file per run, in every worker).
 */
const sharedCleanAudits: string | null = (() => {
  const db = process.env.E2E_BACKEND_DB?.trim();
  if (!db) return null;
  const dir = path.join(path.dirname(db), "axe-clean");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
})();

function isKnownClean(key: string): boolean {
  if (cleanAudits.has(key)) return true;
  if (sharedCleanAudits !== null && fs.existsSync(path.join(sharedCleanAudits, key))) {
    cleanAudits.add(key);
    return true;
  }
  return false;
}

function rememberClean(key: string): void {
  cleanAudits.add(key);
  if (sharedCleanAudits !== null) fs.writeFileSync(path.join(sharedCleanAudits, key), "");
}

/**
 * Attributes whose words axe does not judge, only whether they are there and empty or not (a name, an alternative
 * text, a link's target): their non-empty values are blanked in the audit key, like the page's text.
 */
const WORDING_ATTRIBUTES = /\s(alt|aria-label|title|placeholder|value|src|srcset|action|data-[\w-]+)="[^"]+"/g;

/**
 * What axe would see, with the per-request values (CSRF tokens, nonces, numbers such as order codes, dates and prices)
 * and the wording blanked: two pages that differ only in their data (another product, another order, another user's
 * name) are one audit. Structure, roles, ids and references, classes and styles (what contrast and the ARIA rules
 * depend on) stay as they are; so does whether a text or a name is empty.
 */
export function auditKey(html: string, scripting: boolean): string {
  const normalised = prepareHtmlForAudit(html, scripting)
    .replace(/ data-hydrated="[^"]*"/g, "")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(WORDING_ATTRIBUTES, (_match, name: string) => ` ${name}="x"`)
    .replace(/ href="(?!#)[^"]+"/g, ' href="x"')
    // Text, but not a stylesheet's.
    .replace(/>([^<>]*[^\s<>][^<>]*)</g, (match: string, _text: string, offset: number, whole: string) =>
      /<style\b[^>]*$/i.test(whole.slice(Math.max(0, offset - 300), offset)) ? match : ">x<",
    )
    .replace(/\d+/g, "0");
  return createHash("sha1").update(normalised).digest("hex");
}

/** Loads one snapshot (scripts stripped) in a fresh JS-enabled context and runs axe on it (once per run when clean). */
async function auditSnapshot(browser: Browser, snapshot: Snapshot): Promise<Violation[]> {
  const key = auditKey(snapshot.html, snapshot.scripting);
  if (isKnownClean(key)) return [];
  const violations = await auditSnapshotNow(browser, snapshot);
  if (violations.length === 0) rememberClean(key);
  return violations;
}

/**
 * One JavaScript-enabled page per worker (and browser) for the audits, reused from snapshot to snapshot: a new
 * context and page per audit cost seconds on 2 cores, and the same renderer process lets V8 reuse its compiled
 * axe-core instead of compiling the ~500 KB source again for every page. Each audit writes the snapshot into it with
 * `setContent` and a `<base href>` of the snapshot's URL, so its stylesheets, fonts and pictures come from the servers
 * and from this context's HTTP cache. No `route`: a route on a context makes Chromium pause each of its requests for
 * Playwright and turns its HTTP cache off.
 */
const auditPages = new WeakMap<Browser, Promise<Page>>();

function auditPageFor(browser: Browser): Promise<Page> {
  let entry = auditPages.get(browser);
  if (!entry) {
    entry = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    auditPages.set(browser, entry);
  }
  return entry;
}

/** The document with a `<base href>` of its own URL (unless it has one), so relative URLs resolve as they did. */
function withBaseHref(html: string, url: string): string {
  if (/<base\b/i.test(html)) return html;
  const base = `<base href="${withoutHash(url).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">`;
  return /<head\b[^>]*>/i.test(html) ? html.replace(/<head\b[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

async function auditSnapshotNow(browser: Browser, snapshot: Snapshot): Promise<Violation[]> {
  const page = await auditPageFor(browser);
  await page.setContent(withBaseHref(prepareHtmlForAudit(snapshot.html, snapshot.scripting), snapshot.url), { waitUntil: "load" });
  return await runAxe(page, snapshot.url);
}

/**
 * Runs axe-core in `page` (injected once per document: `setContent` keeps the window, so the audit page compiles it
 * once). The storefront has no frames, so axe does not look for any.
 */
async function runAxe(page: Page, url: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
        iframes: false,
      }),
    AXE_TAGS,
  );
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ""))
    .map((v) => ({
      url,
      id: v.id,
      impact: v.impact ?? "unknown",
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((node) => node.target.map((t) => (Array.isArray(t) ? t.join(" >>> ") : String(t))).join(" ")),
    }));
}

function formatViolations(violations: Violation[]): string {
  const byUrl = new Map<string, Violation[]>();
  for (const v of violations) byUrl.set(v.url, [...(byUrl.get(v.url) ?? []), v]);
  const parts = [`${violations.length} serious/critical accessibility violation(s) (axe, WCAG 2.2 AA):`];
  for (const [url, list] of byUrl) {
    parts.push(`\n  ${url}`);
    for (const v of list) {
      parts.push(`    - ${v.id} [${v.impact}]: ${v.help} (${v.helpUrl})`);
      for (const target of v.targets) parts.push(`        ${target}`);
    }
  }
  return parts.join("\n");
}

async function failOnViolations(violations: Violation[], testInfo: TestInfo): Promise<void> {
  if (violations.length === 0) return;
  await testInfo.attach("axe-violations.json", {
    body: JSON.stringify(violations, null, 2),
    contentType: "application/json",
  });
  throw new Error(formatViolations(violations));
}

/**
 * Checks the page as it is now (e.g. with a dialog open). With JavaScript on, axe runs on the live
 * page; with JavaScript off, on a scripts-stripped copy of its HTML in a JS-enabled context.
 */
export async function checkA11y(page: Page, testInfo: TestInfo = base.info()): Promise<void> {
  let violations: Violation[];
  if (isJavaScriptEnabled(testInfo)) {
    violations = await runAxe(page, page.url());
  } else {
    // Not page.waitForFunction: with JavaScript off its polling never runs again (the page's timers and animation
    // frames are off too), so a document still loading a stylesheet at the first check hung the test until its
    // timeout. The load event is observed by the browser, not by page script.
    await page.waitForLoadState("load");
    const snapshot = await takeSnapshot(page, false);
    if (!snapshot) throw new Error(`checkA11y: could not read the document of ${page.url()}`);
    const browser = page.context().browser();
    if (!browser) throw new Error("checkA11y: the page has no browser");
    violations = await auditSnapshot(browser, snapshot);
  }
  await failOnViolations(violations, testInfo);
}

/** Records a snapshot of every page shown in `page`. */
class PageRecorder {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly pending = new Set<Promise<void>>();
  /** Full loads seen so far: a navigation followed by a 'load' was a full load, already read by `onLoad`. */
  private loads = 0;
  private readonly onLoad = () => {
    this.loads += 1;
    this.track(this.capture());
  };
  private readonly onNavigated = (frame: Frame) => {
    if (frame !== this.page.mainFrame()) return;
    // Covers client-side (same-document) navigations, which fire no 'load': wait for the document
    // to be loaded (immediate for same-document), give React a moment to render, then read it.
    const loadsBefore = this.loads;
    this.track(
      (async () => {
        try {
          await this.page.waitForLoadState("load", { timeout: 15_000 });
          await new Promise((resolve) => setTimeout(resolve, 150));
        } catch {
          return;
        }
        // A full load: 'load' read it already (reading every document twice cost a second a page on 2 cores).
        if (this.loads > loadsBefore) return;
        await this.capture();
      })(),
    );
  };

  constructor(
    private readonly page: Page,
    private readonly scripting: boolean,
  ) {
    page.on("load", this.onLoad);
    // With JavaScript off there are no client-side navigations.
    if (scripting) page.on("framenavigated", this.onNavigated);
  }

  private track(promise: Promise<void>): void {
    const settled = promise.catch(() => undefined);
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
  }

  async capture(): Promise<void> {
    const snapshot = await takeSnapshot(this.page, this.scripting);
    if (!snapshot) return;
    // Dedupe on what will be audited: the same page before and after hydration is one snapshot.
    const audited = prepareHtmlForAudit(snapshot.html, snapshot.scripting).replace(/ data-hydrated="[^"]*"/, "");
    const key = `${withoutHash(snapshot.url)}\n${audited}`;
    if (!this.snapshots.has(key)) this.snapshots.set(key, snapshot);
  }

  async stop(): Promise<Snapshot[]> {
    this.page.off("load", this.onLoad);
    this.page.off("framenavigated", this.onNavigated);
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    return [...this.snapshots.values()];
  }
}

export const test = base.extend({
  page: async ({ page, browser }, use, testInfo) => {
    const recorder = new PageRecorder(page, isJavaScriptEnabled(testInfo));

    await use(page);

    const bodyFailed = testInfo.errors.length > 0 || (testInfo.status !== undefined && testInfo.status !== "passed");
    if (bodyFailed || page.isClosed()) {
      await recorder.stop();
      return;
    }
    if (isHttpUrl(page.url())) {
      await expectJavaScriptState(page, testInfo);
      await recorder.capture();
    }
    const snapshots = await recorder.stop();
    const violations: Violation[] = [];
    for (const snapshot of snapshots) violations.push(...(await auditSnapshot(browser, snapshot)));
    await failOnViolations(violations, testInfo);
  },
});
