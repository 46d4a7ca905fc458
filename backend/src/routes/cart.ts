import { type Context, Hono } from "hono";
import { z } from "zod";
import { MAX_ENTRY_QUANTITY } from "../stores/cart";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidParameter, OccError } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, parseInput } from "../http/validation";

const addEntryQuerySchema = z.object({ quantity: intParam(1, MAX_ENTRY_QUANTITY, 1) });
const addEntryBodySchema = z.object({
  product: z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "Not a product code") }),
});

export const CART_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * Carts (docs/occ-api.md, "Cart" and "Issue 5 additions"), under both `users/{userId}` and `orgUsers/{userId}`:
 * the user's cart per base site, guest carts (`users/anonymous/carts/{guid}`), adding entries. Which cart a call
 * may use is decided by stores/cart-access.ts.
 */
export function cartRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { carts, cartAccess: access } = deps.stores;

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  for (const scope of ["users", "orgUsers"]) {
    app.get(`/:site/${scope}/:userId/carts/:cartId`, auth, (c) => {
      const { cart, prices } = access.resolve(callerOf(c));
      return c.json(carts.toCart(cart, prices), 200, CART_HEADERS);
    });

    app.post(`/:site/${scope}/:userId/carts`, auth, (c) => {
      if (c.req.param("userId") === "anonymous") {
        const key = idempotencyKey(c.req.header("Idempotency-Key"));
        const created = db.transaction(() => access.createGuestCart(c.get("site"), key)).immediate();
        return c.json(carts.toCart(created.cart, created.prices), 201, CART_HEADERS);
      }
      const { cart, prices } = db.transaction(() => access.openOwnCart(callerOf(c)))();
      return c.json(carts.toCart(cart, prices), 201, CART_HEADERS);
    });

    app.post(`/:site/${scope}/:userId/carts/:cartId/entries`, auth, async (c) => {
      const { quantity } = parseInput(addEntryQuerySchema, c.req.query());
      const body: unknown = await c.req.json().catch(() => {
        throw invalidParameter("body", "The body must be JSON like {\"product\":{\"code\":\"…\"}}");
      });
      const { product } = parseInput(addEntryBodySchema, body);
      const key = idempotencyKey(c.req.header("Idempotency-Key"));

      // One IMMEDIATE transaction: of any number of adds with one key, the first adds and the others find its answer.
      const answer = db.transaction(() => {
        const { cart, prices, actingUid } = access.resolve(callerOf(c), { create: true });
        const replayed = carts.previousAdd(cart, actingUid, key);
        if (replayed !== null) return replayed;
        const variant = carts.findVariant(product.code);
        if (!variant) {
          if (carts.isBaseProduct(product.code)) {
            throw new OccError(400, [
              { type: "IllegalStateError", message: `Base product ${product.code} is make-to-stock and cannot be added to the cart` },
            ]);
          }
          throw new OccError(400, [{ type: "UnknownIdentifierError", message: `Product with code '${product.code}' not found` }]);
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

      return c.json(answer, 200, CART_HEADERS);
    });
  }

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

const EMPTY = {};

async function jsonBody(c: Context<OccEnv>): Promise<unknown> {
  return c.req.json().catch(() => {
    throw invalidParameter("body", 'The body must be JSON like {"quantity":2}');
  });
}

/**
 * The cart page's calls (docs/occ-api.md "Issue 5 additions", "Cart entries and vouchers"), under both
 * `users/{userId}` and `orgUsers/{userId}`: update (PUT/PATCH) and remove entries, remove all entries, apply and
 * remove vouchers, and a guest cart's e-mail. Which cart a call may use is decided by stores/cart-access.ts (own,
 * proxy and guest carts); each change runs in one transaction.
 */
export function cartEntriesRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { cartAccess: access, cartEntries: entries } = deps.stores;

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  for (const scope of ["users", "orgUsers"]) {
    const cartPath = `/:site/${scope}/:userId/carts/:cartId`;

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
      return c.json(EMPTY, 200, CART_HEADERS);
    });

    app.delete(`${cartPath}/entries`, auth, (c) => {
      db.transaction(() => {
        const { cart } = access.resolve(callerOf(c));
        entries.removeAllEntries(cart, now());
      })();
      return c.json(EMPTY, 200, CART_HEADERS);
    });

    app.post(`${cartPath}/vouchers`, auth, (c) => {
      const { voucherId } = parseInput(voucherQuerySchema, c.req.query());
      db.transaction(() => {
        const { cart, site } = access.resolve(callerOf(c));
        entries.applyVoucher(cart, site.uid, voucherId, now());
      })();
      return c.json(EMPTY, 200, CART_HEADERS);
    });

    app.delete(`${cartPath}/vouchers/:code`, auth, (c) => {
      const { code } = parseInput(voucherParamsSchema, c.req.param());
      db.transaction(() => {
        const { cart } = access.resolve(callerOf(c));
        entries.removeVoucher(cart, code, now());
      })();
      return c.json(EMPTY, 200, CART_HEADERS);
    });

    /** Guest checkout: the e-mail of an anonymous cart (`users/anonymous/carts/{guid}/email?email=`). */
    app.put(`${cartPath}/email`, auth, (c) => {
      const { email } = parseInput(emailQuerySchema, c.req.query());
      db.transaction(() => {
        const resolved = access.resolve(callerOf(c));
        if (!resolved.guest) throw forbidden("Only guest carts take an e-mail address");
        entries.setGuestEmail(resolved.ownerUid, email);
      })();
      return c.json(EMPTY, 200, CART_HEADERS);
    });
  }

  return app;
}
