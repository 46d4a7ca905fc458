import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium.mjs";
import {
  BACKEND_PORT,
  BACKEND_URL,
  CORPORATE_PORT,
  CORPORATE_URL,
  OCC_BASE_URL,
  STOCK_BACKEND_PORT,
  STOCK_BACKEND_URL,
  STOCK_OCC_BASE_URL,
  STOCK_PORT,
  STOCK_URL,
  WHOLESALE_PORT,
  WHOLESALE_URL,
} from "./e2e/urls";

const isCI = Boolean(process.env.CI);

/**
 * The e2e backend's SQLite file: E2E_BACKEND_DB (npm test sets it to a fresh temporary directory),
 * otherwise a new temporary file made here once. The config is evaluated in the main process and
 * again in every worker: setting process.env makes the workers reuse the main process's file.
 */
function e2eBackendDb(): string {
  const fromEnv = process.env.E2E_BACKEND_DB?.trim();
  if (fromEnv) return fromEnv;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniform-e2e-"));
  const file = path.join(dir, "backend.sqlite");
  process.env.E2E_BACKEND_DB = file;
  // Only the process that made the directory removes it (web servers are stopped before exit).
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return file;
}

const backendDb = e2eBackendDb();
/** The stock-flavour backend's SQLite file (issue 22), next to the e2e one (removed with it). */
const stockBackendDb = path.join(path.dirname(backendDb), "backend-stock.sqlite");

/** Fixed, test-only secret: e2e runs must not depend on a developer's .session-secret. */
const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef0123456789abcdef";

const WEB_SERVER_TIMEOUT = 120_000;

function storefront(site: "corporate" | "wholesale", port: number, url: string, occBaseUrl = OCC_BASE_URL, name: string = site) {
  return {
    name,
    command: "node server.mjs",
    url: `${url}/login`,
    env: {
      PORT: String(port),
      SITE_TYPE: site,
      NODE_ENV: "production",
      SESSION_SECRET: E2E_SESSION_SECRET,
      OCC_BASE_URL: occBaseUrl,
      // e2e/security.spec.ts reads the backend calls a document made (off by default: issue 21).
      SERVER_TIMING: "1",
      // SSO starts at /sso/start (issue 21): the identity provider is never called in the e2e run, the tests take
      // the state from /sso/start's redirect and come back to /SSO-Redirection with a token of their own.
      SSO_LOGIN_URL: "https://idp.acme.example/login",
    },
    reuseExistingServer: !isCI,
    timeout: WEB_SERVER_TIMEOUT,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  };
}

/**
 * A reference backend. `extensions` is BACKEND_EXTENSIONS: `all` serves this customer's OCC extensions, `none` only
 * the calls a stock SAP Commerce 2211 B2B serves (issue 22). `corporateUrl` is the corporate storefront its links
 * point to.
 */
function backend(name: string, port: number, url: string, db: string, extensions: "all" | "none", corporateUrl: string) {
  return {
    name,
    command: "node --import tsx backend/src/main.ts",
    url: `${url}/health`,
    env: {
      BACKEND_PORT: String(port),
      BACKEND_HOST: "127.0.0.1",
      BACKEND_DB: db,
      BACKEND_EXTENSIONS: extensions,
      BACKEND_DEV_OUTBOX: "1",
      BACKEND_STOREFRONT_URLS: `corporate=${corporateUrl},wholesale=${WHOLESALE_URL}`,
      // Every browser of the run is 127.0.0.1: the per-address brute-force limits (issue 21) would count the whole
      // suite as one client. Per-account limits keep their defaults (sign-in.spec.ts proves the 6th attempt).
      BACKEND_SIGNIN_LIMIT_PER_ADDRESS: "100000",
      BACKEND_RESET_LIMIT_PER_ADDRESS: "100000",
      BACKEND_VERIFICATION_LIMIT_PER_ADDRESS: "100000",
      BACKEND_ENTRY_LIMIT_PER_ADDRESS: "100000",
    },
    reuseExistingServer: !isCI,
    timeout: WEB_SERVER_TIMEOUT,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // json: where the time goes (scripts/e2e-timings.mjs, run by `npm test`, writes test-reports/e2e-timings.md).
  reporter: [["list"], ["html", { open: "never" }], ["json", { outputFile: "test-reports/e2e-results.json" }]],
  use: {
    baseURL: CORPORATE_URL,
    browserName: "chromium",
    // Recording a trace costs about a fifth of the test runner's CPU even when it is thrown away: on CI (2 cores, CPU
    // bound) a failure leaves its error and a screenshot; E2E_TRACE=retain-on-failure (the local default) keeps traces.
    trace: (process.env.E2E_TRACE as "off" | "retain-on-failure" | "on" | undefined) ?? (isCI ? "off" : "retain-on-failure"),
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  // Which tests run in which project (e2e/README.md): a test tagged @no-js-only proves a page whose two paths are the
  // same server render (the js project proves elsewhere that the page hydrates and its enhanced controls work); a
  // test tagged @js-only proves behaviour that exists only with JavaScript. Neither is skipped: it is not listed.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only\b/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js-only\b/ },
  ],
  webServer: [
    backend("backend", BACKEND_PORT, BACKEND_URL, backendDb, "all", CORPORATE_URL),
    storefront("corporate", CORPORATE_PORT, CORPORATE_URL),
    storefront("wholesale", WHOLESALE_PORT, WHOLESALE_URL),
    // The stock flavour (issue 22, e2e/stock-flavour.spec.ts): extensions off, same seed, its own file and ports.
    backend("backend-stock", STOCK_BACKEND_PORT, STOCK_BACKEND_URL, stockBackendDb, "none", STOCK_URL),
    storefront("corporate", STOCK_PORT, STOCK_URL, STOCK_OCC_BASE_URL, "corporate-stock"),
  ],
});
