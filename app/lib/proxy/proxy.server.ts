import { redirect } from "@remix-run/node";
import { getOcc } from "~/lib/auth.server";
import * as proxyMessages from "~/lib/proxy/messages";
import { getCurrentCart } from "~/lib/occ/cart.server";
import { isOccError } from "~/lib/occ/errors";
import { disableProxyMode, enableProxyMode } from "~/lib/occ/proxy.server";
import { type RequestContext } from "~/lib/request-context.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { type ProxyTarget, commitSession, getSession } from "~/lib/session.server";

/**
 * Proxy ordering (spec part 2 §3–§4; docs/punch-out-and-proxy.md): a buyer, manager or admin
 * orders on behalf of a wearer. The cookie session holds `isProxyMode` and `proxy` (the old
 * storefront's isProxyModeEnabled storage key); the central guard (session-guards.ts) sends
 * restricted paths to /order-in-progress while it is on. A failed call changes nothing.
 */

/** Who the user is ordering for, or null. */
export async function currentProxy(request: Request, context: RequestContext): Promise<ProxyTarget | null> {
  const session = await getSession(request, context);
  if (session.get("isProxyMode") !== true) return null;
  return session.get("proxy") ?? null;
}

/** The form-level message for a failed switch: 'Proxy ordering could not be changed…' plus the catalogue text. */
export function proxyFailureMessage(error: unknown): string | null {
  if (!isOccError(error)) return null;
  return `${proxyMessages.proxyFailed} ${error.userMessage}`;
}

/** On: POST proxy with the wearer's uid and the user's current cart (or null); the session follows only on success. */
export async function startProxyMode(request: Request, context: RequestContext, uid: string): Promise<Response> {
  const occ = await getOcc(request, context);
  const cart = await getCurrentCart({ occ });
  const enabled = await enableProxyMode({ occ }, { uid, cartId: cart?.code ?? null });
  const session = await getSession(request, context);
  session.set("isProxyMode", true);
  session.set("proxy", { uid: enabled.uid, name: enabled.name, cartId: enabled.cartId });
  session.flash("flash", { type: "success", message: proxyMessages.proxyEnabled(enabled.name) });
  return redirect("/", { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Off: DELETE proxy; the session flags go only on success. */
export async function stopProxyMode(request: Request, context: RequestContext, redirectTo?: string): Promise<Response> {
  await disableProxyMode({ occ: await getOcc(request, context) });
  const session = await getSession(request, context);
  session.unset("isProxyMode");
  session.unset("proxy");
  session.flash("flash", { type: "success", message: proxyMessages.proxyDisabled });
  return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": await commitSession(session) } });
}
