import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionsOn } from "../http/extensions";
import { dateSchema, intParam, parseInput } from "../http/validation";
import { ORDER_HISTORY_SORTS, UNIT_ORDER_SORTS } from "../stores/order-history";

const NO_STORE = { "Cache-Control": "private, no-store" };

const pageParams = {
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 20),
  fields: z.string().max(200).optional(),
};
const stockHistorySchema = z.object({
  ...pageParams,
  sort: z.enum(ORDER_HISTORY_SORTS).optional().default("byDate"),
  statuses: z
    .string()
    .max(500)
    .regex(/^[A-Z_]+(,[A-Z_]+)*$/, "statuses is a comma-separated list of order status codes (CREATED,PENDING_APPROVAL)")
    .optional(),
});
/** This customer's extension filters (docs/order-history.md); a stock SAP ignores them like any unknown parameter. */
const extensionHistorySchema = z.object({
  dateFrom: dateSchema.optional(),
  dateTo: dateSchema.optional(),
  searchTerm: z.string().trim().max(64).optional().transform((value) => value || undefined),
  returnable: z.enum(["true", "false"]).optional().transform((value) => value === "true"),
});
const unitOrdersSchema = z.object({
  ...pageParams,
  sort: z.enum(UNIT_ORDER_SORTS).optional().default("byDate"),
  filters: z.string().max(300).optional(),
});

/**
 * Order history (issue 23; docs/order-history.md; rules in stores/order-history.ts), stock SAP Commerce 2211 B2B:
 * - `GET users/{userId}/orders?currentPage&pageSize&sort&statuses` (OrdersController), plus this customer's
 *   `dateFrom`, `dateTo`, `searchTerm`, `returnable` served only with the extensions on (else ignored, as SAP ignores
 *   a parameter it does not know) and echoed back as `appliedFilters`;
 * - `GET orgUsers/{userId}/orgUnits/orders?currentPage&pageSize&sort&filters` (B2B unit-level order history,
 *   Spartacus feature-libs/organization/unit-order): `unitorderviewergroup` only.
 */
export function orderHistoryRoutes(deps: AppDeps) {
  const { orderHistory } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extensions = extensionsOn(deps.config);

  app.get("/:site/users/:userId/orders", auth, (c) => {
    const query = parseInput(stockHistorySchema, c.req.query());
    const extra = extensions ? parseInput(extensionHistorySchema, c.req.query()) : {};
    return c.json(orderHistory.history(callerOf(c), { ...query, ...extra, extensions }), 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/orgUnits/orders", auth, (c) => {
    const query = parseInput(unitOrdersSchema, c.req.query());
    return c.json(orderHistory.unitOrders(callerOf(c), query), 200, NO_STORE);
  });

  return app;
}
