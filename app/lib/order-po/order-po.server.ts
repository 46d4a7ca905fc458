import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { type CartRef, signedInOwner } from "~/lib/occ/caller.server";
import { getEnablement } from "~/lib/occ/checkout.server";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError, isUnknownResource } from "~/lib/occ/errors";
import { removeOrderPoNumber, setOrderPoNumber } from "~/lib/occ/order-po.server";
import { getOrder } from "~/lib/occ/orders.server";
import { orderStatusLabels } from "~/lib/orders/messages";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as poMessages from "./messages";
import { orderPath } from "./paths";
import { parseOrderPoForm } from "./order-po-schema";

/**
 * `/my-account/order/{code}/purchase-order` (issue 23; spec part 2 §7 PO update): the order's PO number, changed or
 * removed. Shown for the user's own orders (or those they placed; anything else is the backend's 400
 * UnknownIdentifierError → 404) where their unit enables PO numbers (checkout's enablement flag; otherwise 404).
 * A cancelled order, or a backend without the extension, shows why the number cannot change instead of the form.
 * Removing asks first: `?confirm=remove` shows the confirmation (state in the URL, so it works without JS).
 */

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });

/** The signed-in user's paths for `checkout/enablement` (the flags of their unit; no cart involved). */
const userRef = (occ: OccClient): CartRef => ({
  occ,
  userId: "current",
  cartId: "current",
  guest: false,
  basePath: "users/current/carts/current",
  userPath: "users/current",
  orgBasePath: "orgUsers/current/carts/current",
  orgUserPath: "orgUsers/current",
});

function orderNotFound(error: unknown): never {
  if (isOccError(error) && (error.kind === "notFound" || error.status === 403)) throw notFound();
  throwBackendError(error);
}

export type OrderPoState = "form" | "cancelled" | "unavailable";

export async function loadOrderPo(request: Request, context: RequestContext, code: string) {
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  const [order, enablement] = await Promise.all([
    getOrder(signedInOwner(occ), code).catch(orderNotFound),
    getEnablement(userRef(occ)).catch(throwBackendError),
  ]);
  if (!enablement.poNumberEnabled) throw notFound();
  const state: OrderPoState = order.status === "CANCELLED" ? "cancelled" : enablement.flavour === "stock" ? "unavailable" : "form";
  const poNumber = order.purchaseOrderNumber ?? null;
  const confirmRemove = state === "form" && poNumber !== null && new URL(request.url).searchParams.get("confirm") === "remove";
  const statusKey = order.statusDisplay ?? order.status?.toLowerCase() ?? "";
  return {
    code: order.code ?? code,
    status: orderStatusLabels[statusKey] ?? order.status ?? "",
    poNumber,
    state,
    confirmRemove,
  };
}

/** Which refusal of the backend goes where: a field message, a form message (the catalogue's text), or a 404. */
function failure(error: unknown, intent: "save" | "remove"): { field?: string; form?: string } {
  if (!isOccError(error)) throw error;
  if (error.kind === "notFound") throw notFound();
  if (isUnknownResource(error as unknown)) return { form: poMessages.unavailable };
  const detail = error.details[0];
  if (error.kind === "badRequest" && detail?.type === "ValidationError" && detail.subject === "poNumber") {
    return detail.message?.includes("not enabled") ? { form: poMessages.notEnabled } : { field: checkoutMessages.poNumberInvalid };
  }
  if (error.kind === "badRequest" && detail?.type === "IllegalStateError") return { form: poMessages.cancelledOrder };
  if (error.kind === "conflict" && intent === "remove") return { form: poMessages.changedMeanwhile };
  return { form: error.userMessage };
}

/**
 * POST `intent=save` (PATCH …?poNumber=) or `intent=remove` (DELETE …?poNumber=, from the confirmation); then the
 * order's page with a flash. A second remove finds the number gone (409): when the order has none any more, that is
 * the same success, so a double submit never shows an error for what it asked.
 */
export async function orderPoAction(request: Request, context: RequestContext, code: string) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent !== "save" && intent !== "remove") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const submission = parseOrderPoForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const number = submission.value.purchaseOrderNumber;
  const occ = await getOcc(request, context);
  try {
    if (intent === "save") await setOrderPoNumber({ occ }, code, number);
    else await removeOrderPoNumber({ occ }, code, number);
  } catch (error) {
    const gone =
      intent === "remove" && isOccError(error) && error.kind === "conflict"
        ? await getOrder(signedInOwner(occ), code).then(
            (order) => !order.purchaseOrderNumber,
            () => false,
          )
        : false;
    if (!gone) {
      const { field, form } = failure(error, intent);
      return invalidSubmission(context, submission, {
        ...(field ? { fieldErrors: { purchaseOrderNumber: [field] } } : {}),
        ...(form ? { formErrors: [form] } : {}),
      });
    }
  }
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: intent === "save" ? poMessages.saved(code, number) : poMessages.removed(code) });
  markSessionChanged(context, session);
  return redirect(orderPath(code), 303);
}
