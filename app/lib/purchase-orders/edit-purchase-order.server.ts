import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import { getPurchaseOrder, searchBusinessUnits, updatePurchaseOrder } from "~/lib/occ/purchase-orders.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PURCHASE_ORDER_ROLES } from "~/lib/roles";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { purchaseOrderFailureMessage } from "./failure-message.server";
import { clearEditDraft, readEditDraft, saveEditDraft, typedValues } from "./draft.server";
import { parsePurchaseOrderEdit } from "./purchase-order-form-schema";
import * as poMessages from "./messages";
import { loadUnitSelection, searchTermOf, unitSelectionOf } from "./unit-selection.server";
import { isSearchSubmit, searchUrl } from "./search-url.server";

/**
 * `/purchase-order/{id}/edit` (spec part 1 §2; part 2 §7 updatePurchaseOrderDetails): description and units, the
 * number fixed, the creation form's validation. Without JavaScript the unit search keeps what was typed in
 * `purchaseOrderEditDraft` (for this purchase order only), as creation does (decision 011).
 */

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });

/** A purchase order the user cannot see (or that does not exist) is this page's 404. */
function purchaseOrderError(error: unknown): never {
  if (isOccError(error) && error.kind === "notFound") throw notFound();
  throwBackendError(error);
}

const editPath = (id: string) => `/purchase-order/${encodeURIComponent(id)}/edit`;
const detailPath = (id: string) => `/purchase-order/${encodeURIComponent(id)}`;

export async function loadEditPurchaseOrder(request: Request, context: RequestContext, id: string) {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const [occ, session] = await Promise.all([getOcc(request, context), getSession(request, context)]);
  const draft = readEditDraft(session, id);
  const searchTerm = searchTermOf(request);
  // In parallel: the purchase order, and the selector's data (from the draft, or the search alone — the purchase
  // order brings its units' names).
  const [purchaseOrder, draftSelection, found] = await Promise.all([
    getPurchaseOrder({ occ }, id).catch(purchaseOrderError),
    draft ? loadUnitSelection(occ, draft.units, searchTerm).catch(throwBackendError) : null,
    draft ? null : searchBusinessUnits({ occ }, searchTerm.trim().slice(0, 100)).catch(throwBackendError),
  ]);
  const selection = draftSelection ?? unitSelectionOf(purchaseOrder.units, found ?? [], searchTerm);
  return {
    siteType: getEnv().siteType,
    id: purchaseOrder.id,
    purchaseOrderNumber: purchaseOrder.purchaseOrderNumber,
    description: draft?.description ?? purchaseOrder.description,
    selection,
  };
}

/** Save (`intent=save`): validate, update, the detail page with a flash. Search (`intent=search`): keep, search. */
export async function editPurchaseOrderAction(request: Request, context: RequestContext, id: string) {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const formData = await readForm(request);
  const session = await getSession(request, context);
  if (isSearchSubmit(formData)) {
    const { description, units } = typedValues(formData);
    saveEditDraft(session, id, { description, units });
    markSessionChanged(context, session);
    return redirect(searchUrl(editPath(id), formData), 303);
  }
  const submission = parsePurchaseOrderEdit(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const occ = await getOcc(request, context);
  try {
    const updated = await updatePurchaseOrder({ occ }, { purchaseId: id, ...submission.value });
    clearEditDraft(session);
    setFlash(session, { type: "success", message: poMessages.updated(updated.purchaseOrderNumber) });
    markSessionChanged(context, session);
    return redirect(detailPath(id), 303);
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") throw notFound();
    const message = purchaseOrderFailureMessage(error);
    if (message === null) throw error;
    return invalidSubmission(context, submission, { formErrors: [message] });
  }
}
