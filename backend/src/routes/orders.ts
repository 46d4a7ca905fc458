import { Hono } from "hono";
import { z } from "zod";
import { RECURRENCE_PERIODS } from "../stores/orders";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { invalidParameter } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { dateSchema, parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };

const cartIdSchema = z.string().min(1).max(64);
const termsSchema = z.literal("true", { errorMap: () => ({ message: "The terms and conditions must be accepted (termsChecked=true)" }) });
const placeQuerySchema = z.object({ cartId: cartIdSchema, termsChecked: termsSchema, fields: z.string().max(200).optional() });
const codeParamsSchema = z.object({ code: z.string().min(1).max(64) });
const reorderQuerySchema = z.object({ orderCode: z.string().min(1).max(64), cartId: cartIdSchema.optional().default("current") });

const scheduleSchema = z
  .object({
    replenishmentStartDate: dateSchema,
    recurrencePeriod: z.enum(RECURRENCE_PERIODS),
    numberOfDays: z.number().int().min(1).max(365).optional(),
    numberOfWeeks: z.number().int().min(1).max(52).optional(),
    nthDayOfMonth: z.number().int().min(1).max(31).optional(),
  })
  .strict();

/**
 * Orders (docs/occ-api.md "Issue 5 additions" → "Orders"): place order (idempotent), read an order, scheduled
 * replenishment, reorder. Under both `users/{userId}` and `orgUsers/{userId}`; `users/anonymous/…` for guests.
 * The rules live in stores/orders.ts.
 */
export function ordersRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orders } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  for (const scope of ["users", "orgUsers"]) {
    app.post(`/:site/${scope}/:userId/orders`, auth, (c) => {
      const { cartId } = parseInput(placeQuerySchema, c.req.query());
      const key = idempotencyKey(c.req.header("Idempotency-Key"));
      // BEGIN IMMEDIATE: the lookups, checks and writes form one atomic step (decision 010).
      const result = db.transaction(() => orders.place(callerOf(c), cartId, key)).immediate();
      return c.json(result.body, result.status, NO_STORE);
    });

    app.get(`/:site/${scope}/:userId/orders/:code`, auth, (c) => {
      const { code } = parseInput(codeParamsSchema, c.req.param());
      return c.json(orders.read(callerOf(c), code), 200, NO_STORE);
    });

    app.post(`/:site/${scope}/:userId/replenishmentOrders`, auth, async (c) => {
      const { cartId } = parseInput(placeQuerySchema, c.req.query());
      const key = idempotencyKey(c.req.header("Idempotency-Key"));
      const body: unknown = await c.req.json().catch(() => {
        throw invalidParameter("body", 'The body must be JSON like {"replenishmentStartDate":"2026-12-01","recurrencePeriod":"WEEKLY"}');
      });
      const schedule = parseInput(scheduleSchema, body);
      const result = db.transaction(() => orders.scheduleReplenishment(callerOf(c), cartId, key, schedule)).immediate();
      return c.json(result.body, result.status, NO_STORE);
    });

    app.get(`/:site/${scope}/:userId/replenishmentOrders/:code`, auth, (c) => {
      const { code } = parseInput(codeParamsSchema, c.req.param());
      return c.json(orders.readReplenishment(callerOf(c), code), 200, NO_STORE);
    });

    app.post(`/:site/${scope}/:userId/cartFromOrder`, auth, (c) => {
      const { orderCode, cartId } = parseInput(reorderQuerySchema, c.req.query());
      const result = db.transaction(() => orders.cartFromOrder(callerOf(c), orderCode, cartId)).immediate();
      return c.json(result, 200, NO_STORE);
    });
  }

  return app;
}
