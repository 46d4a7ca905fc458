import { redirect } from "@remix-run/node";
import { createUserSession, getAppOcc, getOcc } from "~/lib/auth.server";
import { backendErrorResponse } from "~/lib/backend-errors.server";
import * as accountMessages from "~/lib/punchout/messages";
import * as messages from "~/lib/messages";
import { isOccError, rateLimitWait } from "~/lib/occ/errors";
import { cancelRequisition, getPunchOutSession, punchOutTokenResponse } from "~/lib/occ/punchout.server";
import { completeTokenSignIn } from "~/lib/login/account-switch.server";
import { type RequestContext } from "~/lib/request-context.server";
import { commitSession, destroySession, flashOnlyCookie, getSession } from "~/lib/session.server";

/**
 * Punch-out entry and exit (spec part 1 §2, §4, §6; docs/punch-out-and-proxy.md).
 *
 * Entry, `/punchout/cxml/session?sid=…`: the server fetches the session with the storefront's
 * client token; the backend answers a sid once, within minutes of its creation (issue 21). With a token → a
 * brand-new signed-in session in punch-out mode (token expiry = now + expires_in, the cart id, the sid for the
 * X-Punchout-Session-Id header) → /orderUniform; when another user is signed in here, the confirmation page first
 * (app/lib/login/account-switch.server.ts).
 * 404 or any error → the punch-out flags are cleared → /punchout-session-end. No token yet →
 * the loading page, nothing else (a reload asks again).
 */

export const PUNCH_OUT_LANDING = "/orderUniform";
export const PUNCH_OUT_SESSION_END = "/punchout-session-end";

export type PunchOutEntry = { kind: "redirect"; response: Response } | { kind: "pending" };

export async function enterPunchOut(request: Request, context: RequestContext): Promise<PunchOutEntry> {
  const sid = new URL(request.url).searchParams.get("sid")?.trim() ?? "";
  if (!sid || sid.length > 200) return { kind: "redirect", response: await endPunchOut(request, context) };

  try {
    const punchOut = await getPunchOutSession({ occ: getAppOcc(request, context) }, sid);
    if (!punchOut.token) return { kind: "pending" };
    const { session } = await createUserSession(request, context, punchOutTokenResponse(punchOut.token));
    session.set("punchOutSessionId", sid);
    session.set("isPunchOutMode", true);
    if (punchOut.cartId) session.set("punchOutCartId", punchOut.cartId);
    // Someone else signed in here is asked first (issue 21 hole 5): a sid link must not replace their session.
    return { kind: "redirect", response: await completeTokenSignIn(request, context, session, PUNCH_OUT_LANDING) };
  } catch (error) {
    if (!isOccError(error)) throw error;
    const wait = rateLimitWait(error); // too many unknown sids from this address (issue 21): say when to retry
    if (error.kind !== "notFound" && wait === null) console.warn(`[punch-out] session lookup failed (${error.kind}); ending the punch-out session`);
    return { kind: "redirect", response: await endPunchOut(request, context, wait === null ? undefined : messages.signInLimit(wait)) };
  }
}

/**
 * The entry page's loader (`/punchout/cxml/session?sid=`): the redirect into the store or to the session-end page
 * (thrown), or — the session not set up yet — the loading page's retry link.
 */
export async function loadPunchOutEntry(request: Request, context: RequestContext): Promise<{ retryHref: string }> {
  const entry = await enterPunchOut(request, context);
  if (entry.kind === "redirect") throw entry.response;
  const url = new URL(request.url);
  return { retryHref: `${url.pathname}${url.search}` };
}

/**
 * Clears the punch-out flags and goes to the session-end page. A session that was in punch-out
 * mode is destroyed (its token was the punch-out token); any other session only loses the flags.
 */
export async function endPunchOut(request: Request, context: RequestContext, flash?: string): Promise<Response> {
  const session = await getSession(request, context);
  const headers = new Headers();
  if (session.get("isPunchOutMode")) {
    headers.append("Set-Cookie", await destroySession(session));
    if (flash) headers.append("Set-Cookie", await flashOnlyCookie({ type: "info", message: flash }));
  } else {
    session.unset("punchOutSessionId");
    session.unset("isPunchOutMode");
    session.unset("punchOutCartId");
    if (flash) session.flash("flash", { type: "info", message: flash });
    headers.append("Set-Cookie", await commitSession(session));
  }
  return redirect(PUNCH_OUT_SESSION_END, { headers });
}

export async function isPunchOutSession(request: Request, context: RequestContext): Promise<boolean> {
  return (await getSession(request, context)).get("isPunchOutMode") === true;
}

/**
 * 'Cancel requisition' (the /logout action in punch-out mode): the backend returns the empty
 * requisition to the procurement system, empties the cart and ends the session; the storefront
 * session is destroyed → /punchout-session-end with 'Your requisition was cancelled…'.
 * If the backend says the session is already over (404/403, or the token is dead) the storefront
 * session ends all the same; a backend outage shows its catalogue text and keeps the session, so
 * the user can try again.
 */
export async function cancelPunchOut(request: Request, context: RequestContext): Promise<Response> {
  const session = await getSession(request, context);
  const cartId = session.get("punchOutCartId");
  if (!cartId) return endPunchOut(request, context);
  try {
    await cancelRequisition({ occ: await getOcc(request, context) }, cartId);
    return endPunchOut(request, context, accountMessages.punchOutCancelled);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) return endPunchOut(request, context); // token expired
    if (isOccError(error)) {
      if (error.kind === "notFound" || error.kind === "forbidden" || error.kind === "sessionExpired") return endPunchOut(request, context);
      throw backendErrorResponse(error);
    }
    throw error;
  }
}
