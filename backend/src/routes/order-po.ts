import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };

const paramsSchema = z.object({ orderId: z.string().min(1).max(64) });
const querySchema = z.object({ poNumber: z.string().max(200), fields: z.string().max(200).optional() });

/**
 * The PO number of a placed order (issue 23; spec part 2 §7; this customer's extension, so `BACKEND_EXTENSIONS=none`
 * answers 404 UnknownResourceError): `PATCH orgUsers/{userId}/order/{orderId}/purchase-order?poNumber=` sets it,
 * `DELETE …?poNumber=` removes it (the number named must be the current one, else 409). Both answer 200 with the
 * Order. Rules: stores/order-po.ts.
 */
export function orderPoRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orderPo } = deps.stores;
  const app = new Hono<OccEnv>();
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });
  const path = "/:site/orgUsers/:userId/order/:orderId/purchase-order";

  app.patch(path, extension, auth, (c) => {
    const { orderId } = parseInput(paramsSchema, c.req.param());
    const { poNumber } = parseInput(querySchema, c.req.query());
    const order = db.transaction(() => orderPo.set(callerOf(c), orderId, poNumber)).immediate();
    return c.json(order, 200, NO_STORE);
  });

  app.delete(path, extension, auth, (c) => {
    const { orderId } = parseInput(paramsSchema, c.req.param());
    const { poNumber } = parseInput(querySchema, c.req.query());
    const order = db.transaction(() => orderPo.remove(callerOf(c), orderId, poNumber)).immediate();
    return c.json(order, 200, NO_STORE);
  });

  return app;
}
