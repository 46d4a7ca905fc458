import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { isOccError } from "./errors";
import { LastChangeSchema, OrgPaginationSchema } from "./org-common.server";

/**
 * Organisation budgets (issue 27; docs/occ-api.md "Organisation administration"): SAP Commerce 2211 B2B's budget calls
 * as Spartacus' organisation config calls them (`budgets`, `budget`, `costCenterBudgets`, `costCenterBudget`). Stock
 * calls; the reference backend adds `consumption` (spent, remaining, ratio) to every budget and answers
 * `GET users/{u}/budgetCurrencies` (the organisation's currencies) — without them (a stock backend) the detail page
 * shows the amount only and the form offers the site's currencies (stock `GET currencies`).
 */

const BUDGETS = "users/current/budgets";
const budgetPath = (code: string) => `${BUDGETS}/${encodeURIComponent(code)}`;
const centreBudgets = (centre: string) => `costcenters/${encodeURIComponent(centre)}/budgets`;

/** SAP sends dates as datetimes (`2026-07-01T00:00:00+0000`); the pages use the day. */
const Day = z.string().transform((value) => value.slice(0, 10));

export const ConsumptionSchema = z.object({ spent: z.number(), remaining: z.number(), ratio: z.number() });
export type Consumption = z.infer<typeof ConsumptionSchema>;

/** SAP's BudgetWsDTO as Spartacus reads it (`budget` is the amount), plus ours: consumption, active unit, counts. */
export const BudgetSchema = z.object({
  code: z.string(),
  name: z.string(),
  budget: z.number(),
  currency: z.object({ isocode: z.string(), symbol: z.string().optional() }),
  startDate: Day,
  endDate: Day,
  orgUnit: z.object({ uid: z.string(), name: z.string(), active: z.boolean().optional().default(true) }),
  active: z.boolean().optional().default(true),
  consumption: ConsumptionSchema.optional(),
  costCentersCount: z.number().int().optional(),
  selected: z.boolean().optional().default(false),
});
export type Budget = z.infer<typeof BudgetSchema>;

export const BudgetCostCentreSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.object({ isocode: z.string() }).optional(),
  unit: z.object({ uid: z.string(), name: z.string() }).optional(),
  active: z.boolean().optional().default(true),
});
export type BudgetCostCentre = z.infer<typeof BudgetCostCentreSchema>;

export const BudgetDetailsSchema = BudgetSchema.extend({
  costCenters: z.array(BudgetCostCentreSchema).optional().default([]),
  lastChange: LastChangeSchema.optional().default(null),
});
export type BudgetDetails = z.infer<typeof BudgetDetailsSchema>;

const BudgetListSchema = z.object({ budgets: z.array(BudgetSchema).optional().default([]), pagination: OrgPaginationSchema });
export type BudgetList = z.infer<typeof BudgetListSchema>;
const CostCentreBudgetsSchema = BudgetListSchema.extend({ costCenter: BudgetCostCentreSchema.optional() });
export type CostCentreBudgets = z.infer<typeof CostCentreBudgetsSchema>;
const SelectionSchema = z.object({ id: z.string(), selected: z.boolean() }).passthrough();
const CurrenciesSchema = z.object({ currencies: z.array(z.object({ isocode: z.string(), name: z.string().optional(), symbol: z.string().optional() })) });
export type BudgetCurrency = z.infer<typeof CurrenciesSchema>["currencies"][number];

/** What create and update send (SAP's BudgetWsDTO). */
export interface BudgetBody {
  code: string;
  name: string;
  budget: number;
  currency: { isocode: string };
  startDate: string;
  endDate: string;
  orgUnit: { uid: string };
}

/** `GET users/{u}/budgets?currentPage&pageSize&sort` (the admin's scope). */
export function getBudgets({ occ }: OccCaller, query: { currentPage: number; pageSize: number; sort?: string }): Promise<BudgetList> {
  return occ.request({ path: BUDGETS, query: { currentPage: query.currentPage, pageSize: query.pageSize, ...(query.sort ? { sort: query.sort } : {}) }, schema: BudgetListSchema });
}

/** `GET users/{u}/budgets/{code}` (outside the scope or unknown: 404). */
export function getBudget({ occ }: OccCaller, code: string): Promise<BudgetDetails> {
  return occ.request({ path: budgetPath(code), schema: BudgetDetailsSchema });
}

/** `POST users/{u}/budgets` with `Idempotency-Key` → 201 (the same key again: the budget it created). */
export function createBudget({ occ }: OccCaller, body: BudgetBody, idempotencyKey: string): Promise<Budget> {
  return occ.request({ method: "POST", path: BUDGETS, body, headers: { "Idempotency-Key": idempotencyKey }, schema: BudgetSchema });
}

/** `PATCH users/{u}/budgets/{code}`: the fields, or `{active}` to disable or enable → the budget. */
export function updateBudget({ occ }: OccCaller, code: string, body: Partial<BudgetBody> | { active: boolean }): Promise<Budget> {
  return occ.request({ method: "PATCH", path: budgetPath(code), body, schema: BudgetSchema });
}

/** `GET costcenters/{code}/budgets?currentPage&pageSize` → the budgets it may hold, `selected` = linked. */
export function getCostCentreBudgets({ occ }: OccCaller, centre: string, query: { currentPage: number; pageSize: number }): Promise<CostCentreBudgets> {
  return occ.request({ path: centreBudgets(centre), query, schema: CostCentreBudgetsSchema });
}

/** `POST costcenters/{code}/budgets?budgetCode=` → links the budget. */
export async function linkBudget({ occ }: OccCaller, centre: string, budgetCode: string): Promise<void> {
  await occ.request({ method: "POST", path: centreBudgets(centre), query: { budgetCode }, schema: SelectionSchema.or(z.unknown()) });
}

/** `DELETE costcenters/{code}/budgets/{budgetCode}` → unlinks the budget. */
export async function unlinkBudget({ occ }: OccCaller, centre: string, budgetCode: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${centreBudgets(centre)}/${encodeURIComponent(budgetCode)}`, schema: SelectionSchema.or(z.unknown()) });
}

/** The organisation's currencies (`GET users/{u}/budgetCurrencies`, ours), else the site's (stock `GET currencies`). */
export async function getBudgetCurrencies({ occ }: OccCaller): Promise<BudgetCurrency[]> {
  try {
    return (await occ.request({ path: "users/current/budgetCurrencies", schema: CurrenciesSchema })).currencies;
  } catch (error) {
    if (!isOccError(error) || error.status !== 404) throw error;
    return (await occ.request({ path: "currencies", schema: CurrenciesSchema })).currencies;
  }
}
