/**
 * Purchase limits (docs/occ-api.md "Issue 7 additions" → "Purchase limits"; migration 016). At placement every active
 * limit of the placer in the order's currency is checked against the order's total with tax:
 * - `ORDER`: this order alone above the threshold;
 * - `PERIOD`: this order plus the placer's orders of the current calendar period in the organisation's time zone
 *   (`organisationTimeZone`: its country's; weeks start on Monday) that are not REJECTED or CANCELLED, above the
 *   threshold.
 * A limit applies to a placer when it is assigned to them, or to a group of theirs while their unit is the limit's
 * unit or below it. The first limit exceeded (ORDER limits first, then by threshold) holds the order for approval.
 */
import { TZDate } from "@date-fns/tz";
import { startOfDay, startOfMonth, startOfQuarter, startOfWeek, startOfYear } from "date-fns";
import { type Db } from "../db";
import { STORE_TIME_ZONE } from "./order-history";
import { formatPrice, type Price } from "./pricing";

export const LIMIT_TYPES = ["ORDER", "PERIOD"] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export const LIMIT_PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** What the approval record stores about the limit an order exceeded (a snapshot: limits may change later). */
export interface ExceededLimitRecord {
  code: string;
  type: LimitType;
  thresholdCents: number;
  period: LimitPeriod | null;
  currency: string;
}

/** The API shape: `{ code, type, threshold: Price, period }`. */
export interface ExceededLimitJson {
  code: string;
  type: LimitType;
  threshold: Price;
  period: LimitPeriod | null;
}

interface LimitRow {
  code: string;
  type: LimitType;
  thresholdCents: number;
  period: LimitPeriod | null;
  currency: string;
  currencySymbol: string;
}

/**
 * The organisation's time zone, where a limit's calendar periods begin (issue 27): its country's. Australian
 * organisations use Sydney's, as the order dates the storefront shows do (`STORE_TIME_ZONE`); New Zealand's Auckland's.
 */
const TIME_ZONES: Record<string, string> = { AU: STORE_TIME_ZONE, NZ: "Pacific/Auckland" };

export function organisationTimeZone(country: string): string {
  return TIME_ZONES[country] ?? "UTC";
}

/**
 * Start (epoch ms) of the calendar period that holds `at`, in `timeZone` (date-fns on a `TZDate`: midnight there, a
 * daylight-saving change on the way included). Weeks start on Monday; quarters in January, April, July and October.
 */
export function periodStart(period: LimitPeriod, at: number, timeZone = "UTC"): number {
  const date = new TZDate(at, timeZone);
  switch (period) {
    case "DAY":
      return +startOfDay(date);
    case "WEEK":
      return +startOfWeek(date, { weekStartsOn: 1 });
    case "MONTH":
      return +startOfMonth(date);
    case "QUARTER":
      return +startOfQuarter(date);
    case "YEAR":
      return +startOfYear(date);
  }
}

export function toExceededLimitJson(record: ExceededLimitRecord, symbol: string): ExceededLimitJson {
  return {
    code: record.code,
    type: record.type,
    threshold: formatPrice(record.thresholdCents, { isocode: record.currency, symbol }),
    period: record.period,
  };
}

export type PurchaseLimits = ReturnType<typeof purchaseLimits>;

export function purchaseLimits(db: Db) {
  const limitsOf = db.prepare<{ uid: string; currency: string }, LimitRow>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT o.uid, o.parent_uid, 0 FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = @uid
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT l.code, l.type, l.threshold_cents AS thresholdCents, l.period, l.currency, c.symbol AS currencySymbol
     FROM purchase_limits l JOIN currencies c ON c.isocode = l.currency
     WHERE l.active = 1 AND l.currency = @currency AND (
       l.code IN (SELECT limit_code FROM purchase_limit_users WHERE user_uid = @uid)
       OR (l.unit IN (SELECT uid FROM up) AND l.code IN (
         SELECT g.limit_code FROM purchase_limit_groups g JOIN user_group_members m ON m.group_uid = g.group_uid WHERE m.user_uid = @uid)))
     ORDER BY CASE l.type WHEN 'ORDER' THEN 0 ELSE 1 END, l.threshold_cents, l.code`,
  );
  const spentSince = db.prepare<{ uid: string; currency: string; since: number; exclude: number }, { cents: number }>(
    `SELECT COALESCE(SUM(total_with_tax_cents), 0) AS cents FROM orders
     WHERE placed_by_uid = @uid AND currency = @currency AND created_at >= @since AND status NOT IN ('REJECTED', 'CANCELLED')
       AND id <> @exclude`,
  );

  const countryOf = db.prepare<[string], { country: string }>(
    "SELECT o.country FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );

  return {
    /**
     * The limit an order of `placerUid` (total with tax `totalCents` in `currency`, placed at `at`) exceeds, or
     * null. Call before the order is stored (its own total is added to the period's), or — a buyer's amendment
     * (stores/order-amendments.ts) — with the stored order's id as `excludeOrderId` so its earlier total is left out.
     */
    exceeded(placerUid: string, currency: string, totalCents: number, at: number, excludeOrderId = -1): ExceededLimitRecord | null {
      const timeZone = organisationTimeZone(countryOf.get(placerUid)?.country ?? "");
      for (const limit of limitsOf.all({ uid: placerUid, currency })) {
        const spent =
          limit.type === "PERIOD" && limit.period !== null
            ? (spentSince.get({ uid: placerUid, currency, since: periodStart(limit.period, at, timeZone), exclude: excludeOrderId })?.cents ?? 0)
            : 0;
        if (spent + totalCents > limit.thresholdCents) {
          return { code: limit.code, type: limit.type, thresholdCents: limit.thresholdCents, period: limit.period, currency: limit.currency };
        }
      }
      return null;
    },

    /** The placer's first active limit in the currency (the dev endpoint records it on the orders it holds). */
    first(placerUid: string, currency: string): ExceededLimitRecord | null {
      const limit = limitsOf.get({ uid: placerUid, currency });
      return limit ? { code: limit.code, type: limit.type, thresholdCents: limit.thresholdCents, period: limit.period, currency: limit.currency } : null;
    },
  };
}
