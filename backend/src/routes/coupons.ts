import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { intParam, parseInput } from "../http/validation";
import { couponsStore } from "../stores/coupons";

const NO_STORE = { "Cache-Control": "private, no-store" };

const listQuerySchema = z.object({
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 20),
  sort: z.string().max(64).optional(),
  fields: z.string().max(200).optional(),
});
const claimParamsSchema = z.object({ couponCode: z.string().trim().min(1).max(64) });

/**
 * Customer coupons (issue 25; docs/interests-and-coupons.md; rules in stores/coupons.ts), stock SAP Commerce 2211
 * CustomerCouponsController (Spartacus OccCustomerCouponAdapter):
 * - `GET users/{userId}/customercoupons?currentPage&pageSize&sort` → CustomerCouponSearchResult (this site's claims);
 * - `POST users/{userId}/customercoupons/{couponCode}/claim` (no body) → 201 CustomerCoupon2Customer.
 * A claimed coupon is applied with the cart's `POST users/{u}/carts/{c}/vouchers?voucherId=` (routes/cart.ts).
 */
export function couponsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const coupons = couponsStore(db, { access: deps.stores.cartAccess });
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/users/:userId/customercoupons", auth, (c) => {
    const query = parseInput(listQuerySchema, c.req.query());
    return c.json(coupons.list(callerOf(c), query, now()), 200, NO_STORE);
  });

  app.post("/:site/users/:userId/customercoupons/:couponCode/claim", auth, (c) => {
    const { couponCode } = parseInput(claimParamsSchema, c.req.param());
    const body = db.transaction(() => coupons.claim(callerOf(c), couponCode, now())).immediate();
    return c.json(body, 201, NO_STORE);
  });

  return app;
}
