/**
 * Where the e2e stack listens. Off the `npm start` ports (4000/3000/3001) so a running
 * evaluation stack does not clash with a test run. `E2E_PORT_BASE` moves them all (backend at
 * base+1000, corporate at base, wholesale at base+1; the stock-flavour backend at base+1002 and its
 * corporate storefront at base+2) so parallel checkouts can test side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const BACKEND_PORT = base + 1000;
export const CORPORATE_PORT = base;
export const WHOLESALE_PORT = base + 1;

export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
export const OCC_BASE_URL = `${BACKEND_URL}/occ/v2`;
export const CORPORATE_URL = `http://127.0.0.1:${CORPORATE_PORT}`;
export const WHOLESALE_URL = `http://127.0.0.1:${WHOLESALE_PORT}`;

/**
 * The stock flavour (issue 22): a second reference backend with `BACKEND_EXTENSIONS=none` (only the calls a stock SAP
 * Commerce 2211 B2B serves; same seed, its own SQLite file) and a corporate storefront pointed at it
 * (e2e/stock-flavour.spec.ts).
 */
export const STOCK_BACKEND_PORT = base + 1002;
export const STOCK_PORT = base + 2;
export const STOCK_BACKEND_URL = `http://127.0.0.1:${STOCK_BACKEND_PORT}`;
export const STOCK_OCC_BASE_URL = `${STOCK_BACKEND_URL}/occ/v2`;
export const STOCK_URL = `http://127.0.0.1:${STOCK_PORT}`;

export type Site = "corporate" | "wholesale";

/** Origin of a storefront site. */
export function siteUrl(site: Site): string {
  return site === "wholesale" ? WHOLESALE_URL : CORPORATE_URL;
}

/**
 * What a request to the reference backend's development routes (`/dev/*`) must carry (backend/src/http/dev-guard.ts):
 * the header a browser cannot send cross-site without a preflight. Bodies go as JSON.
 */
export const DEV_HEADERS = { "X-Uniform-Dev": "1" } as const;
