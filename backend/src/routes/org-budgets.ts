import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute, extensionsOn } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { dateSchema, intParam, jsonBody, optional, parseInput } from "../http/validation";
import { BUDGET_CODE_PATTERN, MAX_AMOUNT, MAX_DATE, MIN_DATE } from "../stores/org-budgets";

const NO_STORE = { "Cache-Control": "private, no-store" };
const codeParam = z.object({ budgetCode: z.string().min(1).max(64) });
const centreParam = z.object({ costCenterCode: z.string().min(1).max(64) });
const linkParam = z.object({ costCenterCode: z.string().min(1).max(64), budgetCode: z.string().min(1).max(64) });
const listQuery = z.object({
  currentPage: intParam(0, 100_000, 0),
  pageSize: intParam(1, 100, 50),
  sort: optional(z.enum(["byName", "byCode", "byUnitName", "byValue"])).transform((sort) => sort ?? "byName"),
});
const name = z.string().trim().min(1, "name is required").max(255, "name is at most 255 characters");
/** yyyy-mm-dd (SAP's datetime `2026-07-01T00:00:00+0000`, as stock Spartacus sends it, counts by its date). */
const day = z
  .string()
  .trim()
  .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
  .pipe(dateSchema)
  .refine((value) => value >= MIN_DATE && value <= MAX_DATE, `Dates are between ${MIN_DATE} and ${MAX_DATE}`);
const amount = z
  .number({ invalid_type_error: "budget must be a number" })
  .finite()
  .refine((value) => value > 0, "The amount must be more than 0")
  .refine((value) => value <= MAX_AMOUNT, `The amount is at most ${MAX_AMOUNT}`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "The amount has at most 2 decimals");
const currency = z.object({ isocode: z.string().trim().regex(/^[A-Z]{3}$/, "currency.isocode is a 3-letter ISO code") });
const unitRef = z.object({ uid: z.string().trim().min(1, "orgUnit.uid is required").max(64) });
const createBody = z.object({
  code: z.string().trim().regex(BUDGET_CODE_PATTERN, "code: 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit"),
  name,
  budget: amount,
  currency,
  startDate: day,
  endDate: day,
  orgUnit: unitRef,
});
const updateBody = z.object({
  code: z.string().trim().optional(),
  name: name.optional(),
  budget: amount.optional(),
  currency: currency.optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  orgUnit: unitRef.optional(),
  active: z.boolean().optional(),
});

/**
 * Organisation budgets (issue 27; docs/occ-api.md "Organisation administration", docs/organisation.md "Budgets"): SAP
 * Commerce 2211 B2B's budget calls as Spartacus' organisation config calls them (`budgets`, `budget`,
 * `costCenterBudgets`, `costCenterBudget`). Stock calls, with one extension: `consumption` on every budget, and
 * `GET users/{u}/budgetCurrencies` (the organisation's currencies). Rules: stores/org-budgets.ts.
 */
export function orgBudgetsRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orgAdmins, orgBudgets: budgets } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/users/:userId/budgets";
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));
  // The cost-centre calls carry no user: the token's user ('current').
  const centreAdminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, "current", c.get("site"));

  const extension = extensionRoute(deps.config);
  // Without this customer's extensions (a stock SAP), budgets carry no consumption.
  const stock = !extensionsOn(deps.config);
  const asServed = <T extends { consumption?: unknown; costCentersCount?: unknown }>(budget: T) => {
    if (!stock) return budget;
    const { consumption: _consumption, costCentersCount: _count, ...rest } = budget;
    return rest;
  };

  // Ours: the organisation's currencies (the budget form's choices).
  app.get("/:site/users/:userId/budgetCurrencies", extension, auth, (c) => c.json(budgets.currencies(adminOf(c)), 200, NO_STORE));

  // (Stock `GET currencies`, the form's choices on a stock backend, is served by routes/org-cost-centres.ts.)

  app.get(base, auth, (c) => {
    const admin = adminOf(c);
    const list = budgets.list(admin, parseInput(listQuery, c.req.query()));
    return c.json({ ...list, budgets: list.budgets.map(asServed) }, 200, NO_STORE);
  });

  app.post(base, auth, async (c) => {
    const admin = adminOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(createBody, await jsonBody(c));
    const { budget, created } = db.transaction(() => budgets.create(admin, body, key)).immediate();
    return c.json(asServed(budget), created ? 201 : 200, NO_STORE);
  });

  app.get(`${base}/:budgetCode`, auth, (c) => {
    const admin = adminOf(c);
    const { budgetCode } = parseInput(codeParam, c.req.param());
    return c.json(asServed(budgets.get(admin, budgetCode)), 200, NO_STORE);
  });

  app.patch(`${base}/:budgetCode`, auth, async (c) => {
    const admin = adminOf(c);
    const { budgetCode } = parseInput(codeParam, c.req.param());
    const body = parseInput(updateBody, await jsonBody(c));
    return c.json(asServed(db.transaction(() => budgets.update(admin, budgetCode, body)).immediate()), 200, NO_STORE);
  });

  app.get("/:site/costcenters/:costCenterCode/budgets", auth, (c) => {
    const admin = centreAdminOf(c);
    const { costCenterCode } = parseInput(centreParam, c.req.param());
    const { currentPage, pageSize } = parseInput(listQuery, c.req.query());
    const list = budgets.costCentreBudgets(admin, costCenterCode, { currentPage, pageSize });
    return c.json({ ...list, budgets: list.budgets.map(asServed) }, 200, NO_STORE);
  });

  app.post("/:site/costcenters/:costCenterCode/budgets", auth, (c) => {
    const admin = centreAdminOf(c);
    const { costCenterCode } = parseInput(centreParam, c.req.param());
    const { budgetCode } = parseInput(z.object({ budgetCode: z.string().trim().min(1, "budgetCode is required").max(64) }), c.req.query());
    return c.json(db.transaction(() => budgets.link(admin, costCenterCode, budgetCode)).immediate(), 200, NO_STORE);
  });

  app.delete("/:site/costcenters/:costCenterCode/budgets/:budgetCode", auth, (c) => {
    const admin = centreAdminOf(c);
    const { costCenterCode, budgetCode } = parseInput(linkParam, c.req.param());
    return c.json(db.transaction(() => budgets.unlink(admin, costCenterCode, budgetCode)).immediate(), 200, NO_STORE);
  });

  return app;
}
