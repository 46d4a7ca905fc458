import { Hono } from "hono";
import { z } from "zod";
import { MAX_ENTRY_QUANTITY } from "../stores/carts";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { invalidParameter, OccError } from "../http/errors";
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
export function cartsRoutes(deps: AppDeps) {
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
