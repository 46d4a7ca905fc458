/**
 * Home page quick links (spec part 1 §2 "Home page"): up to 4, numbered 01 to 04; the exchange
 * and return links go to their url with `returns=true` added (any query and fragment kept).
 */

export const MAX_QUICK_LINKS = 4;

export const RETURNS_QUICK_LINK_UIDS: readonly string[] = ["WearerExchangeAndReturnLink", "ApproverExchangeAndReturnLink"];

const BASE = "http://relative.invalid";

/** The url a quick link goes to: `returns=true` added for the exchange-and-return links. */
export function quickLinkUrl(uid: string, url: string): string {
  if (!RETURNS_QUICK_LINK_UIDS.includes(uid)) return url;
  const isAbsolute = /^https?:\/\//i.test(url);
  const parsed = new URL(url, BASE);
  parsed.searchParams.set("returns", "true");
  return isAbsolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** '01', '02', … for the link at `index` (0-based). */
export function quickLinkNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}
