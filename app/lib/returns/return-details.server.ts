import { redirect } from "@remix-run/node";
import { signedInOwner } from "~/lib/occ/caller.server";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { cancelReturn, getReturn, type ReturnRequest } from "~/lib/occ/returns.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as m from "./messages";
import { returnPath } from "./paths";
import { returnDetailsView } from "./return-view.server";

/**
 * /my-account/return/{rma} and its cancel confirmation (issue 24; docs/return-details-and-documents.md). SAP reads and
 * cancels only the requester's own returns: anything else is its 400 UnknownIdentifierError, this page's 404 — never
 * another user's data. Cancel is SAP's `PATCH {status: "CANCELLING"}`; a second cancel (a double submit, Back and
 * resubmit) is SAP's 400 IllegalStateError, which reads as "already cancelled" when the return is cancelled.
 */

/** RMA codes are SAP codes; anything else is not looked up. */
const RMA = /^[A-Za-z0-9_-]{1,64}$/;
const CANCELLED = new Set(["CANCELED", "CANCELLING"]);

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
const isNotFound = (error: unknown) => isOccError(error) && (error.kind === "notFound" || error.status === 403);

export function returnError(error: unknown): never {
  if (isNotFound(error)) throw notFound();
  throwBackendError(error);
}

/** The caller's own return request (404 for anything else). */
export async function readOwnReturn(request: Request, context: RequestContext, rma: string): Promise<{ occ: OccClient; returnRequest: ReturnRequest }> {
  await requireUser(request, context);
  if (!RMA.test(rma)) throw notFound();
  const occ = await getOcc(request, context);
  const returnRequest = await getReturn(signedInOwner(occ), rma).catch(returnError);
  return { occ, returnRequest };
}

export async function loadReturnDetails(request: Request, context: RequestContext, rma: string) {
  const { returnRequest } = await readOwnReturn(request, context, rma);
  return { details: returnDetailsView(returnRequest) };
}

export async function loadReturnCancel(request: Request, context: RequestContext, rma: string) {
  const { returnRequest } = await readOwnReturn(request, context, rma);
  return {
    details: returnDetailsView(returnRequest),
    /** Why the form is not shown: already cancelled, or past the point of cancelling. */
    closed: returnRequest.cancellable ? null : CANCELLED.has(returnRequest.status) ? m.alreadyCancelled(returnRequest.rma) : m.notCancellable,
  };
}

/**
 * POST: cancels, then the details with a flash (303). Refused because it is already cancelled (the second of a double
 * submit): the details with "already cancelled". Refused for another reason: this page again with the catalogue text.
 */
export async function cancelReturnAction(request: Request, context: RequestContext, rma: string) {
  await requireUser(request, context);
  if (!RMA.test(rma)) throw notFound();
  const formData = await readForm(request);
  if (formData.get("intent") !== "cancel") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const owner = signedInOwner(await getOcc(request, context));
  let flash = m.cancelledFlash(rma);
  try {
    await cancelReturn(owner, rma);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isOccError(error)) throw error;
    const current = error.status === 400 ? await getReturn(owner, rma).catch(() => null) : null;
    if (!current || !CANCELLED.has(current.status)) {
      const message = current ? m.notCancellable : error.userMessage;
      return invalidSubmission(context, parseButtonForm(formData), { formErrors: [message] });
    }
    flash = m.alreadyCancelled(rma);
  }
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: flash });
  markSessionChanged(context, session);
  return redirect(returnPath(rma), 303);
}
