import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { intParam, parseInput } from "../http/validation";
import { interestsStore, NOTIFICATION_TYPES } from "../stores/interests";

const NO_STORE = { "Cache-Control": "private, no-store" };

const productCode = z.string({ required_error: "productCode is required" }).trim().min(1).max(64);
const notificationType = z.enum(NOTIFICATION_TYPES, { errorMap: () => ({ message: "notificationType must be BACK_IN_STOCK" }) });
const listQuerySchema = z.object({
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 20),
  sort: z.string().max(64).optional(),
  productCode: productCode.optional(),
  notificationType: notificationType.optional(),
  fields: z.string().max(200).optional(),
});
const changeQuerySchema = z.object({ productCode, notificationType, fields: z.string().max(200).optional() });

/**
 * Back-in-stock interests (issue 25; docs/interests-and-coupons.md; rules in stores/interests.ts), stock SAP Commerce
 * 2211 ProductInterestsController (Spartacus OccUserInterestsAdapter):
 * - `GET users/{userId}/productinterests?currentPage&pageSize&productCode&notificationType` → ProductInterestSearchResult;
 * - `POST users/{userId}/productinterests?productCode=&notificationType=BACK_IN_STOCK` (no body) → 201 the relation;
 * - `DELETE users/{userId}/productinterests?productCode=&notificationType=BACK_IN_STOCK` → 200, empty body.
 */
export function interestsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const interests = interestsStore(db, { access: deps.stores.cartAccess });
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/users/:userId/productinterests", auth, (c) => {
    const query = parseInput(listQuerySchema, c.req.query());
    return c.json(interests.list(callerOf(c), query), 200, NO_STORE);
  });

  app.post("/:site/users/:userId/productinterests", auth, (c) => {
    const query = parseInput(changeQuerySchema, c.req.query());
    const body = db.transaction(() => interests.add(callerOf(c), query.productCode, query.notificationType, now())).immediate();
    return c.json(body, 201, NO_STORE);
  });

  app.delete("/:site/users/:userId/productinterests", auth, (c) => {
    const query = parseInput(changeQuerySchema, c.req.query());
    interests.remove(callerOf(c), query.productCode, query.notificationType);
    return c.body(null, 200, NO_STORE);
  });

  return app;
}
