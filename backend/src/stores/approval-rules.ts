/**
 * The approval rules (issue 27; docs/decisions/035-one-approval-rule-engine.md): ONE function decides whether an order
 * needs approval, and why. Placement (stores/orders.ts), a buyer's amendment (stores/order-amendments.ts) and the
 * approvals that record the reason (stores/approvals.ts reads the snapshot) all go through `evaluate`.
 *
 * The placer's active purchase limits (assigned to them, or to a group of theirs while their unit is the limit's unit
 * or below it; stores/purchase-limits.ts) are evaluated in this order, and the FIRST one the order breaks is the reason:
 * 1. `ORDER` limits in the order's currency (lowest threshold first): the order's total with tax above the threshold;
 * 2. `PERIOD` limits in the order's currency, DAY, WEEK, MONTH, QUARTER, YEAR (then lowest threshold): the order plus
 *    the placer's orders since the period began at midnight in the organisation's time zone (not REJECTED or
 *    CANCELLED; an amended order's own earlier total left out) above the threshold;
 * 3. `BUDGET_EXCEEDED` (SAP's B2BBudgetExceededPermission): the order is charged to a cost centre and would take one of
 *    its active budgets in the order's currency whose dates hold the order over its amount
 *    (stores/budget-consumption.ts `exceededBy`). Like every limit it applies only to the placers it is assigned to.
 * The result is a snapshot (`ExceededLimitRecord`) stored on the approval record: later changes to the limit, budget
 * or cost centre do not change what the approver is shown.
 */
import { type Db } from "../db";
import { budgetConsumption } from "./budget-consumption";
import { type ExceededLimitRecord, periodStart, purchaseLimits } from "./purchase-limits";

export interface OrderFacts {
  placerUid: string;
  currency: string;
  /** Total with tax, in cents. */
  totalCents: number;
  /** Placement time (epoch ms); an amendment passes the order's placement time. */
  at: number;
  /** The cost centre the order is charged to (null: none, no budget applies). */
  costCentreCode: string | null;
  /** An amendment: the stored order, whose earlier total is left out of periods and budgets. */
  excludeOrderId?: number;
}

export type ApprovalRules = ReturnType<typeof approvalRules>;

export function approvalRules(db: Db) {
  const limits = purchaseLimits(db);
  const budgets = budgetConsumption(db);
  const budgetName = db.prepare<[string], { name: string }>("SELECT name FROM budgets WHERE code = ?");
  const costCentreName = db.prepare<[string], { name: string }>("SELECT name FROM cost_centres WHERE code = ?");
  const costCentreOfOrder = db.prepare<[number], { code: string | null }>("SELECT cost_centre_code AS code FROM orders WHERE id = ?");

  return {
    /** The limit the order breaks (the first in the order of evaluation), or null: the order needs no approval. */
    evaluate(order: OrderFacts): ExceededLimitRecord | null {
      const exclude = order.excludeOrderId ?? -1;
      const rows = limits.of(order.placerUid, order.currency);
      const timeZone = rows.some((row) => row.type === "PERIOD") ? limits.timeZoneOf(order.placerUid) : "UTC";
      for (const limit of rows) {
        if (limit.type === "BUDGET_EXCEEDED") {
          if (!order.costCentreCode) continue;
          const budget = budgets.exceededBy(order.costCentreCode, order.currency, order.totalCents, order.at, exclude);
          if (!budget) continue;
          return {
            code: limit.code,
            type: "BUDGET_EXCEEDED",
            thresholdCents: budget.amountCents,
            period: null,
            currency: budget.currency,
            budget: {
              code: budget.code,
              name: budgetName.get(budget.code)?.name ?? budget.code,
              costCentreCode: budget.costCentreCode,
              costCentreName: costCentreName.get(budget.costCentreCode)?.name ?? budget.costCentreCode,
              amountCents: budget.amountCents,
              spentCents: budget.spentCents,
            },
          };
        }
        if (limit.thresholdCents === null || limit.currency === null) continue;
        const spent = limit.type === "PERIOD" && limit.period !== null ? limits.spentSince(order.placerUid, order.currency, periodStart(limit.period, order.at, timeZone), exclude) : 0;
        if (spent + order.totalCents > limit.thresholdCents) {
          return { code: limit.code, type: limit.type, thresholdCents: limit.thresholdCents, period: limit.period, currency: limit.currency };
        }
      }
      return null;
    },

    /** The cost centre a stored order is charged to (an amendment evaluates the order as placed). */
    costCentreOf(orderId: number): string | null {
      return costCentreOfOrder.get(orderId)?.code ?? null;
    },

    /** The placer's first threshold limit (the dev endpoint's held orders). */
    first: limits.first,
  };
}
