import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };
const codeParamsSchema = z.object({ code: z.string().min(1).max(64), consignmentCode: z.string().min(1).max(80).optional() });

/**
 * Issue 23, order details (docs/order-details.md), both stock SAP Commerce 2211 B2B calls:
 * - `GET orgUsers/{userId}/orgUnits/orders/{code}` (B2B unit-level order history, Spartacus `unitLevelOrderDetail`):
 *   the Order for a `unitorderviewergroup` member whose unit tree holds it; anything else 400 UnknownIdentifierError;
 * - `GET users/{userId}/orders/{code}/consignments/{consignmentCode}/tracking` (Spartacus `consignmentTracking`):
 *   SAP's ConsignmentTrackingWsDTO for a consignment of the caller's own order.
 * `GET users/{userId}/orders/{code}` itself stays in routes/orders.ts (its Order carries the consignments).
 */
export function orderDetailsRoutes(deps: AppDeps) {
  const { orders, orderAccess, fulfilment } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/orgUsers/:userId/orgUnits/orders/:code", auth, (c) => {
    const { code } = parseInput(codeParamsSchema, c.req.param());
    return c.json(orders.toOrder(orderAccess.inUnitTree(callerOf(c), code)), 200, NO_STORE);
  });

  app.get("/:site/users/:userId/orders/:code/consignments/:consignmentCode/tracking", auth, (c) => {
    const { code, consignmentCode = "" } = parseInput(codeParamsSchema, c.req.param());
    const order = orderAccess.own(callerOf(c), code);
    return c.json(fulfilment.tracking(order.id, consignmentCode), 200, NO_STORE);
  });

  return app;
}
