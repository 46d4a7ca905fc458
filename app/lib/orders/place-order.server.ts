import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { type CartRef } from "~/lib/occ/caller.server";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as orderMessages from "~/lib/orders/messages";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission, type ReplyOptions } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { getCartToOrder, placeOrder, placeReplenishment } from "~/lib/occ/orders.server";
import { getProxyMode } from "~/lib/occ/proxy.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, type AppSession } from "~/lib/session.server";
import { confirmationPath, placeOrderOutcome, replenishmentConfirmationPath } from "./outcome";
import { isoDay, type PlaceOrderForm, placeOrderSchema } from "./place-order-form-schema";
import { offersReplenishment, type PlaceOrderState } from "./place-order-state";

export { newOrderKey } from "./order-key.server";
/** The form, for the route's server render only (browsers load it on demand: serverRenderedLazy, decision 004). */
export { PlaceOrderForm } from "~/components/checkout/place-order-form";

/**
 * /checkout/place-order (docs/checkout.md "Orders"; decision 010). POST only: the form's `orderKey` goes to the
 * backend as the Idempotency-Key, so a double click, a resubmitted POST or a second tab lands on the one order's
 * confirmation. Outcomes follow spec part 2 §4 (app/lib/orders/outcome.ts). A POST that places nothing keeps its
 * state in the session for the page's loader (it renders the same with and without JavaScript).
 */

/** What `invalid` needs of a conform submission (success or not): its reply, with extra errors from the backend. */
interface Submission {
  reply(options?: ReplyOptions): SubmissionResult<string[]>;
}

/** The loader: the state the last POST left, once; without one (a plain GET, a reload) → /checkout. */
export async function loadPlaceOrderState(request: Request, context: RequestContext): Promise<PlaceOrderState> {
  const session = await getSession(request, context);
  const state = session.get("placeOrderState");
  if (!state) throw redirect("/checkout");
  session.unset("placeOrderState");
  markSessionChanged(context, session);
  return state;
}

export async function placeOrderAction(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  const [cartRef, session] = await Promise.all([getCartRef(request, context), getSession(request, context)]);
  const postedCart = typeof formData.get("cartCode") === "string" ? String(formData.get("cartCode")) : "";

  if (!cartRef) {
    // A guest whose cart already became an order (another tab, a resubmitted form): that order's confirmation.
    const placed = session.get("guestOrders")?.find((order) => order.cartCode === postedCart);
    return redirect(placed ? confirmationPath(placed.code) : "/checkout", 303);
  }

  const submission = parseWithZod(formData, { schema: placeOrderSchema(isoDay(Date.now())) });
  if (submission.status !== "success") return invalid(context, session, cartRef, submission, formData);
  const form = submission.value;

  let cartId = form.cartCode;
  if (cartRef.guest) {
    // Guests name their cart by its guid (the session's); the form's code must still be that cart.
    const cart = await getCartToOrder(cartRef).catch((error: unknown) => (isOccError(error) ? null : Promise.reject(error)));
    if (!cart || (cart.code !== form.cartCode && cart.guid !== form.cartCode)) {
      const placed = session.get("guestOrders")?.find((order) => order.cartCode === form.cartCode);
      if (placed) return redirect(confirmationPath(placed.code), 303);
      return show(context, session, { state: "failed", message: orderMessages.orderFormExpired });
    }
    cartId = cartRef.cartId;
  }

  try {
    if (form.intent === "replenish") {
      if (cartRef.guest || !form.replenishmentStartDate || !form.recurrencePeriod) {
        return show(context, session, { state: "failed", message: orderMessages.orderFormExpired });
      }
      const replenishment = await placeReplenishment(cartRef, {
        cartCode: cartId,
        key: form.orderKey,
        schedule: { replenishmentStartDate: form.replenishmentStartDate, recurrencePeriod: form.recurrencePeriod },
      });
      await afterOrder(request, context, session, cartRef);
      return redirect(replenishmentConfirmationPath(replenishment.replenishmentOrderCode), 303);
    }

    const outcome = placeOrderOutcome(await placeOrder(cartRef, { cartCode: cartId, key: form.orderKey }));
    switch (outcome.kind) {
      case "placed":
        if (cartRef.guest) {
          // The guest may see this order's confirmation (only orders kept here); the guest cart is gone.
          const orders = (session.get("guestOrders") ?? []).filter((order) => order.code !== outcome.code);
          session.set("guestOrders", [...orders, { code: outcome.code, guid: outcome.guid ?? "", cartCode: form.cartCode }].slice(-10));
          session.unset("guestCartGuid");
          markSessionChanged(context, session);
        }
        await afterOrder(request, context, session, cartRef);
        return redirect(confirmationPath(outcome.code), 303);
      case "serviceUnavailable":
        return show(context, session, { state: "serviceUnavailable", retry: retryFields(form) });
      case "productAvailability":
        return show(context, session, { state: "productAvailability", message: outcome.message });
      case "allocationError":
        return show(context, session, { state: "allocationError" });
      case "unknown":
        return show(context, session, { state: "failed", message: messages.unknownError });
    }
  } catch (error) {
    if (!isOccError(error)) throw error;
    return backendRefusal(context, session, cartRef, submission, formData, error);
  }
}

/** Proxy mode goes on with the wearer's new cart (the backend made one when the order took the old one). */
async function afterOrder(request: Request, context: RequestContext, session: AppSession, cartRef: CartRef) {
  if (cartRef.guest || session.get("isProxyMode") !== true) return;
  const proxy = session.get("proxy");
  if (!proxy) return;
  const mode = await getProxyMode(cartRef).catch(() => null);
  if (mode?.proxyMode !== true) return;
  session.set("proxy", { ...proxy, cartId: mode.cartId });
  markSessionChanged(context, session);
}

/** The fields a 'Try again' form posts again: the same cart, key and choices, the terms accepted. */
function retryFields(form: PlaceOrderForm): Record<string, string> {
  return {
    cartCode: form.cartCode,
    orderKey: form.orderKey,
    termsChecked: "on",
    intent: form.intent,
    ...(form.replenishmentStartDate ? { replenishmentStartDate: form.replenishmentStartDate } : {}),
    ...(form.recurrencePeriod ? { recurrencePeriod: form.recurrencePeriod } : {}),
  };
}

function show(context: RequestContext, session: AppSession, state: PlaceOrderState) {
  session.set("placeOrderState", state);
  markSessionChanged(context, session);
  return data(state);
}

/**
 * The form again with its errors (and a link back to payment details): replenishment offered as on that page. The
 * page renders the state the session keeps for its loader; the action answers 400 with the `SubmissionResult`.
 */
async function invalid(
  context: RequestContext,
  session: AppSession,
  cartRef: CartRef,
  submission: Submission,
  formData: FormData,
  reply: ReplyOptions = undefined,
) {
  const cart = await getCartToOrder(cartRef).catch(() => null);
  const field = (name: string) => (typeof formData.get(name) === "string" ? String(formData.get(name)) : "");
  session.set("placeOrderState", {
    state: "invalid",
    result: submission.reply(reply),
    cartCode: field("cartCode"),
    orderKey: field("orderKey"),
    replenishment: offersReplenishment({ guest: cartRef.guest, paymentType: cart?.paymentType?.code }),
  });
  markSessionChanged(context, session);
  return invalidSubmission(context, submission, reply);
}

/** A refusal of the backend: back to the step that is missing, a field error, or a message with a way back. */
function backendRefusal(
  context: RequestContext,
  session: AppSession,
  cartRef: CartRef,
  submission: Submission,
  formData: FormData,
  error: OccError,
) {
  const detail = (type: string) => error.details.find((d) => d.type === type);
  const cartError = detail("CartError");
  if (cartError?.reason === "checkoutIncomplete") return redirect("/checkout", 303);
  if (cartError || error.kind === "notFound") return show(context, session, { state: "failed", message: messages.cartNotFound });
  // Stock SAP: stock ran out since the review (this customer's backend answers waveProductAvailabilityErrorMessage).
  const stock = detail("InsufficientStockError");
  if (stock) return show(context, session, { state: "productAvailability", message: stock.message });
  if (detail("VoucherOperationError")) return show(context, session, { state: "voucher", message: checkoutMessages.voucherExceeded });
  const validation = error.details.find((d) => d.type === "ValidationError");
  if (validation?.subject === "replenishmentStartDate") {
    return invalid(context, session, cartRef, submission, formData, { fieldErrors: { replenishmentStartDate: [orderMessages.startDateTooEarly] } });
  }
  if (validation?.subject === "termsChecked") {
    return invalid(context, session, cartRef, submission, formData, { fieldErrors: { termsChecked: [orderMessages.termsRequired] } });
  }
  return show(context, session, { state: "failed", message: error.kind === "badRequest" ? messages.cartErrors : error.userMessage });
}
