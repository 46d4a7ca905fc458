import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import {
  amendApprovalOrder,
  type ApprovalOrder,
  approveDeclineOrder,
  getApprovalOrder,
  getEmployee,
  getEmployeeHistory,
  getOrderDeclineReasons,
  isAlreadyActioned,
} from "~/lib/occ/approvals.server";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { APPROVAL_ROLES } from "~/lib/roles";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { clearDecisionDraft, readDecisionDraft, saveDecisionDraft, typedDecision } from "./decision-draft.server";
import { decisionBackendErrors, decisionErrorMessages, parseDecisionForm, quantitiesChanged, quantitiesMatch } from "./decision-form.server";
import * as decisionMessages from "./decision-messages";
import { intentOf } from "./decision-schema";
import { type DeclineReason, type EmployeeView } from "./decision-view";
import { approvalOrderView, approvedQuantity, employeeView, isPending, notPendingNotice } from "./decision-view.server";

/**
 * `/my-account/approval/{code}` (detail + decision form) and `/my-account/approval/{code}/confirm` (the summary that
 * makes the decision final, WCAG 3.3.4): loaders and actions (issue 7; docs/occ-api.md "Issue 7 additions"). Approvers
 * only, in every loader and action, before anything is read or sent. One `.server` module for both routes
 * (decision 004).
 */

export const DASHBOARD_PATH = "/my-account/approval-dashboard";
export const detailPath = (code: string) => `/my-account/approval/${encodeURIComponent(code)}`;
export const confirmPath = (code: string) => `${detailPath(code)}/confirm`;

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

function notFound() {
  return new Response(decisionMessages.notFoundBody, { status: 404, statusText: "Not Found" });
}

function requireCode(code: string | undefined): string {
  if (!code || !CODE_PATTERN.test(code)) throw notFound();
  return code;
}

/** For `.catch()`: unknown or outside the approver's units (backend 404) → the not-found page; other failures their catalogue text. */
function orderError(error: unknown): never {
  if (isOccError(error) && error.kind === "notFound") throw notFound();
  throwBackendError(error);
}

async function requireApprover(request: Request, context: RequestContext) {
  return requireUser(request, context, { roles: APPROVAL_ROLES });
}

/** The order and the decline reasons, in parallel. */
async function orderAndReasons(occ: OccClient, code: string): Promise<[ApprovalOrder, DeclineReason[]]> {
  return Promise.all([getApprovalOrder({ occ }, code).catch(orderError), getOrderDeclineReasons({ occ }).catch(throwBackendError)]);
}

/** The wearer and their recent orders (both after the order, which names the wearer); a failure only hides them. */
async function wearerDetails(occ: OccClient, order: ApprovalOrder): Promise<EmployeeView | null> {
  const uid = order.user?.uid;
  if (!uid) return null;
  const softly = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (isOccError(error)) return null;
      throw error;
    });
  const [employee, history] = await Promise.all([softly(getEmployee({ occ }, uid)), softly(getEmployeeHistory({ occ }, uid))]);
  return employee ? employeeView(employee, history, order.code) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Detail

export async function loadApprovalDetail(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireApprover(request, context);
  const code = requireCode(codeParam);
  const [occ, session] = await Promise.all([getOcc(request, context), getSession(request, context)]);
  const orderCall = getApprovalOrder({ occ }, code).catch(orderError);
  const [order, reasons, employee] = await Promise.all([
    orderCall,
    getOrderDeclineReasons({ occ }).catch(throwBackendError),
    orderCall.then((found) => wearerDetails(occ, found)),
  ]);
  const view = approvalOrderView(order, reasons);
  const draft = view.pending ? readDecisionDraft(session, code) : null;
  return {
    order: view,
    employee,
    reasons,
    notice: notPendingNotice(view),
    /** The form's starting values: the draft's (after "Update total" or "Change decision"), else empty. */
    values: { decision: draft?.decision ?? null, reasonCode: draft?.reasonCode ?? null, comment: draft?.comment ?? null },
  };
}

/**
 * "Update total" (`intent=amend`): valid quantities → `orders/{code}/amend` (the backend recalculates the totals), the
 * typed decision kept in the draft → back to the detail (303). "Review decision" (`intent=review`): the whole form;
 * changed quantities of an approval are amended first so the confirmation shows the backend's total; the draft is
 * saved with its key → the confirmation page (303). Errors come back with every typed value.
 */
export async function approvalDetailAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireApprover(request, context);
  const formData = await readForm(request);
  const code = requireCode(codeParam);
  const [occ, session] = await Promise.all([getOcc(request, context), getSession(request, context)]);
  // A backend failure reading the order answers the form again with every typed value and the catalogue text
  // (issue 21), not the error page; an order that is gone is still the not-found page.
  const loaded = await Promise.all([getApprovalOrder({ occ }, code), getOrderDeclineReasons({ occ })]).catch((error: unknown) => {
    if (isOccError(error) && error.kind !== "notFound") return error;
    return orderError(error);
  });
  if (isOccError(loaded)) return invalidSubmission(context, parseButtonForm(formData), { formErrors: [loaded.userMessage] });
  const [order, reasons] = loaded;
  if (!isPending(order)) return redirect(detailPath(code), 303); // the detail says who decided it

  const intent = intentOf(formData.get("intent"));
  const submission = parseDecisionForm(formData, order, reasons.map((reason) => reason.code), intent);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const values = submission.value;

  if (values.quantities.length > 0 && quantitiesChanged(order, values.quantities)) {
    try {
      await amendApprovalOrder({ occ }, code, values.quantities);
    } catch (error) {
      if (isAlreadyActioned(error)) return redirect(detailPath(code), 303);
      const errors = decisionBackendErrors(error, values.quantities);
      if (!errors) throw error;
      return invalidSubmission(context, submission, errors);
    }
  }

  if (intent === "amend") {
    saveDecisionDraft(session, code, { ...typedDecision(formData), quantities: values.quantities, reviewed: false });
    setFlash(session, { type: "info", message: decisionMessages.totalUpdated });
    markSessionChanged(context, session);
    return redirect(`${detailPath(code)}#totals`, 303);
  }

  saveDecisionDraft(session, code, {
    decision: values.decision,
    reasonCode: values.reasonCode,
    comment: values.comment,
    quantities: values.decision === "APPROVE" ? values.quantities : [],
    reviewed: true,
  });
  markSessionChanged(context, session);
  return redirect(confirmPath(code), 303);
}

// ---------------------------------------------------------------------------------------------------------------
// Confirmation

async function requireReviewedDraft(request: Request, context: RequestContext, code: string) {
  const session = await getSession(request, context);
  const draft = readDecisionDraft(session, code);
  if (!draft?.reviewed || !draft.decision) throw redirect(detailPath(code), 303);
  return { session, draft: { ...draft, decision: draft.decision } };
}

export async function loadDecisionConfirm(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireApprover(request, context);
  const code = requireCode(codeParam);
  const [{ draft }, occ] = await Promise.all([requireReviewedDraft(request, context, code), getOcc(request, context)]);
  const [order, reasons] = await orderAndReasons(occ, code);
  // Decided meanwhile (the detail says by whom), or amended in another tab since the review: back to the form.
  if (!isPending(order)) throw redirect(detailPath(code), 303);
  if (draft.decision === "APPROVE" && !quantitiesMatch(order, draft.quantities)) throw redirect(detailPath(code), 303);
  const view = approvalOrderView(order, reasons);
  return {
    code: order.code,
    decision: draft.decision,
    total: view.total,
    reason: draft.reasonCode ? (reasons.find((reason) => reason.code === draft.reasonCode)?.text ?? draft.reasonCode) : null,
    comment: draft.comment,
    amended:
      draft.decision === "APPROVE"
        ? order.entries
            .filter((entry) => approvedQuantity(entry) !== entry.quantity)
            .map((entry) => ({ entryNumber: entry.entryNumber, approved: approvedQuantity(entry), ordered: entry.quantity }))
            .map((line) => ({ ...line, name: view.entries.find((e) => e.entryNumber === line.entryNumber)?.name ?? String(line.entryNumber) }))
        : [],
  };
}

/**
 * "Confirm approval" / "Confirm decline": approveDeclineOrder with the draft's key (a double submit is one decision:
 * the backend answers the same key with the decided order) → the draft cleared, the flash, the dashboard (303).
 * Decided already (409 alreadyActioned) → nothing changes; the detail shows who decided it. Other backend errors stay
 * here with their text.
 */
export async function decisionConfirmAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireApprover(request, context);
  const formData = await readForm(request);
  const code = requireCode(codeParam);
  const [{ session, draft }, occ] = await Promise.all([requireReviewedDraft(request, context, code), getOcc(request, context)]);
  const approving = draft.decision === "APPROVE";
  // The order's code for the flash: the URL's code is SAP's workflow action code on a stock backend (issue 22).
  let orderCode = code;
  try {
    ({ code: orderCode } = await approveDeclineOrder(
      { occ },
      {
        orderCode: code,
        decision: draft.decision,
        ...(draft.comment ? { comment: draft.comment } : {}),
        ...(!approving && draft.reasonCode ? { reasonCode: draft.reasonCode } : {}),
        ...(approving && draft.quantities.length > 0 ? { approvedQuantities: draft.quantities } : {}),
      },
      draft.key,
    ));
  } catch (error) {
    if (isAlreadyActioned(error)) {
      clearDecisionDraft(session, code);
      markSessionChanged(context, session);
      return redirect(detailPath(code), 303);
    }
    if (isOccError(error) && error.kind === "notFound") throw notFound();
    const errors = decisionBackendErrors(error, draft.quantities);
    if (!errors) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: decisionErrorMessages(errors) });
  }
  clearDecisionDraft(session, code);
  setFlash(session, { type: "success", message: approving ? decisionMessages.approvedFlash(orderCode) : decisionMessages.declinedFlash(orderCode) });
  markSessionChanged(context, session);
  return redirect(DASHBOARD_PATH, 303);
}

// The detail's read-only sections: rendered in full on the server, loaded on demand in the browser
// (app/components/server-rendered-lazy.tsx; decision 004, the page's first-load budget).
export { DecisionRecord, OrderDetailDelivery, OrderDetailFacts, OrderDetailWearer } from "~/components/approvals/order-detail-sections";
