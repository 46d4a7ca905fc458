/**
 * Where the e2e stack listens. Off the `npm start` ports (4000/3000/3001) so a running
 * evaluation stack does not clash with a test run.
 */
export const BACKEND_PORT = 4100;
export const CORPORATE_PORT = 3100;
export const WHOLESALE_PORT = 3101;

export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
export const OCC_BASE_URL = `${BACKEND_URL}/occ/v2`;
export const CORPORATE_URL = `http://127.0.0.1:${CORPORATE_PORT}`;
export const WHOLESALE_URL = `http://127.0.0.1:${WHOLESALE_PORT}`;

export type Site = "corporate" | "wholesale";

/** Origin of a storefront site. */
export function siteUrl(site: Site): string {
  return site === "wholesale" ? WHOLESALE_URL : CORPORATE_URL;
}
