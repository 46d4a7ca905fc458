import { Hono } from "hono";
import { z } from "zod";
import { RECURRENCE_PERIODS } from "../stores/orders";
import { extensionsOn } from "../http/extensions";
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
const reorderQuerySchema = z.object({ orderCode: z.string().min(1).max(64), fields: z.string().max(200).optional() });
/** SAP's counts are strings in ScheduleReplenishmentFormWsDTO (Jackson also takes a JSON number). */
const countField = (max: number) =>
  z
    .union([z.string().regex(/^\d{1,3}$/, "Must be a whole number"), z.number().int()])
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional();

/** SAP's ScheduleReplenishmentFormWsDTO; `replenishmentStartDate` a full ISO 8601 date-time (Spartacus sends `2026-12-01T09:30:00+10:00`). */
const scheduleSchema = z
  .object({
    replenishmentStartDate: z
      .string({ required_error: "replenishmentStartDate is required" })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/, "replenishmentStartDate is an ISO 8601 date-time (2026-12-01T00:00:00+00:00)")
      .transform((value) => value.slice(0, 10))
      .pipe(dateSchema),
    recurrencePeriod: z.enum(RECURRENCE_PERIODS),
    numberOfDays: countField(365),
    numberOfWeeks: countField(52),
    nthDayOfMonth: countField(31),
    daysOfWeek: z.array(z.enum(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"])).max(7).optional(),
  })
  .strict();

/**
 * Orders as SAP Commerce 2211 B2B serves them (docs/occ-api.md "Orders"; the rules live in stores/orders.ts), all stock:
 * - `POST orgUsers/{userId}/orders?cartId=&termsChecked=true` (B2BOrdersController) and `POST users/{userId}/orders`
 *   (OrdersController; guests `users/anonymous`): request parameters only, a body is ignored; `Idempotency-Key` (ours);
 * - `GET users/{userId}/orders/{code}` (guests by guid); the history `GET users/{userId}/orders` is routes/order-history.ts;
 * - `POST orgUsers/{userId}/replenishmentOrders?cartId=&termsChecked=true` with a ScheduleReplenishmentFormWsDTO body,
 *   (reading, listing and cancelling schedules: routes/replenishments.ts);
 * - `POST orgUsers/{userId}/cartFromOrder?orderCode=` (no body).
 * This customer's place-order outcomes (waveServiceUnavailable…) are served only with the extensions on.
 */
export function ordersRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orders } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const customerOutcomes = extensionsOn(deps.config);

  for (const scope of ["users", "orgUsers"]) {
    app.post(`/:site/${scope}/:userId/orders`, auth, (c) => {
      const { cartId } = parseInput(placeQuerySchema, c.req.query());
      const key = idempotencyKey(c.req.header("Idempotency-Key"));
      // BEGIN IMMEDIATE: the lookups, checks and writes form one atomic step (decision 010).
      const result = db.transaction(() => orders.place(callerOf(c), cartId, key, { customerOutcomes })).immediate();
      return c.json(result.body, result.status, NO_STORE);
    });
  }

  app.get("/:site/users/:userId/orders/:code", auth, (c) => {
    const { code } = parseInput(codeParamsSchema, c.req.param());
    return c.json(orders.read(callerOf(c), code), 200, NO_STORE);
  });

  app.post("/:site/orgUsers/:userId/replenishmentOrders", auth, async (c) => {
    const { cartId } = parseInput(placeQuerySchema, c.req.query());
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body: unknown = await c.req.json().catch(() => {
      throw invalidParameter("body", 'The body must be a ScheduleReplenishmentForm like {"replenishmentStartDate":"2026-12-01T00:00:00+00:00","recurrencePeriod":"WEEKLY"}');
    });
    const schedule = parseInput(scheduleSchema, body);
    const result = db.transaction(() => orders.scheduleReplenishment(callerOf(c), cartId, key, schedule)).immediate();
    return c.json(result.body, result.status, NO_STORE);
  });

  app.post("/:site/orgUsers/:userId/cartFromOrder", auth, (c) => {
    const { orderCode } = parseInput(reorderQuerySchema, c.req.query());
    const result = db.transaction(() => orders.cartFromOrder(callerOf(c), orderCode)).immediate();
    return c.json(result, 200, NO_STORE);
  });

  return app;
}
