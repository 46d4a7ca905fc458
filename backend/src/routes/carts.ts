import { Hono } from "hono";
import { z } from "zod";
import { cartAccess } from "../catalog/cart-access";
import { cartStore, MAX_ENTRY_QUANTITY } from "../catalog/carts";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { invalidParameter, OccError } from "../http/errors";
import { intParam, parseInput } from "../http/validation";

const addEntryQuerySchema = z.object({ quantity: intParam(1, MAX_ENTRY_QUANTITY, 1) });
const addEntryBodySchema = z.object({
  product: z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "Not a product code") }),
});

export const CART_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * Carts (docs/occ-api.md, "Cart" and "Issue 5 additions"), under both `users/{userId}` and `orgUsers/{userId}`:
 * the user's cart per base site, guest carts (`users/anonymous/carts/{guid}`), adding entries. Which cart a call
 * may use is decided by catalog/cart-access.ts.
 */
export function cartsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const carts = cartStore(db);
  const access = cartAccess(db, now);

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  for (const scope of ["users", "orgUsers"]) {
    app.get(`/:site/${scope}/:userId/carts/:cartId`, auth, (c) => {
      const { cart, prices } = access.resolve(c);
      return c.json(carts.toCart(cart, prices), 200, CART_HEADERS);
    });

    app.post(`/:site/${scope}/:userId/carts`, auth, (c) => {
      if (c.req.param("userId") === "anonymous") {
        const created = db.transaction(() => access.createGuestCart(c.get("site")))();
        return c.json(carts.toCart(created.cart, created.prices), 201, CART_HEADERS);
      }
      const { cart, prices } = db.transaction(() => access.openOwnCart(c))();
      return c.json(carts.toCart(cart, prices), 201, CART_HEADERS);
    });

    app.post(`/:site/${scope}/:userId/carts/:cartId/entries`, auth, async (c) => {
      const { quantity } = parseInput(addEntryQuerySchema, c.req.query());
      const body: unknown = await c.req.json().catch(() => {
        throw invalidParameter("body", "The body must be JSON like {\"product\":{\"code\":\"…\"}}");
      });
      const { product } = parseInput(addEntryBodySchema, body);

      const added = db.transaction(() => {
        const { cart, prices } = access.resolve(c, { create: true });
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
        const { entryNumber, quantity: entryQuantity } = carts.addUnits(cart, variant.code, quantity, now());
        return { cart, prices, entryNumber, entryQuantity };
      })();

      return c.json(
        {
          statusCode: "success",
          quantityAdded: quantity,
          quantity: added.entryQuantity,
          entry: carts.entry(added.cart, added.entryNumber, added.prices),
        },
        200,
        CART_HEADERS,
      );
    });
  }

  return app;
}
