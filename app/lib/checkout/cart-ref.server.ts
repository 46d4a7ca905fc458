import { getAppOcc, getOcc, getOptionalUser } from "~/lib/auth.server";
import { type CartRef } from "~/lib/occ/caller.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession } from "~/lib/session.server";

/**
 * Which cart this request works on, and with which OCC client (docs/checkout.md "Which cart"; the `CartRef` shape is
 * the OCC client's, app/lib/occ/caller.server.ts):
 * - signed in: `users/current/carts/{cartId}` (B2B and extension calls: `orgUsers/current/carts/{cartId}`) with the session's token; `cartId` is the proxy cart in proxy
 *   mode (the wearer's cart the buyer orders into), the punch-out cart in punch-out mode, else `current`;
 * - anonymous with a guest cart: `users/anonymous/carts/{guid}` with the storefront's client token;
 * - otherwise null (no cart: the cart page shows the empty state, checkout shows 'Checkout conditions not met').
 * Every cart and checkout loader/action takes its paths from here, so the three cases never drift apart.
 */
export async function getCartRef(request: Request, context: RequestContext): Promise<CartRef | null> {
  const session = await getSession(request, context);
  const user = await getOptionalUser(request, context);
  if (user) {
    const proxyCart = session.get("isProxyMode") ? session.get("proxy")?.cartId : null;
    const punchOutCart = session.get("isPunchOutMode") ? session.get("punchOutCartId") : null;
    const cartId = proxyCart || punchOutCart || "current";
    return {
      occ: await getOcc(request, context),
      userId: "current",
      cartId,
      guest: false,
      basePath: `users/current/carts/${encodeURIComponent(cartId)}`,
      userPath: "users/current",
      orgBasePath: `orgUsers/current/carts/${encodeURIComponent(cartId)}`,
      orgUserPath: "orgUsers/current",
    };
  }
  const guid = session.get("guestCartGuid");
  if (!guid) return null;
  return {
    occ: getAppOcc(request, context),
    userId: "anonymous",
    cartId: guid,
    guest: true,
    basePath: `users/anonymous/carts/${encodeURIComponent(guid)}`,
    userPath: "users/anonymous",
    orgBasePath: `users/anonymous/carts/${encodeURIComponent(guid)}`,
    orgUserPath: "users/anonymous",
  };
}
