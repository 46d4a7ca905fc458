import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { isOccError } from "~/lib/occ/errors";
import { deletePurchaseOrder, getPurchaseOrder } from "~/lib/occ/purchase-orders.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PURCHASE_ORDER_ROLES } from "~/lib/roles";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { notFoundOnMissing, purchaseOrderNotFound, purchaseOrderView, requirePurchaseOrderId } from "./purchase-order-view.server";
import * as poMessages from "./messages";

/**
 * /purchase-order/{id}/delete (issue 6; spec part 2 §7 `deletePurchaseOrder`): the confirmation page (without JS;
 * with JS the detail page's Delete link opens the same form in a dialog) and its POST.
 */
export async function loadPurchaseOrderDelete(request: Request, context: RequestContext, id: string | undefined) {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const purchaseId = requirePurchaseOrderId(id);
  const po = await getPurchaseOrder({ occ: await getOcc(request, context) }, purchaseId).catch(notFoundOnMissing).catch(throwBackendError);
  return { purchaseOrder: purchaseOrderView(po) };
}

/**
 * POST: reads the purchase order (its number is the success text's; 404 → not found, e.g. a second submit after the
 * first deleted it), deletes it, then flash `deleted(number)` and 303 to the list. The backend's 403 (the purchase
 * order also carries units outside the user's tree) stays on the page with the catalogue text.
 */
export async function deletePurchaseOrderAction(request: Request, context: RequestContext, id: string | undefined) {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const formData = await readForm(request);
  const purchaseId = requirePurchaseOrderId(id);
  const occ = await getOcc(request, context);
  const po = await getPurchaseOrder({ occ }, purchaseId).catch(notFoundOnMissing).catch(throwBackendError);
  try {
    await deletePurchaseOrder({ occ }, purchaseId);
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") throw purchaseOrderNotFound();
    if (isOccError(error) && (error.kind === "forbidden" || error.kind === "badRequest" || error.kind === "conflict")) {
      return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.userMessage] });
    }
    throwBackendError(error);
  }
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: poMessages.deleted(po.purchaseOrderNumber) });
  markSessionChanged(context, session);
  return redirect("/purchase-order", 303);
}
