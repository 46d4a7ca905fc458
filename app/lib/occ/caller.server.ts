import { type OccClient } from "./client.server";

/**
 * Who makes an OCC call: the first parameter of every exported call of app/lib/occ (client.server.ts "Callers").
 * The base is the client (token source, base site, punch-out header, abort signal); a call group whose paths name a
 * user or a cart takes one of the extensions below, so the path's `{userId}` / cart comes with the caller, never as
 * a loose string argument. Resolved per request outside this folder: `getCartRef` (app/lib/checkout/cart-ref.server.ts),
 * `getPackUser` (app/lib/packs/pack-user.server.ts), `{ occ: await getOcc(…) }` / `{ occ: getAppOcc(…) }`.
 */
export interface OccCaller {
  occ: OccClient;
}

/**
 * Cart and checkout calls (docs/checkout.md "Which cart"): which cart this request works on.
 * - signed in: the session's token; `cartId` is the proxy cart in proxy mode (the wearer's cart the buyer orders
 *   into), the punch-out cart in punch-out mode, else `current`;
 * - anonymous with a guest cart: `users/anonymous/carts/{guid}` with the storefront's client token.
 * Two path families (issue 22): stock SAP Commerce reads and changes carts under `users/{userId}` (`basePath`,
 * `userPath`); its B2B controllers and this customer's extensions live under `orgUsers/{userId}` (`orgBasePath`,
 * `orgUserPath`: the B2B add, set delivery address, place order, replenishment, the taken cart, taken entries). For a
 * guest both families are `users/anonymous`.
 */
export interface CartRef extends OccCaller {
  userId: "current" | "anonymous";
  cartId: string;
  guest: boolean;
  /** `users/current/carts/{cartId}` or `users/anonymous/carts/{guid}` (URL-encoded), without a trailing slash. */
  basePath: string;
  /** `users/current` or `users/anonymous`: where orders are read. */
  userPath: string;
  /** `orgUsers/current/carts/{cartId}` (guests: `basePath`). */
  orgBasePath: string;
  /** `orgUsers/current` (guests: `users/anonymous`): where orders are placed. */
  orgUserPath: string;
}

/**
 * Order calls: which user paths orders are placed and read under — a cart reference's, or a signed-in user's
 * (`users/current` to read, `orgUsers/current` to place: SAP's B2BOrdersController).
 */
export interface OrderOwner extends OccCaller {
  /** `users/current` or `users/anonymous`: reads. */
  userPath: string;
  /** `orgUsers/current` or `users/anonymous`: place order, replenishment. */
  orgUserPath: string;
}

/** The signed-in user's order paths (`users/current` to read, `orgUsers/current` for the B2B and extension calls). */
export function signedInOwner(occ: OccClient): OrderOwner {
  return { occ, userPath: "users/current", orgUserPath: "orgUsers/current" };
}

/**
 * Pack calls: whose packs a call is about — `current` (the signed-in user) or, in proxy mode, the wearer the buyer
 * orders for (`orgUsers/{wearerUid}/packs…`; the backend allows it only while proxy mode for that wearer is on).
 */
export interface PackUser extends OccCaller {
  userId: string;
}
