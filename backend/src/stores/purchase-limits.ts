/**
 * Purchase limits (docs/occ-api.md "Issue 7 additions" → "Purchase limits"; migrations 016 and 041). The limits that
 * apply to a placer and how much they spent in a period; the rule that decides whether an order needs approval is
 * stores/approval-rules.ts (one rule engine for placement, amendment and approvals, decision 035):
 * - `ORDER`: this order alone above the threshold;
 * - `PERIOD`: this order plus the placer's orders of the current calendar period in the organisation's time zone
 *   (`organisationTimeZone`: its country's; weeks start on Monday) that are not REJECTED or CANCELLED, above the
 *   threshold;
 * - `BUDGET_EXCEEDED` (issue 27, SAP's B2BBudgetExceededPermission; no threshold, period or currency): the order would
 *   take an active budget of its cost centre over its amount (stores/budget-consumption.ts).
 * A limit applies to a placer when it is assigned to them, or to a group of theirs while their unit is the limit's
 * unit or below it.
 */
import { TZDate } from "@date-fns/tz";
import { startOfDay, startOfMonth, startOfQuarter, startOfWeek, startOfYear } from "date-fns";
import { type Db } from "../db";
import { STORE_TIME_ZONE } from "./order-history";
import { formatPrice, type Price } from "./pricing";

export const LIMIT_TYPES = ["ORDER", "PERIOD", "BUDGET_EXCEEDED"] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
/** SAP's permission types (B2BPermissionTypeEnum; `orderApprovalPermissionType` of OCC's B2BApprovalPermission). */
export const PURCHASE_LIMIT_PERMISSION_TYPES = {
  ORDER: { code: "B2BOrderThresholdPermission", name: "Allowed Order Threshold (per order)" },
  PERIOD: { code: "B2BOrderThresholdTimespanPermission", name: "Allowed Order Threshold (per timespan)" },
  BUDGET_EXCEEDED: { code: "B2BBudgetExceededPermission", name: "Budget Exceeded Permission" },
} as const satisfies Record<LimitType, { code: string; name: string }>;
export const LIMIT_PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** What the approval record stores about the limit an order exceeded (a snapshot: limits may change later). */
export interface ExceededLimitRecord {
  code: string;
  type: LimitType;
  /** The limit's threshold; for BUDGET_EXCEEDED the budget's amount (the money the order went over). */
  thresholdCents: number;
  period: LimitPeriod | null;
  currency: string;
  /** BUDGET_EXCEEDED only: the budget and cost centre as they were when the order was held. */
  budget?: ExceededBudgetSnapshot;
}

export interface ExceededBudgetSnapshot {
  code: string;
  name: string;
  costCentreCode: string;
  costCentreName: string;
  amountCents: number;
  /** Spent before this order. */
  spentCents: number;
}

/** The API shape: `{ code, type, threshold: Price, period }`. */
export interface ExceededLimitJson {
  code: string;
  type: LimitType;
  threshold: Price;
  period: LimitPeriod | null;
  /** BUDGET_EXCEEDED: `{ code, name, costCenter: { code, name }, amount, spent }` (spent before this order). */
  budget?: { code: string; name: string; costCenter: { code: string; name: string }; amount: Price; spent: Price };
}

export interface LimitRow {
  code: string;
  type: LimitType;
  /** NULL for BUDGET_EXCEEDED. */
  thresholdCents: number | null;
  period: LimitPeriod | null;
  /** NULL for BUDGET_EXCEEDED. */
  currency: string | null;
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
  const currency = { isocode: record.currency, symbol };
  return {
    code: record.code,
    type: record.type,
    threshold: formatPrice(record.thresholdCents, currency),
    period: record.period,
    ...(record.budget
      ? {
          budget: {
            code: record.budget.code,
            name: record.budget.name,
            costCenter: { code: record.budget.costCentreCode, name: record.budget.costCentreName },
            amount: formatPrice(record.budget.amountCents, currency),
            spent: formatPrice(record.budget.spentCents, currency),
          },
        }
      : {}),
  };
}

export type PurchaseLimits = ReturnType<typeof purchaseLimits>;

/** The order of evaluation (decision 035): ORDER, then PERIOD (DAY … YEAR), then BUDGET_EXCEEDED; then threshold, code. */
const RULE_ORDER = `CASE l.type WHEN 'ORDER' THEN 0 WHEN 'PERIOD' THEN 1 ELSE 2 END,
  CASE l.period WHEN 'DAY' THEN 0 WHEN 'WEEK' THEN 1 WHEN 'MONTH' THEN 2 WHEN 'QUARTER' THEN 3 WHEN 'YEAR' THEN 4 ELSE 5 END,
  l.threshold_cents, l.code`;

export function purchaseLimits(db: Db) {
  const limitsOf = db.prepare<{ uid: string; currency: string }, LimitRow>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT o.uid, o.parent_uid, 0 FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = @uid
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT l.code, l.type, l.threshold_cents AS thresholdCents, l.period, l.currency
     FROM purchase_limits l
     WHERE l.active = 1 AND (l.currency = @currency OR l.type = 'BUDGET_EXCEEDED') AND (
       l.code IN (SELECT limit_code FROM purchase_limit_users WHERE user_uid = @uid)
       OR (l.unit IN (SELECT uid FROM up) AND l.code IN (
         SELECT g.limit_code FROM purchase_limit_groups g JOIN user_group_members m ON m.group_uid = g.group_uid WHERE m.user_uid = @uid)))
     ORDER BY ${RULE_ORDER}`,
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
    /** The placer's active limits in the order's currency (and their BUDGET_EXCEEDED ones), in the order of evaluation. */
    of(placerUid: string, currency: string): LimitRow[] {
      return limitsOf.all({ uid: placerUid, currency });
    },

    /** The placer's organisation's time zone. */
    timeZoneOf(placerUid: string): string {
      return organisationTimeZone(countryOf.get(placerUid)?.country ?? "");
    },

    /** The placer's total with tax since `since` (not REJECTED or CANCELLED; `excludeOrderId` left out). */
    spentSince(placerUid: string, currency: string, since: number, excludeOrderId = -1): number {
      return spentSince.get({ uid: placerUid, currency, since, exclude: excludeOrderId })?.cents ?? 0;
    },

    /** The placer's first active threshold limit in the currency (the dev endpoint records it on the orders it holds). */
    first(placerUid: string, currency: string): ExceededLimitRecord | null {
      const limit = limitsOf.all({ uid: placerUid, currency }).find((row) => row.type !== "BUDGET_EXCEEDED");
      return limit && limit.thresholdCents !== null && limit.currency !== null
        ? { code: limit.code, type: limit.type, thresholdCents: limit.thresholdCents, period: limit.period, currency: limit.currency }
        : null;
    },
  };
}
