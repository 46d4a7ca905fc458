import { isUnknownResource } from "./errors";

/**
 * This customer's OCC extensions (spec part 2 §7) with the stock SAP Commerce 2211 B2B call to use where a backend
 * lacks them (issue 22; docs/occ-api.md "Calls and flavours"). A stock SAP answers an extension path with
 * `404 UnknownResourceError`; the call then runs its stock fallback, and the process logs it once per extension.
 *
 * The answer "this backend lacks extension X" is remembered for `MISSING_TTL_MS` so a stock backend is not asked
 * twice per page; it is a cache of the backend's shape shared by every user, never user state (any number of
 * storefront processes may hold it, each finds the same answer), and it expires so an extension deployed later is
 * picked up.
 */
export const MISSING_TTL_MS = 5 * 60_000;

const missingUntil = new Map<string, number>();
const logged = new Set<string>();

/**
 * Runs `extension`; when the backend answers `404 UnknownResourceError`, runs `stock` instead (and straight away
 * for `MISSING_TTL_MS` afterwards). `name` names the extension in the log, `stockCall` the stock call used.
 */
export async function withStockFallback<T>(
  name: string,
  stockCall: string,
  extension: () => Promise<T>,
  stock: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const until = missingUntil.get(name);
  if (until !== undefined && until > now()) return stock();
  try {
    const answer = await extension();
    missingUntil.delete(name);
    return answer;
  } catch (error) {
    if (!isUnknownResource(error)) throw error;
    missingUntil.set(name, now() + MISSING_TTL_MS);
    if (!logged.has(name)) {
      logged.add(name);
      console.warn(`[occ] the backend has no ${name} extension (404 UnknownResourceError): using the stock ${stockCall}`);
    }
    return stock();
  }
}

/** Whether `name` is known to be missing right now (a page may skip a component that has no stock equivalent). */
export function isExtensionMissing(name: string, now: () => number = Date.now): boolean {
  const until = missingUntil.get(name);
  return until !== undefined && until > now();
}

/** Tests: forget what was learnt about the backend. */
export function resetStockFallbacks(): void {
  missingUntil.clear();
  logged.clear();
}
