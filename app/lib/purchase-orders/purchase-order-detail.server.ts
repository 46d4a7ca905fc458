import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getPurchaseOrder } from "~/lib/occ/purchase-orders.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PURCHASE_ORDER_ROLES } from "~/lib/roles";
import { notFoundOnMissing, purchaseOrderView, requirePurchaseOrderId, siteType } from "./purchase-order-view.server";

/**
 * GET /purchase-order/{id} (issue 6; spec part 2 §7 `getPurchaseOrderDetails`): one purchase order the user may
 * see. Unknown, not visible or not an id → the not-found page (404).
 */
export async function loadPurchaseOrderDetail(request: Request, context: RequestContext, id: string | undefined) {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const purchaseId = requirePurchaseOrderId(id);
  const po = await getPurchaseOrder({ occ: await getOcc(request, context) }, purchaseId).catch(notFoundOnMissing).catch(throwBackendError);
  return { siteType: siteType(), purchaseOrder: purchaseOrderView(po) };
}
