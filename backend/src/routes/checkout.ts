import { Hono } from "hono";
import { z } from "zod";
import { PAYMENT_TYPES } from "../stores/checkout-details";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidParameter, notFound } from "../http/errors";
import { extensionRoute } from "../http/extensions";
import { parseInput } from "../http/validation";
import { CART_HEADERS } from "./cart";

const addressIdQuery = z.object({ addressId: z.string().min(1, "addressId is required").max(20) });
const deliveryModeQuery = z.object({ deliveryModeId: z.string().min(1, "deliveryModeId is required").max(64) });
const paymentTypeQuery = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { message: "Must be ACCOUNT or CARD" }),
  purchaseOrderNumber: z.string().max(64).optional(),
});
const costCenterQuery = z.object({ costCenterId: z.string().min(1, "costCenterId is required").max(64) });
const countryParam = z.object({ iso: z.string().regex(/^[A-Z]{2}$/, "Not a country isocode") });
const countriesQuery = z.object({ type: z.enum(["SHIPPING", "BILLING"]).optional() });

/**
 * Checkout details (docs/occ-api.md "Checkout details"): enablement flags, cost centres, urgent reasons, the review
 * step, address books and the delivery address, countries and regions, delivery modes, payment types, as SAP Commerce
 * 2211 B2B serves them (issue 22):
 * - stock calls under `users/{u}/carts/{c}` (SAP's CartsController / B2BCartsController, Spartacus' B2B checkout
 *   config): `POST …/addresses/delivery` (JSON AddressWsDTO → 201 the address), `PUT …/addresses/delivery?addressId=`,
 *   `GET …/deliverymodes`, `PUT …/deliverymode?deliveryModeId=` (empty 200), `PUT …/paymenttype?paymentType=
 *   [&purchaseOrderNumber=]` and `PUT …/costcenter?costCenterId=` (→ the cart); `GET users/{u}/addresses`,
 *   `GET costcenters`, `GET paymenttypes`, `GET countries`, `GET countries/{iso}/regions`. Request parameters only:
 *   a missing one is 400 ValidationError (subjectType parameter).
 * - SAP's B2B `PUT orgUsers/{u}/carts/{c}/addresses/delivery?addressId=` (Spartacus B2B setDeliveryAddress, the spec).
 * - this customer's extensions, gated with extensionRoute (404 UnknownResourceError with BACKEND_EXTENSIONS=none):
 *   `GET orgUsers/{u}/checkout/enablement` (a guest's: `users/anonymous/carts/{guid}/checkout/enablement`),
 *   `GET orgUsers/{u}/addresses/wwgAddresses`, `PUT orgUsers/{u}/carts/{c}/review` (JSON), `GET urgentreasons`.
 * Carts resolve via stores/cart-access.ts; the rules live in stores/checkout-details.ts.
 */
export function checkoutRoutes(deps: AppDeps) {
  const { db } = deps;
  const { cartAccess: access, carts, checkoutDetails: details } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extension = extensionRoute(deps.config);

  /** The signed-in user of a user-token call without a cart (`{scope}/current/…`, costcenters). */
  const userOf = (uid: string | null | undefined) => {
    if (!uid) throw forbidden("This token is not bound to a user");
    return uid;
  };

  const cart = "/:site/users/:userId/carts/:cartId";
  const orgCart = "/:site/orgUsers/:userId/carts/:cartId";

  // --- this customer's extensions ---

  app.get("/:site/orgUsers/:userId/checkout/enablement", extension, auth, (c) => {
    const caller = access.signedInCaller(callerOf(c));
    return c.json(details.enablement(caller.actingUid), 200, CART_HEADERS);
  });

  // Guests (users/anonymous/carts/{guid}) get their guest unit's flags; a signed-in cart, the caller's unit's.
  app.get(`${cart}/checkout/enablement`, extension, auth, (c) => {
    const resolved = access.resolve(callerOf(c));
    return c.json(details.enablement(resolved.actingUid), 200, CART_HEADERS);
  });

  app.get("/:site/orgUsers/:userId/addresses/wwgAddresses", extension, auth, (c) => {
    const caller = access.signedInCaller(callerOf(c));
    return c.json({ addresses: details.addressBook(caller.actingUid) }, 200, CART_HEADERS);
  });

  // A signed-in user's cart under orgUsers/ (spec); a guest's under users/anonymous/carts/{guid} (the only family a guest has).
  const review = (path: string, guestsOnly = false) => app.put(`${path}/review`, extension, auth, async (c) => {
    if (guestsOnly && c.req.param("userId") !== "anonymous") return notFound(c);
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
  review(orgCart);
  review(cart, true);

  app.get("/:site/urgentreasons", extension, auth, (c) => c.json({ reasons: details.urgentReasons() }));

  // --- stock SAP Commerce 2211 B2B ---

  /** AddressController `GET users/{u}/addresses` (AddressListWsDTO): the user's address book. */
  app.get("/:site/users/:userId/addresses", auth, (c) => {
    const caller = access.signedInCaller(callerOf(c));
    return c.json({ addresses: details.addressBook(caller.actingUid) }, 200, CART_HEADERS);
  });

  app.post(`${cart}/addresses/delivery`, auth, async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw invalidParameter("body", "The body must be a JSON Address");
    });
    const address = db.transaction(() => details.createDeliveryAddress(access.resolve(callerOf(c)), body))();
    return c.json(address, 201, CART_HEADERS);
  });

  // CartsController (users/) and B2BCartsController (orgUsers/, the spec's and Spartacus B2B's): empty 200.
  for (const path of [cart, orgCart]) {
    app.put(`${path}/addresses/delivery`, auth, (c) => {
      const { addressId } = parseInput(addressIdQuery, c.req.query());
      db.transaction(() => details.selectDeliveryAddress(access.resolve(callerOf(c)), addressId))();
      return c.body(null, 200, CART_HEADERS);
    });
  }

  app.get(`${cart}/deliverymodes`, auth, (c) => {
    const resolved = access.resolve(callerOf(c));
    return c.json({ deliveryModes: details.deliveryModesFor(resolved, resolved.prices) }, 200, CART_HEADERS);
  });

  app.put(`${cart}/deliverymode`, auth, (c) => {
    const { deliveryModeId } = parseInput(deliveryModeQuery, c.req.query());
    db.transaction(() => details.selectDeliveryMode(access.resolve(callerOf(c)), deliveryModeId))();
    return c.body(null, 200, CART_HEADERS);
  });

  /** B2BCartsController: payment type and (optional) PO number as request parameters → the cart. */
  app.put(`${cart}/paymenttype`, auth, (c) => {
    const { paymentType, purchaseOrderNumber } = parseInput(paymentTypeQuery, c.req.query());
    const result = db.transaction(() => {
      const resolved = access.resolve(callerOf(c));
      details.selectPaymentType(resolved, paymentType, purchaseOrderNumber);
      return carts.toCart(resolved.cart, resolved.prices);
    })();
    return c.json(result, 200, CART_HEADERS);
  });

  /** B2BCartsController: the cost centre as a request parameter → the cart. */
  app.put(`${cart}/costcenter`, auth, (c) => {
    const { costCenterId } = parseInput(costCenterQuery, c.req.query());
    const result = db.transaction(() => {
      const resolved = access.resolve(callerOf(c));
      details.selectCostCenter(resolved, costCenterId);
      return carts.toCart(resolved.cart, resolved.prices);
    })();
    return c.json(result, 200, CART_HEADERS);
  });

  /** B2BCostCentersController `GET costcenters` (B2BCostCenterListWsDTO: `active` a string, `activeFlag` the boolean). */
  app.get("/:site/costcenters", auth, (c) => {
    const uid = userOf(c.get("auth")?.userUid);
    return c.json({ costCenters: details.costCentersOf(uid) }, 200, CART_HEADERS);
  });

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
