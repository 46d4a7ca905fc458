import fs from "node:fs";

/**
 * The browser binary: `CHROME_PATH`, else Debian's `chromium-headless-shell` (the old headless Chromium, without the
 * full browser's machinery: the e2e stage needs about half the CPU it needs with `chromium`, measured on 2 cores),
 * else Debian's `chromium`, else Playwright's own browser (a developer's laptop).
 */
function executablePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));
}

/**
 * How Playwright launches Chromium, for the e2e tests (playwright.config.ts) and the bench alike: headless, with
 * background networking off so it does not flood the closed network with refused connections (TOOLCHAIN.md).
 */
export const chromiumLaunchOptions = {
  executablePath: executablePath(),
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
