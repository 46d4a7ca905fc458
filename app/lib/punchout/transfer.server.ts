import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { occForCartChange } from "~/lib/product/add-to-cart.server";
import * as accountMessages from "~/lib/punchout/messages";
import { getAppOcc, oauthConfig, requireUser } from "~/lib/auth.server";
import { backendErrorResponse } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { revokeToken } from "~/lib/occ/authentication.server";
import { isOccError } from "~/lib/occ/errors";
import { getRequisition, type RequisitionForm, transferRequisition } from "~/lib/occ/punchout.server";
import { endPunchOut, PUNCH_OUT_SESSION_END } from "~/lib/punchout/punchout.server";
import { type RequestContext } from "~/lib/request-context.server";
import { cspSourceForUrl } from "~/lib/security-headers.server";
import { commitSession, getSession, sessionStorage, setFlash } from "~/lib/session.server";

/**
 * Transfer cart (issue 18; docs/punch-out-and-proxy.md "Transfer cart", docs/decisions/016-punch-out-transfer.md).
 *
 * POST /punchout/requisition (the cart's 'Transfer cart' button, CSRF + a one-time key): the backend processes the
 * cart into the cXML PunchOutOrderMessage and ends the punch-out session; the storefront revokes the punch-out
 * token, replaces the session by a signed-out one that only holds the sid, and redirects (303) to GET
 * /punchout/requisition. That page reads the message back by the sid (client token), so a reload shows it again,
 * and renders the form that posts it (`cxml-urlencoded`) to the procurement system's BrowserFormPost URL — the one
 * URL this response's CSP form-action allows.
 */

export const TRANSFER_PATH = "/punchout/requisition";
export const TRANSFER_KEY_FIELD = "transferKey";
/** 8–100 of A-Za-z0-9_- (the backend's Idempotency-Key rule). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** A one-time key for the 'Transfer cart' form (a double submit is one transfer). */
export const newTransferKey = () => randomUUID();

export interface TransferPageData {
  action: string;
  cxml: string;
}

/** A fresh signed-out session holding only the transferred session's sid → the transfer page. */
async function toTransferPage(sid: string): Promise<Response> {
  const fresh = await sessionStorage().getSession();
  fresh.set("punchOutTransfer", { sid });
  return redirect(TRANSFER_PATH, { status: 303, headers: { "Set-Cookie": await commitSession(fresh) } });
}

/** Whether the backend has a transferred message for `sid` (another tab, a replay after the token was revoked). */
async function alreadyTransferred(request: Request, context: RequestContext, sid: string): Promise<boolean> {
  try {
    await getRequisition({ occ: getAppOcc(request, context) }, sid);
    return true;
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") return false;
    throw error;
  }
}

export async function transferAction(request: Request, context: RequestContext): Promise<Response> {
  const form = await readForm(request);
  const session = await getSession(request, context);
  const done = session.get("punchOutTransfer");
  // A second submit after the first one ended the session: show what was sent.
  if (!session.get("isPunchOutMode")) return done ? redirect(TRANSFER_PATH, 303) : redirect("/cart", 303);
  await requireUser(request, context);

  const sid = session.get("punchOutSessionId");
  const cartId = session.get("punchOutCartId");
  if (!sid || !cartId) return endPunchOut(request, context);
  const keyField = form.get(TRANSFER_KEY_FIELD);
  const key = typeof keyField === "string" && KEY_PATTERN.test(keyField) ? keyField : newTransferKey();

  try {
    await transferRequisition({ occ: await occForCartChange(request, context) }, cartId, key);
  } catch (error) {
    if (isOccError(error) && error.kind === "badRequest" && error.details.some((detail) => detail.reason === "empty")) {
      setFlash(session, { type: "error", message: accountMessages.punchOutTransferEmpty });
      return redirect("/cart", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
    }
    const over =
      (error instanceof Response && error.status >= 300 && error.status < 400) || // the token is dead
      (isOccError(error) && (error.kind === "notFound" || error.kind === "forbidden" || error.kind === "sessionExpired"));
    if (over) return (await alreadyTransferred(request, context, sid)) ? toTransferPage(sid) : endPunchOut(request, context);
    if (isOccError(error)) throw backendErrorResponse(error);
    throw error;
  }

  // The punch-out session is over: its token goes (best effort, as in sign-out), the session with it.
  const accessToken = session.get("accessToken");
  if (accessToken) await revokeToken(oauthConfig(), accessToken, { timings: context.serverTimings });
  return toTransferPage(sid);
}

export async function loadTransferPage(request: Request, context: RequestContext): Promise<TransferPageData> {
  const session = await getSession(request, context);
  const sid = session.get("punchOutTransfer")?.sid;
  if (!sid) throw redirect(session.get("isPunchOutMode") ? "/cart" : PUNCH_OUT_SESSION_END);
  let requisition: RequisitionForm;
  try {
    requisition = await getRequisition({ occ: getAppOcc(request, context) }, sid);
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") {
      session.unset("punchOutTransfer");
      throw await endPunchOut(request, context);
    }
    if (isOccError(error)) throw backendErrorResponse(error);
    throw error;
  }
  const source = cspSourceForUrl(requisition.browseFormPostUrl);
  if (!source) throw new Error(`The BrowserFormPost URL of a punch-out session is not http(s): ${requisition.browseFormPostUrl}`);
  // This response may post to exactly that URL (and nowhere else off this site).
  context.cspFormAction = source;
  return { action: requisition.browseFormPostUrl, cxml: Buffer.from(requisition.orderAsCXML, "base64").toString("utf8") };
}
