/**
 * Budget consumption (issue 27, groundwork; spec part 2 §3 "Budget: code, name, amount, currency, start and end date,
 * unit"). A budget holds `amount` for the orders charged to its cost centres between its start and end dates:
 *
 * - **spent** = the totals with tax (the money measure purchase limits use, stores/purchase-limits.ts) of the orders
 *   charged to any of the budget's cost centres, in the budget's currency, placed from midnight of the start date to
 *   midnight after the end date in the organisation's time zone (`organisationTimeZone`), that are not REJECTED or
 *   CANCELLED; an order charged to two linked cost centres of one budget cannot happen (an order has one);
 * - **remaining** = amount − spent (negative when overspent).
 *
 * `exceededBy` is the budget-exceeded rule for placement, amendment and approvals (one rule engine with the purchase
 * limits): the first active budget of the order's cost centre whose dates hold the order and that this order would
 * take over its amount.
 */
import { TZDate } from "@date-fns/tz";
import { type Db } from "../db";
import { organisationTimeZone } from "./purchase-limits";

export interface BudgetConsumption {
  code: string;
  currency: string;
  amountCents: number;
  spentCents: number;
  remainingCents: number;
  /** spent ÷ amount, 0–1 and beyond when overspent (the detail page's bar). */
  ratio: number;
}

export interface ExceededBudget {
  code: string;
  costCentreCode: string;
  amountCents: number;
  spentCents: number;
  currency: string;
}

/** [from, to) in epoch ms: midnight of `startDate` to midnight after `endDate` (yyyy-mm-dd), in `timeZone`. */
export function budgetWindow(startDate: string, endDate: string, timeZone: string): { from: number; to: number } {
  const midnight = (date: string, plusDays: number) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return +new TZDate(year, month - 1, day + plusDays, timeZone);
  };
  return { from: midnight(startDate, 0), to: midnight(endDate, 1) };
}

interface BudgetRow {
  code: string;
  currency: string;
  amountCents: number;
  startDate: string;
  endDate: string;
  country: string;
}

const BUDGET_COLUMNS = "b.code, b.currency, b.amount_cents AS amountCents, b.start_date AS startDate, b.end_date AS endDate, o.country";

export function budgetConsumption(db: Db) {
  const budget = db.prepare<[string], BudgetRow>(`SELECT ${BUDGET_COLUMNS} FROM budgets b JOIN org_units o ON o.uid = b.unit_uid WHERE b.code = ?`);
  const budgetsOfCostCentre = db.prepare<{ costCentre: string; currency: string }, BudgetRow>(
    `SELECT ${BUDGET_COLUMNS} FROM cost_centre_budgets cb JOIN budgets b ON b.code = cb.budget_code JOIN org_units o ON o.uid = b.unit_uid
     WHERE cb.cost_centre_code = @costCentre AND b.active = 1 AND b.currency = @currency ORDER BY b.end_date, b.code`,
  );
  const spent = db.prepare<{ budget: string; currency: string; from: number; to: number; exclude: number }, { cents: number }>(
    `SELECT COALESCE(SUM(total_with_tax_cents), 0) AS cents FROM orders
     WHERE cost_centre_code IN (SELECT cost_centre_code FROM cost_centre_budgets WHERE budget_code = @budget)
       AND currency = @currency AND created_at >= @from AND created_at < @to
       AND status NOT IN ('REJECTED', 'CANCELLED') AND id <> @exclude`,
  );

  const spentOn = (row: BudgetRow, exclude = -1) =>
    spent.get({ budget: row.code, currency: row.currency, ...budgetWindow(row.startDate, row.endDate, organisationTimeZone(row.country)), exclude })?.cents ?? 0;

  return {
    /** A budget's amount, spent and remaining; null for an unknown code. */
    of(code: string): BudgetConsumption | null {
      const row = budget.get(code);
      if (!row) return null;
      const spentCents = spentOn(row);
      return {
        code: row.code,
        currency: row.currency,
        amountCents: row.amountCents,
        spentCents,
        remainingCents: row.amountCents - spentCents,
        ratio: spentCents / row.amountCents,
      };
    },

    /**
     * The budget an order charged to `costCentreCode` (total with tax `totalCents` in `currency`, placed at `at`) would
     * take over its amount, or null. As with limits, an amendment passes the stored order's id so its earlier total
     * is left out.
     */
    exceededBy(costCentreCode: string, currency: string, totalCents: number, at: number, excludeOrderId = -1): ExceededBudget | null {
      for (const row of budgetsOfCostCentre.all({ costCentre: costCentreCode, currency })) {
        const window = budgetWindow(row.startDate, row.endDate, organisationTimeZone(row.country));
        if (at < window.from || at >= window.to) continue;
        const spentCents = spentOn(row, excludeOrderId);
        if (spentCents + totalCents > row.amountCents) {
          return { code: row.code, costCentreCode, amountCents: row.amountCents, spentCents, currency: row.currency };
        }
      }
      return null;
    },
  };
}
