import { Hono } from "hono";
import { z } from "zod";
import { PAYMENT_TYPES } from "../stores/checkout-details";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidParameter } from "../http/errors";
import { parseInput } from "../http/validation";
import { CART_HEADERS } from "./cart";

const addressIdQuery = z.object({ addressId: z.string().min(1, "addressId is required").max(20) });
const deliveryModeQuery = z.object({ deliveryModeId: z.string().min(1, "deliveryModeId is required").max(64) });
const paymentTypeQuery = z.object({ paymentType: z.enum(PAYMENT_TYPES, { message: "Must be ACCOUNT or CARD" }) });
const countryParam = z.object({ iso: z.string().regex(/^[A-Z]{2}$/, "Not a country isocode") });
const countriesQuery = z.object({ type: z.enum(["SHIPPING", "BILLING"]).optional() });

/**
 * Checkout details (docs/occ-api.md "Issue 5 additions" → "Checkout details"): enablement flags, cost centres,
 * urgent reasons, the review step, address books and the delivery address, countries and regions, delivery modes,
 * payment types. Cart routes answer under `users/` and `orgUsers/` and resolve their cart via stores/cart-access.ts;
 * the rules live in stores/checkout-details.ts.
 */
export function checkoutRoutes(deps: AppDeps) {
  const { db } = deps;
  const { cartAccess: access, carts, checkoutDetails: details } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  /** The signed-in user of a user-token call without a cart (`{scope}/current/…`, costcenters). */
  const userOf = (uid: string | null | undefined) => {
    if (!uid) throw forbidden("This token is not bound to a user");
    return uid;
  };

  for (const scope of ["users", "orgUsers"]) {
    const cart = `/:site/${scope}/:userId/carts/:cartId`;

    app.get(`/:site/${scope}/:userId/checkout/enablement`, auth, (c) => {
      const caller = access.signedInCaller(callerOf(c));
      return c.json(details.enablement(caller.actingUid), 200, CART_HEADERS);
    });

    // Guests (users/anonymous/carts/{guid}) get their guest unit's flags; a signed-in cart, the caller's unit's.
    app.get(`${cart}/checkout/enablement`, auth, (c) => {
      const resolved = access.resolve(callerOf(c));
      return c.json(details.enablement(resolved.actingUid), 200, CART_HEADERS);
    });

    app.get(`/:site/${scope}/:userId/addresses/wwgAddresses`, auth, (c) => {
      const caller = access.signedInCaller(callerOf(c));
      return c.json({ addresses: details.addressBook(caller.actingUid) }, 200, CART_HEADERS);
    });

    app.put(`${cart}/review`, auth, async (c) => {
      const body: unknown = await c.req.json().catch(() => {
        throw invalidParameter("body", "The body must be JSON");
      });
      const result = db.transaction(() => {
        const resolved = access.resolve(callerOf(c));
        details.review(resolved, body);
        return carts.toCart(resolved.cart, resolved.prices);
      })();
      return c.json(result, 200, CART_HEADERS);
    });

    app.post(`${cart}/addresses/delivery`, auth, async (c) => {
      const body: unknown = await c.req.json().catch(() => {
        throw invalidParameter("body", "The body must be a JSON Address");
      });
      const address = db.transaction(() => details.createDeliveryAddress(access.resolve(callerOf(c)), body))();
      return c.json(address, 201, CART_HEADERS);
    });

    app.put(`${cart}/addresses/delivery`, auth, (c) => {
      const { addressId } = parseInput(addressIdQuery, c.req.query());
      db.transaction(() => details.selectDeliveryAddress(access.resolve(callerOf(c)), addressId))();
      return c.json({}, 200, CART_HEADERS);
    });

    app.get(`${cart}/deliverymodes`, auth, (c) => {
      const resolved = access.resolve(callerOf(c));
      return c.json({ deliveryModes: details.deliveryModesFor(resolved, resolved.prices) }, 200, CART_HEADERS);
    });

    app.put(`${cart}/deliverymode`, auth, (c) => {
      const { deliveryModeId } = parseInput(deliveryModeQuery, c.req.query());
      db.transaction(() => details.selectDeliveryMode(access.resolve(callerOf(c)), deliveryModeId))();
      return c.json({}, 200, CART_HEADERS);
    });

    app.put(`${cart}/paymenttype`, auth, (c) => {
      const { paymentType } = parseInput(paymentTypeQuery, c.req.query());
      const result = db.transaction(() => {
        const resolved = access.resolve(callerOf(c));
        details.selectPaymentType(resolved, paymentType);
        return carts.toCart(resolved.cart, resolved.prices);
      })();
      return c.json(result, 200, CART_HEADERS);
    });
  }

  app.get("/:site/costcenters", auth, (c) => {
    const uid = userOf(c.get("auth")?.userUid);
    return c.json({ costCenters: details.costCentersOf(uid) }, 200, CART_HEADERS);
  });

  app.get("/:site/urgentreasons", auth, (c) => c.json({ reasons: details.urgentReasons() }));

  // Guests (client token) may only pay by card; a user token gets their unit's types.
  app.get("/:site/paymenttypes", auth, (c) => {
    return c.json({ paymentTypes: details.paymentTypes(c.get("auth")?.userUid ?? null) }, 200, CART_HEADERS);
  });

  app.get("/:site/countries", (c) => {
    parseInput(countriesQuery, c.req.query());
    return c.json({ countries: details.countries() });
  });

  app.get("/:site/countries/:iso/regions", (c) => {
    const { iso } = parseInput(countryParam, c.req.param());
    return c.json({ regions: details.regions(iso) });
  });

  return app;
}
