import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type OrderOwner, signedInOwner } from "~/lib/occ/caller.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { decideThresholdRequest, getThresholdRequest } from "~/lib/occ/returns.server";
import { type RequestContext } from "~/lib/request-context.server";
import { APPROVAL_ROLES } from "~/lib/roles";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { thresholdDecisionSchema } from "./decision-schema";
import { clearThresholdDraft, readThresholdDraft, saveThresholdDraft } from "./draft.server";
import * as thresholdMessages from "./messages";
import { confirmPath, detailPath, LIST_PATH } from "./paths";
import { type DecisionSummaryView, type RequestDetailView } from "./view";
import { requestDetail } from "./view.server";

/**
 * `/my-account/return-request/{rma}` (the request and the decision form) and `/…/confirm` (what will happen, then
 * `POST {orgUserPath}/returnThresholdRequests/{rma}/decision`): loaders and actions (issue 24; spec part 2 §7
 * "wholesale category and return threshold request"; the approvals' pattern, decision 012). Approvers only
 * (`APPROVAL_ROLES`: anyone else gets the forbidden page, as on the approval dashboard), before anything is read or
 * sent; a request that is not the approver's to decide (the backend's 400 UnknownIdentifierError) or unknown is 404.
 * The threshold exists only on the wholesale site: on the corporate site every request URL is 404 without a backend
 * call. One `.server` module for both routes; the confirmation imports it through confirm-route.server.ts
 * (decision 004).
 */

const RMA_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

function notFound() {
  return new Response(thresholdMessages.notFoundBody, { status: 404, statusText: "Not Found" });
}

/** The RMA of the URL, on the wholesale site only (elsewhere there are no threshold requests). */
function requireRma(rma: string | undefined): string {
  if (!rma || !RMA_PATTERN.test(rma) || getEnv().siteType !== "wholesale") throw notFound();
  return rma;
}

/** For `.catch()`: not the caller's to decide, or unknown (or no such endpoint: a stock SAP) → 404; else the catalogue text. */
function requestError(error: unknown): never {
  if (isOccError(error) && error.kind === "notFound") throw notFound();
  throwBackendError(error);
}

async function requireApprover(request: Request, context: RequestContext) {
  return requireUser(request, context, { roles: APPROVAL_ROLES });
}

async function owner(request: Request, context: RequestContext): Promise<OrderOwner> {
  return signedInOwner(await getOcc(request, context));
}

/** The backend's answer to a decision different from the one already made. */
export function isAlreadyDecided(error: unknown): error is OccError {
  return isOccError(error) && error.kind === "badRequest" && error.details.some((detail) => detail.type === "IllegalStateError");
}

/** "This return request has already been accepted by … on …." for a decided request; null while pending. */
function decidedNotice({ record }: RequestDetailView): string | null {
  return record ? thresholdMessages.alreadyDecided(record.status, record.by, record.on?.text || null) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Detail

export async function loadRequestDetail(request: Request, context: RequestContext, rmaParam: string | undefined) {
  await requireApprover(request, context);
  const rma = requireRma(rmaParam);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const found = await getThresholdRequest(from, rma).catch(requestError);
  const view = requestDetail(found);
  const draft = view.pending ? readThresholdDraft(session, rma) : null;
  return {
    request: view,
    notice: decidedNotice(view),
    /** The form's starting values: the reviewed draft's (after "Change decision"), else empty. */
    values: { decision: draft?.decision ?? null, comment: draft?.comment ?? null },
  };
}

/**
 * "Review decision": the request must still be pending (else back to the detail, which says who decided it); the form
 * with the shared schema (errors come back with every typed value); the decision saved in the session → the
 * confirmation (303).
 */
export async function requestDetailAction(request: Request, context: RequestContext, rmaParam: string | undefined) {
  await requireApprover(request, context);
  const formData = await readForm(request);
  const rma = requireRma(rmaParam);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const submission = parseWithZod(formData, { schema: thresholdDecisionSchema });
  // A backend failure reading the request answers the form again with every typed value and the catalogue text;
  // a request that is not the approver's is still the not-found page.
  const loaded = await getThresholdRequest(from, rma).catch((error: unknown) => {
    if (isOccError(error) && error.kind !== "notFound") return error;
    return requestError(error);
  });
  if (isOccError(loaded)) return invalidSubmission(context, submission, { formErrors: [loaded.userMessage] });
  if (loaded.status !== "PENDING") return redirect(detailPath(rma), 303);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  saveThresholdDraft(session, { rma, decision: submission.value.decision, comment: submission.value.comment });
  markSessionChanged(context, session);
  return redirect(confirmPath(rma), 303);
}

// ---------------------------------------------------------------------------------------------------------------
// Confirmation

async function requireDraft(request: Request, context: RequestContext, rma: string) {
  const session = await getSession(request, context);
  const draft = readThresholdDraft(session, rma);
  if (!draft) throw redirect(detailPath(rma), 303);
  return { session, draft };
}

export async function loadDecisionConfirm(request: Request, context: RequestContext, rmaParam: string | undefined): Promise<DecisionSummaryView> {
  await requireApprover(request, context);
  const rma = requireRma(rmaParam);
  const [{ draft }, from] = await Promise.all([requireDraft(request, context, rma), owner(request, context)]);
  const found = await getThresholdRequest(from, rma).catch(requestError);
  // Decided meanwhile (another approver, a second tab): the detail says by whom.
  if (found.status !== "PENDING") throw redirect(detailPath(rma), 303);
  const view = requestDetail(found);
  return { rma: found.rma, decision: draft.decision, units: view.units, refund: view.refund, comment: draft.comment };
}

/**
 * "Confirm acceptance" / "Confirm decline": the decision → the draft cleared, the flash, the list (303). The backend
 * answers the same decision again with the same 200 (a double submit acts once); a different decision made meanwhile
 * (400 IllegalStateError) changes nothing and the detail says who decided what. Other refusals stay here with their
 * text.
 */
export async function decisionConfirmAction(request: Request, context: RequestContext, rmaParam: string | undefined) {
  await requireApprover(request, context);
  const formData = await readForm(request);
  const rma = requireRma(rmaParam);
  const [{ session, draft }, from] = await Promise.all([requireDraft(request, context, rma), owner(request, context)]);
  try {
    await decideThresholdRequest(from, rma, { decision: draft.decision, ...(draft.comment ? { comment: draft.comment } : {}) });
  } catch (error) {
    if (isAlreadyDecided(error)) {
      clearThresholdDraft(session, rma);
      markSessionChanged(context, session);
      return redirect(detailPath(rma), 303);
    }
    if (isOccError(error) && error.kind === "notFound") throw notFound();
    if (!isOccError(error)) throw error;
    const commentRefused = error.kind === "badRequest" && error.details.some((detail) => detail.subject === "comment");
    return invalidSubmission(context, parseButtonForm(formData), {
      formErrors: [commentRefused ? thresholdMessages.commentRequired : error.userMessage],
    });
  }
  clearThresholdDraft(session, rma);
  setFlash(session, {
    type: "success",
    message: draft.decision === "ACCEPT" ? thresholdMessages.acceptedFlash(rma) : thresholdMessages.declinedFlash(rma),
  });
  markSessionChanged(context, session);
  return redirect(LIST_PATH, 303);
}

// The detail's read-only sections: rendered in full on the server, loaded on demand in the browser
// (app/components/server-rendered-lazy.tsx; decision 004, the page's first-load budget).
export { RequestDecisionRecord, RequestFacts, RequestItems } from "~/components/return-threshold/request-detail";
