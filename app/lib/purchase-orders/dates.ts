/**
 * Purchase-order dates (issue 6). Shown as 'd MMM yyyy' (spec part 1 §9 date format: "5 Jan 2026"), in UTC — the
 * same calendar days the list's 'Created from/to' filters use (docs/occ-api.md "Issue 6 additions": inclusive UTC
 * days), so a purchase order shown as created on 5 Jan is found by a filter on 2026-01-05.
 *
 * Hand-written rather than Intl: en-AU abbreviates September as 'Sept', and the server and the browser must print
 * the same text whatever their locale data (no hydration mismatch). No dependencies: safe in browser code.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** 'd MMM yyyy' (e.g. '5 Jan 2026') for an ISO timestamp or a yyyy-mm-dd day; '' when it is not a date. */
export function formatPurchaseOrderDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The machine-readable value for `<time dateTime>`: yyyy-mm-dd (UTC), or '' when it is not a date. */
export function isoDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}
