import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden, invalidToken } from "../http/errors";
import { parseInput } from "../http/validation";
import { type Caller } from "./caller";
import { type CartRow, cartCode, cartNotFound, type CartStore } from "./cart";
import { type PriceContext, type PriceResolver } from "./pricing";
import { type ProxyModeReader } from "./proxy-modes";

/**
 * Who may use which cart (docs/occ-api.md "Issue 5 additions", "Cart access"). Every cart and checkout route
 * resolves its cart here, so the rules live in one place:
 * - `{users|orgUsers}/current/carts/{cartId}` (or the caller's own uid): a user token; `current` is the caller's
 *   open cart on the site; a code must be the caller's open cart or, in proxy mode, the wearer's cart the proxy
 *   mode was enabled with (the cart the buyer orders into).
 * - `users/anonymous/carts/{guid}`: any valid token (the storefront uses its client token); the cart of a guest,
 *   named by its guid (the guid is the secret; codes are not accepted for anonymous carts).
 */

const userParamsSchema = z.object({ userId: z.string().min(1).max(320) });
const cartParamsSchema = userParamsSchema.extend({ cartId: z.string().min(1).max(64) });

export interface CartCaller {
  /** Who calls: the signed-in user, or the guest who owns the anonymous cart. */
  actingUid: string;
  site: BaseSite;
  guest: boolean;
}

export interface CartAccess extends CartCaller {
  cart: CartRow;
  /** The cart's owner: the caller, a guest, or the wearer of a proxy cart. Orders are placed for the owner. */
  ownerUid: string;
  prices: PriceContext;
}

const GUEST_PASSWORD_HASH = "!";

export type CartAccessStore = ReturnType<typeof cartAccess>;

export function cartAccess(
  db: Db,
  now: () => number,
  { carts, resolvePrices, proxyModes }: { carts: CartStore; resolvePrices: PriceResolver; proxyModes: ProxyModeReader },
) {
  const findUserSite = db.prepare<[string], { site: string }>("SELECT o.site FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?");
  const cartById = db.prepare<[number], CartRow & { ownerUid: string }>("SELECT id, guid, user_uid AS ownerUid FROM carts WHERE id = ?");
  const guestCart = db.prepare<[string, string], CartRow & { ownerUid: string }>(
    `SELECT c.id, c.guid, c.user_uid AS ownerUid FROM carts c JOIN users u ON u.uid = c.user_uid
     WHERE c.guid = ? AND c.site = ? AND u.is_guest = 1`,
  );
  const guestCartByKey = db.prepare<[string, string], CartRow & { ownerUid: string }>(
    `SELECT c.id, c.guid, c.user_uid AS ownerUid FROM guest_cart_requests r JOIN carts c ON c.id = r.cart_id
     WHERE r.site = ? AND r.key = ?`,
  );
  const insertGuestRequest = db.prepare<[string, string, number, number]>(
    "INSERT INTO guest_cart_requests (site, key, cart_id, created_at) VALUES (?, ?, ?, ?)",
  );
  const insertGuest = db.prepare<[string, string]>(
    "INSERT INTO users (uid, org_unit, first_name, last_name, password_hash, is_guest) VALUES (?, ?, 'Guest', 'Customer', '" + GUEST_PASSWORD_HASH + "', 1)",
  );

  /** The signed-in caller of a `{scope}/{userId}/…` route, checked against `{userId}` and the base site. */
  function signedInCaller(caller: Caller): CartCaller {
    const { userId } = parseInput(userParamsSchema, { userId: caller.userId });
    const { auth, site } = caller;
    if (userId === "anonymous") {
      if (!auth) throw invalidToken("Invalid access token: anonymous carts need a bearer token");
      throw forbidden("Anonymous carts are named by their guid");
    }
    const userUid = auth?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's carts is not allowed");
    if (findUserSite.get(userUid)?.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
    return { actingUid: userUid, site, guest: false };
  }

  /**
   * The cart of a `{scope}/{userId}/carts/{cartId}/…` route. With `create`, `current` makes the signed-in
   * caller's cart when missing. Unknown or foreign carts are 404 `CartError` ('Cart not found.').
   * `cartId` names the cart when a route takes it from elsewhere (place order: `orders?cartId=`).
   */
  function resolve(from: Caller, { create = false, cartId: namedCart }: { create?: boolean; cartId?: string } = {}): CartAccess {
    const { userId, cartId } =
      namedCart === undefined
        ? parseInput(cartParamsSchema, { userId: from.userId, cartId: from.cartId })
        : { ...parseInput(userParamsSchema, { userId: from.userId }), cartId: parseInput(cartParamsSchema.shape.cartId, namedCart) };
    const { site } = from;
    if (userId === "anonymous") {
      if (!from.auth) throw invalidToken("Invalid access token: anonymous carts need a bearer token");
      const cart = guestCart.get(cartId, site.uid);
      if (!cart) throw cartNotFound();
      return { actingUid: cart.ownerUid, ownerUid: cart.ownerUid, site, guest: true, cart: { id: cart.id, guid: cart.guid }, prices: resolvePrices(site, cart.ownerUid) };
    }
    const caller = signedInCaller(from);
    const own = (cart: CartRow): CartAccess => ({ ...caller, cart, ownerUid: caller.actingUid, prices: resolvePrices(site, caller.actingUid) });
    if (cartId === "current") {
      if (create) return own(carts.openCart(site.uid, caller.actingUid, now()));
      const cart = carts.findOpen(site.uid, caller.actingUid);
      if (!cart) throw cartNotFound();
      return own(cart);
    }
    const mine = carts.findOpen(site.uid, caller.actingUid);
    if (mine && (cartId === cartCode(mine.id) || cartId === mine.guid)) return own(mine);
    const proxyCartId = proxyModes.find(caller.actingUid, site.uid)?.cartId ?? null;
    if (proxyCartId !== null) {
      const cart = cartById.get(proxyCartId);
      if (cart && (cartId === cartCode(cart.id) || cartId === cart.guid)) {
        return { ...caller, cart: { id: cart.id, guid: cart.guid }, ownerUid: cart.ownerUid, prices: resolvePrices(site, cart.ownerUid) };
      }
    }
    throw cartNotFound();
  }

  /** `POST {scope}/current/carts`: the signed-in caller's open cart, created when there is none. */
  function openOwnCart(from: Caller): CartAccess {
    const caller = signedInCaller(from);
    const cart = carts.openCart(caller.site.uid, caller.actingUid, now());
    return { ...caller, cart, ownerUid: caller.actingUid, prices: resolvePrices(caller.site, caller.actingUid) };
  }

  /** `POST users/anonymous/carts`: a new guest (a user row that cannot sign in) in the site's guest unit, and its cart. */
  /**
   * A new guest cart. With an Idempotency-Key (call it in a `BEGIN IMMEDIATE` transaction) the cart this key made
   * before is answered instead while it exists — a visitor's first add, sent twice, makes one cart; once that cart
   * is gone (ordered) the key makes a new one.
   */
  function createGuestCart(site: BaseSite, key: string | null = null): CartAccess {
    const earlier = key === null ? undefined : guestCartByKey.get(site.uid, key);
    if (earlier) {
      const { ownerUid, ...cart } = earlier;
      return { actingUid: ownerUid, ownerUid, site, guest: true, cart, prices: resolvePrices(site, ownerUid) };
    }
    const guestUid = `guest-${randomUUID()}`;
    insertGuest.run(guestUid, `guest-${site.uid}`);
    const at = now();
    const cart = carts.openCart(site.uid, guestUid, at);
    if (key !== null) insertGuestRequest.run(site.uid, key, cart.id, at);
    return { actingUid: guestUid, ownerUid: guestUid, site, guest: true, cart, prices: resolvePrices(site, guestUid) };
  }

  return { signedInCaller, resolve, openOwnCart, createGuestCart };
}
