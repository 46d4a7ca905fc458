import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { dateSchema, intParam, optional, parseInput } from "../http/validation";
import { CREDIT_SORTS, financeStore, INVOICE_SORTS } from "../stores/finance";

const NO_STORE = { "Cache-Control": "private, no-store" };
const bool = optional(z.enum(["true", "false"])).transform((value) => value === "true");
const code = (name: string) => optional(z.string().trim().min(1).max(64, `${name} is at most 64 characters`));
const dates = {
  fromDate: optional(dateSchema),
  toDate: optional(dateSchema),
};
const paging = { currentPage: intParam(0, 100_000, 0), pageSize: intParam(1, 100, 50) };
const invoicesQuery = z
  .object({
    status: optional(z.enum(["OPEN", "PAID"])).transform((value) => value ?? "OPEN"),
    unit: code("unit"),
    costCenter: code("costCenter"),
    ...dates,
    overdueOnly: bool,
    sort: optional(z.enum(INVOICE_SORTS)),
    ...paging,
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, { message: "toDate must be on or after fromDate", path: ["toDate"] })
  .transform((query) => ({ ...query, sort: query.sort ?? (query.status === "PAID" ? ("byInvoiceDateDesc" as const) : ("byDueDate" as const)) }));
const creditsQuery = z
  .object({ unit: code("unit"), ...dates, openOnly: bool, sort: optional(z.enum(CREDIT_SORTS)).transform((sort) => sort ?? "byDateDesc"), ...paging })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, { message: "toDate must be on or after fromDate", path: ["toDate"] });

/** The finance paths (below `/occ/v2`) the sync runs before: every finance slice's calls (H1, H2, H3). */
export const FINANCE_SYNC_PATHS = ["/:site/orgUsers/:userId/wwg-manage-finances/*", "/:site/orgUsers/:userId/payment/*"] as const;

/**
 * Before a finance read: the fulfilment and returns clocks (deliveries and completed returns), then invoices for
 * delivered account orders and credit notes for completed returns (stores/finance.ts `sync`). Exported for the other
 * finance route modules; registered here for `FINANCE_SYNC_PATHS` (app.ts registers this module before theirs).
 */
export function financeSync(deps: AppDeps) {
  const store = financeStore(deps.db, deps.now);
  return createMiddleware<OccEnv>(async (_c, next) => {
    const at = deps.now();
    deps.stores.fulfilment.advanceDue(at);
    deps.stores.returns.advanceDue(at);
    store.sync(at);
    await next();
  });
}

/**
 * Finance lists (issue 28, H1; docs/occ-api.md "Finance and payment (issue 28)", docs/finance.md): this customer's
 * `wwg-manage-finances` calls under `orgUsers/{userId}` — the finance filters, the outstanding / paid / credit tab
 * lists and the home page's `getOutstandingInvoices`. The caller: `orgAdmins.finance` (admins and `financegroup`).
 */
export function financeRoutes(deps: AppDeps) {
  const { orgAdmins } = deps.stores;
  const finance = financeStore(deps.db, deps.now);
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  // This customer's calls: a stock SAP (BACKEND_EXTENSIONS=none) answers 404 UnknownResourceError.
  const extension = extensionRoute(deps.config);
  const base = "/:site/orgUsers/:userId/wwg-manage-finances";
  const callerOf = (c: Context<OccEnv>) => orgAdmins.finance(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));

  const sync = financeSync(deps);
  for (const path of FINANCE_SYNC_PATHS) app.use(path, sync);

  app.get(`${base}/filters`, extension, auth, (c) => c.json(finance.filters(callerOf(c)), 200, NO_STORE));

  app.get(`${base}/invoices`, extension, auth, (c) => {
    const caller = callerOf(c);
    return c.json(finance.invoices(caller, parseInput(invoicesQuery, c.req.query())), 200, NO_STORE);
  });

  app.get(`${base}/credits`, extension, auth, (c) => {
    const caller = callerOf(c);
    return c.json(finance.credits(caller, parseInput(creditsQuery, c.req.query())), 200, NO_STORE);
  });

  app.get(`${base}/getOutstandingInvoices`, extension, auth, (c) => c.json(finance.outstanding(callerOf(c)), 200, NO_STORE));

  return app;
}
