import fs from "node:fs";

/**
 * How Playwright launches Chromium, for the e2e tests (playwright.config.ts) and the bench alike: Debian's Chromium
 * (`CHROME_PATH` overrides; Playwright's own browser where neither exists), headless, with background networking
 * off so it does not flood the closed network with refused connections (TOOLCHAIN.md).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
