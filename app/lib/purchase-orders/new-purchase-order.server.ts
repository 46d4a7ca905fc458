import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { createPurchaseOrder } from "~/lib/occ/purchase-orders.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PURCHASE_ORDER_ROLES } from "~/lib/roles";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { purchaseOrderFailureMessage } from "./failure-message.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { clearDraft, EMPTY_DRAFT, readDraft, saveDraft, typedValues } from "./draft.server";
import { parsePurchaseOrderDetails, purchaseOrderDetailsSchema } from "./purchase-order-form-schema";
import * as poMessages from "./messages";
import { isSearchSubmit, searchUrl } from "./search-url.server";
import { loadUnitSelection, searchTermOf, unitsByUid } from "./unit-selection.server";

/**
 * `/purchase-order/new` (layout, step 1 'Purchase order details') and `/purchase-order/new/summary` (step 2): the
 * loaders and actions of the creation flow (decision 011; docs/purchase-orders.md "Creation"). One `.server` module
 * for the three route modules (decision 004).
 */

export const NEW_PATH = "/purchase-order/new";
export const SUMMARY_PATH = "/purchase-order/new/summary";

async function requirePurchaseOrderUser(request: Request, context: RequestContext) {
  return requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
}

export async function loadNewLayout(request: Request, context: RequestContext) {
  await requirePurchaseOrderUser(request, context);
  return null;
}

export async function loadDetailsStep(request: Request, context: RequestContext) {
  await requirePurchaseOrderUser(request, context);
  const [occ, session] = await Promise.all([getOcc(request, context), getSession(request, context)]);
  const draft = readDraft(session) ?? EMPTY_DRAFT;
  const selection = await loadUnitSelection(occ, draft.units, searchTermOf(request)).catch(throwBackendError);
  return {
    siteType: getEnv().siteType,
    values: { purchaseOrderNo: draft.purchaseOrderNo, description: draft.description },
    selection,
  };
}

/** Next (`intent=next`): validate, save the draft, go to the summary. Search (`intent=search`): save as typed, search. */
export async function detailsStepAction(request: Request, context: RequestContext) {
  await requirePurchaseOrderUser(request, context);
  const formData = await readForm(request);
  const session = await getSession(request, context);
  if (isSearchSubmit(formData)) {
    saveDraft(session, typedValues(formData));
    markSessionChanged(context, session);
    return redirect(searchUrl(NEW_PATH, formData), 303);
  }
  const submission = parsePurchaseOrderDetails(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  saveDraft(session, submission.value);
  markSessionChanged(context, session);
  return redirect(SUMMARY_PATH, 303);
}

/** The draft as the summary shows and submits it; an incomplete or missing draft goes back to step 1. */
async function requireCompleteDraft(request: Request, context: RequestContext) {
  const session = await getSession(request, context);
  const draft = readDraft(session);
  const parsed = draft ? purchaseOrderDetailsSchema.safeParse(draft) : null;
  if (!draft || !parsed?.success) throw redirect(NEW_PATH, 303);
  return { session, key: draft.key, values: parsed.data };
}

export async function loadSummary(request: Request, context: RequestContext) {
  await requirePurchaseOrderUser(request, context);
  const [{ values }, occ] = await Promise.all([requireCompleteDraft(request, context), getOcc(request, context)]);
  const units = await unitsByUid(occ, values.units).catch(throwBackendError);
  return {
    siteType: getEnv().siteType,
    purchaseOrderNo: values.purchaseOrderNo,
    description: values.description,
    units,
  };
}

/** Submit: create with the draft's key (a double submit answers the first purchase order), then the list. */
export async function summaryAction(request: Request, context: RequestContext) {
  await requirePurchaseOrderUser(request, context);
  const formData = await readForm(request);
  const { session, key, values } = await requireCompleteDraft(request, context);
  const occ = await getOcc(request, context);
  try {
    const created = await createPurchaseOrder(
      { occ },
      { purchaseOrderNumber: values.purchaseOrderNo, description: values.description, units: values.units },
      key,
    );
    clearDraft(session);
    setFlash(session, { type: "success", message: poMessages.added(created.description, created.purchaseOrderNumber) });
    markSessionChanged(context, session);
    return redirect("/purchase-order", 303);
  } catch (error) {
    const message = purchaseOrderFailureMessage(error);
    if (message === null) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [message] });
  }
}
