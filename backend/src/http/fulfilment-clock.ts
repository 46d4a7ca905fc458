import { createMiddleware } from "hono/factory";
import { type AppDeps, type OccEnv } from "./env";

/**
 * The lazy fulfilment clock (issue 23, stores/fulfilment.ts): before a request that reads or changes orders,
 * consignments, unit orders or replenishments, every order that is due moves on, and every return request that is due
 * (issue 24: the Order lists its returns' statuses). One indexed query each when nothing is due. Registered in app.ts
 * for those paths only.
 */
export function fulfilmentClock(deps: AppDeps) {
  return createMiddleware<OccEnv>(async (_c, next) => {
    const at = deps.now();
    deps.stores.fulfilment.advanceDue(at);
    // The Order lists its return requests with their status (issue 24): those move on too.
    deps.stores.returns.advanceDue(at);
    await next();
  });
}

/** The OCC paths (below `/occ/v2`) the clock runs before. */
export const FULFILMENT_CLOCK_PATHS = [
  "/:site/users/:userId/orders",
  "/:site/users/:userId/orders/*",
  "/:site/orgUsers/:userId/orders/*",
  "/:site/orgUsers/:userId/order/*",
  "/:site/orgUsers/:userId/orgUnits/orders",
  "/:site/orgUsers/:userId/orgUnits/orders/*",
  "/:site/users/:userId/replenishmentOrders",
  "/:site/users/:userId/replenishmentOrders/*",
] as const;

/**
 * The lazy returns clock (issue 24, stores/returns.ts): before a returns request, the fulfilment clock (deliveries
 * make units returnable) and then every return request that is due move on.
 */
export function returnsClock(deps: AppDeps) {
  return createMiddleware<OccEnv>(async (_c, next) => {
    const at = deps.now();
    deps.stores.fulfilment.advanceDue(at);
    deps.stores.returns.advanceDue(at);
    await next();
  });
}

/** The OCC paths (below `/occ/v2`) the returns clock runs before. */
export const RETURNS_CLOCK_PATHS = [
  "/:site/users/:userId/orderReturns",
  "/:site/users/:userId/orderReturns/*",
  "/:site/orgUsers/:userId/orderReturns/*",
  "/:site/orgUsers/:userId/returnThresholdRequests",
  "/:site/orgUsers/:userId/returnThresholdRequests/*",
] as const;
