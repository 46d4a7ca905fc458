import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { intParam, parseInput } from "../http/validation";
import { REPLENISHMENT_ORDER_SORTS, REPLENISHMENT_SORTS } from "../stores/replenishments";

const NO_STORE = { "Cache-Control": "private, no-store" };

const codeParamsSchema = z.object({ code: z.string().min(1).max(64) });
const listQuerySchema = z.object({
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 20),
  sort: z.enum(REPLENISHMENT_SORTS).optional().default("byDate"),
  fields: z.string().max(300).optional(),
});
const ordersQuerySchema = z.object({
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 20),
  sort: z.enum(REPLENISHMENT_ORDER_SORTS).optional().default("byDate"),
  fields: z.string().max(300).optional(),
});

/**
 * Scheduled replenishment orders as SAP Commerce 2211 B2B serves them (ReplenishmentOrderController; Spartacus
 * `feature-libs/order/occ/config/default-occ-order-config.ts`), all stock:
 * - `GET users/{userId}/replenishmentOrders?currentPage&pageSize&sort` (ReplenishmentOrderList),
 * - `GET users/{userId}/replenishmentOrders/{code}` (ReplenishmentOrder with entries and `trigger.activationTime`),
 * - `GET users/{userId}/replenishmentOrders/{code}/orders?currentPage&pageSize&sort` (OrderHistoryList),
 * - `PATCH users/{userId}/replenishmentOrders/{code}` (cancel; Spartacus sends `{}`, the body is ignored).
 * Every one of them first runs the lazy runner (stores/replenishments.ts `runDue`): due schedules place their orders.
 * Scheduling (`POST orgUsers/{userId}/replenishmentOrders`) is in routes/orders.ts.
 */
export function replenishmentsRoutes(deps: AppDeps) {
  const { db } = deps;
  const { replenishments } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/users/:userId/replenishmentOrders", auth, (c) => {
    const query = parseInput(listQuerySchema, c.req.query());
    replenishments.runDue();
    return c.json(replenishments.list(callerOf(c), query), 200, NO_STORE);
  });

  app.get("/:site/users/:userId/replenishmentOrders/:code", auth, (c) => {
    const { code } = parseInput(codeParamsSchema, c.req.param());
    replenishments.runDue();
    return c.json(replenishments.read(callerOf(c), code), 200, NO_STORE);
  });

  app.get("/:site/users/:userId/replenishmentOrders/:code/orders", auth, (c) => {
    const { code } = parseInput(codeParamsSchema, c.req.param());
    const query = parseInput(ordersQuerySchema, c.req.query());
    replenishments.runDue();
    return c.json(replenishments.orders(callerOf(c), code, query), 200, NO_STORE);
  });

  app.patch("/:site/users/:userId/replenishmentOrders/:code", auth, (c) => {
    const { code } = parseInput(codeParamsSchema, c.req.param());
    replenishments.runDue();
    const result = db.transaction(() => replenishments.cancel(callerOf(c), code)).immediate();
    return c.json(result, 200, NO_STORE);
  });

  return app;
}
