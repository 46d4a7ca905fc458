import { type Context, Hono } from "hono";
import { z } from "zod";
import { MAX_ENTRY_QUANTITY } from "../stores/cart";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { forbidden, invalidParameter, OccError } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, parseInput } from "../http/validation";

const productCodeSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "Not a product code");
/** The B2B add's request parameters (SAP B2BCartsController: `code`, `quantity` default 1). */
const b2bAddQuerySchema = z.object({ code: productCodeSchema, quantity: intParam(1, MAX_ENTRY_QUANTITY, 1) });
/** The stock add's OrderEntryWsDTO body (SAP CartEntriesController: `product.code`, `quantity` default 1). */
const addEntryBodySchema = z.object({
  product: z.object({ code: productCodeSchema }),
  quantity: z.number({ invalid_type_error: "Must be a whole number" }).int("Must be a whole number").min(1).max(MAX_ENTRY_QUANTITY).optional().default(1),
});

export const CART_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * Carts (docs/occ-api.md "Cart", "Calls and flavours"), as SAP Commerce 2211 B2B serves them (issue 22):
 * - stock `users/{userId}/carts…`: read a cart, create one (`POST users/{userId}/carts`; `anonymous` makes a guest cart),
 *   delete one, add an entry with an OrderEntryWsDTO JSON body;
 * - SAP's B2B add `POST orgUsers/{userId}/carts/{cartId}/entries?code=&quantity=` (request parameters, no body);
 * - this customer's taken cart `GET orgUsers/{userId}/carts/{cartId}` (spec part 2 §7, an extension: 404
 *   UnknownResourceError with `BACKEND_EXTENSIONS=none`).
 * `current` is never created on demand: with no open cart it is 400 `CartError` notFound. Which cart a call may use
 * is decided by stores/cart-access.ts.
 */
export function cartRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { carts, cartAccess: access } = deps.stores;

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extension = extensionRoute(deps.config);

  const readCart = (c: Context<OccEnv>) => {
    const { cart, prices } = access.resolve(callerOf(c));
    return c.json(carts.toCart(cart, prices), 200, CART_HEADERS);
  };
  app.get("/:site/users/:userId/carts/:cartId", auth, readCart);
  app.get("/:site/orgUsers/:userId/carts/:cartId", extension, auth, readCart);

  app.post("/:site/users/:userId/carts", auth, (c) => {
    if (c.req.param("userId") === "anonymous") {
      const key = idempotencyKey(c.req.header("Idempotency-Key"));
      const created = db.transaction(() => access.createGuestCart(c.get("site"), key)).immediate();
      return c.json(carts.toCart(created.cart, created.prices), 201, CART_HEADERS);
    }
    const { cart, prices } = db.transaction(() => access.openOwnCart(callerOf(c)))();
    return c.json(carts.toCart(cart, prices), 201, CART_HEADERS);
  });

  /** SAP CartsController deleteCart: 200 with an empty body. */
  app.delete("/:site/users/:userId/carts/:cartId", auth, (c) => {
    db.transaction(() => {
      const { cart } = access.resolve(callerOf(c));
      carts.deleteCart(cart);
    })();
    return c.body(null, 200, CART_HEADERS);
  });

  /**
   * Adds `quantity` of `productCode` to the named cart (never creating one). One IMMEDIATE transaction: of any number
   * of adds with one Idempotency-Key, the first adds and the others find its answer.
   */
  function add(c: Context<OccEnv>, productCode: string, quantity: number) {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    return db.transaction(() => {
      const { cart, prices, actingUid } = access.resolve(callerOf(c));
      const replayed = carts.previousAdd(cart, actingUid, key);
      if (replayed !== null) return replayed;
      const variant = carts.findVariant(productCode);
      if (!variant) {
        if (carts.isBaseProduct(productCode)) {
          throw new OccError(400, [
            { type: "IllegalStateError", message: `Base product ${productCode} is make-to-stock and cannot be added to the cart` },
          ]);
        }
        throw new OccError(400, [{ type: "UnknownIdentifierError", message: `Product with code '${productCode}' not found` }]);
      }
      const total = carts.quantityOf(cart, variant.code) + quantity;
      if (total > MAX_ENTRY_QUANTITY) {
        throw invalidParameter("quantity", `An entry holds at most ${MAX_ENTRY_QUANTITY} units; the cart already has ${total - quantity} of ${variant.code}`);
      }
      // Made-to-order (K) and sourced-to-order (R) products are not limited by stock.
      if (variant.productType === "S") {
        if (variant.stockLevel === 0) {
          throw new OccError(400, [{ type: "InsufficientStockError", message: `Product ${variant.code} is out of stock` }]);
        }
        if (total > variant.stockLevel) {
          throw new OccError(400, [
            { type: "InsufficientStockError", message: `Only ${variant.stockLevel} of product ${variant.code} are in stock (the cart would hold ${total})` },
          ]);
        }
      }
      const at = now();
      const { entryNumber, quantity: entryQuantity } = carts.addUnits(cart, variant.code, quantity, at);
      const response = { statusCode: "success", quantityAdded: quantity, quantity: entryQuantity, entry: carts.entry(cart, entryNumber, prices) };
      carts.recordAdd(cart, actingUid, key, response, at);
      return response;
    }).immediate();
  }

  /** Stock add (SAP CartEntriesController): the OrderEntryWsDTO `{ product: { code }, quantity }` as JSON. */
  app.post("/:site/users/:userId/carts/:cartId/entries", auth, async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw invalidParameter("body", 'The body must be JSON like {"product":{"code":"…"},"quantity":1}');
    });
    const { product, quantity } = parseInput(addEntryBodySchema, body);
    return c.json(add(c, product.code, quantity), 200, CART_HEADERS);
  });

  /** B2B add (SAP B2BCartsController, Spartacus defaultB2bOccConfig): request parameters `code` and `quantity`, no body. */
  app.post("/:site/orgUsers/:userId/carts/:cartId/entries", auth, (c) => {
    const { code, quantity } = parseInput(b2bAddQuerySchema, c.req.query());
    return c.json(add(c, code, quantity), 200, CART_HEADERS);
  });

  return app;
}

const entryParamsSchema = z.object({
  entryNumber: z.string().regex(/^\d{1,6}$/, "Must be a whole number").transform(Number),
});
const quantitySchema = z.number({ invalid_type_error: "Must be a whole number" }).int("Must be a whole number").min(0).max(MAX_ENTRY_QUANTITY);
/** PUT replaces the entry: the quantity only (spec part 2 §7: PUT when no store is given). */
const putBodySchema = z.object({ quantity: quantitySchema }).strict();
/** PATCH changes the fields given; a point of service is accepted and ignored (no pick-up in store). */
const patchBodySchema = z
  .object({
    quantity: quantitySchema.optional(),
    deliveryPointOfService: z.object({ name: z.string().min(1).max(100) }).optional(),
  })
  .strict();
const voucherQuerySchema = z.object({ voucherId: z.string().trim().min(1).max(64) });
const voucherParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
const emailQuerySchema = z.object({ email: z.string().trim().min(1).max(254).email("Not a valid e-mail address") });

async function jsonBody(c: Context<OccEnv>): Promise<unknown> {
  return c.req.json().catch(() => {
    throw invalidParameter("body", 'The body must be JSON like {"quantity":2}');
  });
}

/**
 * The cart page's calls (docs/occ-api.md "Cart entries and vouchers"), stock SAP under `users/{userId}` only
 * (CartEntriesController, CartVouchersController, CartsController): update (PUT/PATCH) and remove entries, apply and
 * remove vouchers, and a guest cart's e-mail; the changes without an answer of their own answer 200 with an empty body,
 * as SAP. Which cart a call may use is decided by stores/cart-access.ts (own, proxy and guest carts); each change runs
 * in one transaction. There is no "remove all entries" call (SAP has none): the storefront deletes the cart or its
 * entries one by one.
 */
export function cartEntriesRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { cartAccess: access, cartEntries: entries } = deps.stores;

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  {
    const cartPath = "/:site/users/:userId/carts/:cartId";

    app.put(`${cartPath}/entries/:entryNumber`, auth, async (c) => {
      const { entryNumber } = parseInput(entryParamsSchema, c.req.param());
      const { quantity } = parseInput(putBodySchema, await jsonBody(c));
      const modification = db.transaction(() => {
        const { cart, prices } = access.resolve(callerOf(c));
        return entries.setEntryQuantity(cart, entryNumber, quantity, prices, now());
      })();
      return c.json(modification, 200, CART_HEADERS);
    });

    app.patch(`${cartPath}/entries/:entryNumber`, auth, async (c) => {
      const { entryNumber } = parseInput(entryParamsSchema, c.req.param());
      const { quantity } = parseInput(patchBodySchema, await jsonBody(c));
      const modification = db.transaction(() => {
        const { cart, prices } = access.resolve(callerOf(c));
        return quantity === undefined
          ? entries.unchangedEntry(cart, entryNumber, prices)
          : entries.setEntryQuantity(cart, entryNumber, quantity, prices, now());
      })();
      return c.json(modification, 200, CART_HEADERS);
    });

    app.delete(`${cartPath}/entries/:entryNumber`, auth, (c) => {
      const { entryNumber } = parseInput(entryParamsSchema, c.req.param());
      db.transaction(() => {
        const { cart } = access.resolve(callerOf(c));
        entries.removeEntry(cart, entryNumber, now());
      })();
      return c.body(null, 200, CART_HEADERS);
    });

    app.post(`${cartPath}/vouchers`, auth, (c) => {
      const { voucherId } = parseInput(voucherQuerySchema, c.req.query());
      db.transaction(() => {
        const { cart, site, ownerUid } = access.resolve(callerOf(c));
        entries.applyVoucher(cart, site.uid, voucherId, now(), ownerUid);
      })();
      return c.body(null, 200, CART_HEADERS);
    });

    app.delete(`${cartPath}/vouchers/:code`, auth, (c) => {
      const { code } = parseInput(voucherParamsSchema, c.req.param());
      db.transaction(() => {
        const { cart } = access.resolve(callerOf(c));
        entries.removeVoucher(cart, code, now());
      })();
      return c.body(null, 200, CART_HEADERS);
    });

    /** Guest checkout: the e-mail of an anonymous cart (`users/anonymous/carts/{guid}/email?email=`). */
    app.put(`${cartPath}/email`, auth, (c) => {
      const { email } = parseInput(emailQuerySchema, c.req.query());
      db.transaction(() => {
        const resolved = access.resolve(callerOf(c));
        if (!resolved.guest) throw forbidden("Only guest carts take an e-mail address");
        entries.setGuestEmail(resolved.ownerUid, email);
      })();
      return c.body(null, 200, CART_HEADERS);
    });
  }

  return app;
}
