import { type Context, Hono } from "hono";
import { z } from "zod";
import { type CartRow, cartCode, cartNotFound, cartStore, MAX_ENTRY_QUANTITY } from "../catalog/carts";
import { priceResolver } from "../catalog/pricing";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidParameter, OccError } from "../http/errors";
import { intParam, parseInput } from "../http/validation";

const userParamsSchema = z.object({ userId: z.string().min(1).max(320) });
const cartParamsSchema = userParamsSchema.extend({ cartId: z.string().min(1).max(64) });
const addEntryQuerySchema = z.object({ quantity: intParam(1, MAX_ENTRY_QUANTITY, 1) });
const addEntryBodySchema = z.object({
  product: z.object({ code: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "Not a product code") }),
});

const CART_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * Carts (docs/occ-api.md, "Cart"), under both `users/{userId}` and `orgUsers/{userId}`: the user's cart per base
 * site, adding entries. Every call needs a user token; `{userId}` is `current` or the user's own uid.
 */
export function cartsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const carts = cartStore(db);
  const resolvePrices = priceResolver(db);
  const findUserSite = db.prepare<[string], { site: string }>("SELECT o.site FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?");

  /** The signed-in user, checked against `{userId}` and the base site. */
  const currentUser = (c: Context<OccEnv>) => {
    const { userId } = parseInput(userParamsSchema, c.req.param());
    const userUid = c.get("auth")?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's carts is not allowed");
    const site = c.get("site");
    if (findUserSite.get(userUid)?.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
    return { userUid, site, prices: resolvePrices(site, userUid) };
  };

  /** `current` is the user's open cart; a code must be that cart's. With `create`, `current` makes the cart when missing. */
  const findCart = (site: string, userUid: string, cartId: string, create: boolean): CartRow => {
    if (cartId === "current" && create) return carts.openCart(site, userUid, now());
    const cart = carts.findOpen(site, userUid);
    if (!cart || (cartId !== "current" && cartId !== cartCode(cart.id))) throw cartNotFound();
    return cart;
  };

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  for (const scope of ["users", "orgUsers"]) {
    app.get(`/:site/${scope}/:userId/carts/:cartId`, auth, (c) => {
      const { userUid, site, prices } = currentUser(c);
      const { cartId } = parseInput(cartParamsSchema, c.req.param());
      return c.json(carts.toCart(findCart(site.uid, userUid, cartId, false), prices), 200, CART_HEADERS);
    });

    app.post(`/:site/${scope}/:userId/carts`, auth, (c) => {
      const { userUid, site, prices } = currentUser(c);
      const cart = db.transaction(() => carts.openCart(site.uid, userUid, now()))();
      return c.json(carts.toCart(cart, prices), 201, CART_HEADERS);
    });

    app.post(`/:site/${scope}/:userId/carts/:cartId/entries`, auth, async (c) => {
      const { userUid, site, prices } = currentUser(c);
      const { cartId } = parseInput(cartParamsSchema, c.req.param());
      const { quantity } = parseInput(addEntryQuerySchema, c.req.query());
      const body: unknown = await c.req.json().catch(() => {
        throw invalidParameter("body", "The body must be JSON like {\"product\":{\"code\":\"…\"}}");
      });
      const { product } = parseInput(addEntryBodySchema, body);

      const added = db.transaction(() => {
        const cart = findCart(site.uid, userUid, cartId, true);
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
        return { cart, entryNumber, entryQuantity };
      })();

      return c.json(
        {
          statusCode: "success",
          quantityAdded: quantity,
          quantity: added.entryQuantity,
          entry: carts.entry(added.cart, added.entryNumber, prices),
        },
        200,
        CART_HEADERS,
      );
    });
  }

  return app;
}
