import { Hono } from "hono";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";
import { FLOW_STATUSES, type FlowStatus } from "../stores/fulfilment";

const variantParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/) });
const stockBodySchema = z.object({ stockLevel: z.number().int().min(0).max(1_000_000) }).strict();
const advanceParamsSchema = z.object({ code: z.string().regex(/^\d{8,12}$/) });
const advanceBodySchema = z.union([
  z.object({ to: z.enum(FLOW_STATUSES as [FlowStatus, ...FlowStatus[]]) }).strict(),
  z.object({ steps: z.number().int().min(1).max(10) }).strict(),
]);
const advanceQuerySchema = z.object({ site: z.enum(["corporate", "wholesale"]).optional().default("corporate") });
const ordersQuerySchema = z
  .object({ user: z.string().trim().toLowerCase().min(1).max(320).optional(), code: z.string().regex(/^\d{8,12}$/).optional() })
  .refine((query) => query.user !== undefined || query.code !== undefined, { message: "user or code is required", path: ["user"] });

/**
 * Development and e2e only (mounted with the dev outbox when BACKEND_DEV_OUTBOX=1; docs/checkout.md "Orders"):
 * - `POST /dev/variants/{code}/stock` `{"stockLevel": n}` sets a variant's stock (the product-availability outcome);
 * - `GET /dev/orders?user=uid` lists the orders a user owns or placed, oldest first (tests count orders with it);
 *   `GET /dev/orders?code=30000001` the one order with that code (a guest's, whose uid a test does not know);
 * - `POST /dev/orders/{code}/advance?site=corporate` `{"to": "SHIPPED"}` or `{"steps": n}` (issue 23): moves every
 *   consignment of the order along the fulfilment flow now (making them first when it has none; stores/fulfilment.ts)
 *   and answers `{ code, status, consignments }`.
 */
export function devOrdersRoutes({ db, stores, now }: AppDeps) {
  const setStock = db.prepare<[number, string]>("UPDATE variants SET stock_level = ? WHERE code = ?");
  const ordersOf = db.prepare<[string, string, string], Record<string, unknown>>(
    `SELECT code, guid, site, user_uid AS userUid, placed_by_uid AS placedByUid, status, created_at AS createdAt, guest_email AS guestEmail,
       payment_type AS paymentType,
       total_with_tax_cents AS totalWithTaxCents, source_cart_code AS sourceCartCode, idempotency_key AS idempotencyKey,
       (SELECT COUNT(*) FROM order_entries e WHERE e.order_id = o.id) AS entryCount
     FROM orders o WHERE user_uid = ? OR placed_by_uid = ? OR code = ? ORDER BY id`,
  );
  const replenishmentsOf = db.prepare<[string, string], Record<string, unknown>>(
    `SELECT code, first_date AS firstDate, recurrence_period AS recurrencePeriod, source_cart_code AS sourceCartCode
     FROM replenishment_orders WHERE user_uid = ? OR placed_by_uid = ? ORDER BY id`,
  );
  const app = new Hono();
  app.post("/variants/:code/stock", async (c) => {
    const { code } = parseInput(variantParamsSchema, c.req.param());
    const { stockLevel } = parseInput(stockBodySchema, await c.req.json().catch(() => ({})));
    if (setStock.run(stockLevel, code).changes === 0) throw unknownIdentifier(`Variant '${code}' not found`);
    return c.json({ code, stockLevel }, 200, { "Cache-Control": "no-store" });
  });
  app.post("/orders/:code/advance", async (c) => {
    const { code } = parseInput(advanceParamsSchema, c.req.param());
    const { site } = parseInput(advanceQuerySchema, c.req.query());
    const target = parseInput(advanceBodySchema, await c.req.json().catch(() => ({})));
    const at = now();
    stores.fulfilment.advanceDue(at);
    const body = db.transaction(() => stores.fulfilment.devAdvance(site, code, target, at)).immediate();
    return c.json(body, 200, { "Cache-Control": "no-store" });
  });
  app.get("/orders", (c) => {
    const { user = "", code = "" } = parseInput(ordersQuerySchema, c.req.query());
    return c.json(
      { orders: ordersOf.all(user, user, code), replenishmentOrders: replenishmentsOf.all(user, user) },
      200,
      { "Cache-Control": "no-store" },
    );
  });
  return app;
}
