import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { throwBackendError } from "~/lib/backend-errors.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { type CartRef } from "~/lib/occ/caller.server";
import { checkoutCartRef, loadCheckoutCart } from "~/lib/checkout/step.server";
import { progressOf } from "~/lib/checkout/progress.server";
import { stepRedirect } from "~/lib/checkout/steps";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type Cart } from "~/lib/occ/cart.server";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { getPaymentTypes, getRegions, getShippingCountries } from "~/lib/occ/checkout.server";
import {
  getPaymentCart,
  PAYMENT_TYPE_CODES,
  setPaymentType,
  type PaymentTypeCode,
  requestDigitalPayment,
  sendDigitalPaymentResponse,
} from "~/lib/occ/payments.server";
import { type RequestContext } from "~/lib/request-context.server";
import { ADDRESS_COUNTRIES } from "~/lib/checkout/address-fields";
import { type AppSession, getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { billingQuery } from "./billing";
import { parseBilling } from "./billing-schema";
import { requestFailureMessage, responseFailure } from "./errors";
import { parsePaymentChoice } from "./payment-choice-schema";
import { isPaymentOriginAllowed } from "./origins";
import { addressLines, costCentreLabel, paymentSummary } from "./summary";
import { billingActionPath, isOurRegistration, isPaymentComplete, PAYMENT_DETAILS_PATH, parsePaymentQuery, paymentView } from "./view";

/**
 * The billing and complete views, rendered in full on the server and loaded on demand in the browser (the route
 * wraps them with serverRenderedLazy; this module is empty in browser builds). Keeps the step's first-load JS
 * within budget (decision 004; docs/decisions/009-card-registration-round-trip.md).
 */
export { BillingForm } from "~/components/checkout/payment-billing-form";
export { PaymentComplete } from "~/components/checkout/payment-complete";
export { PaymentMethodForm } from "~/components/checkout/payment-method-form";

/**
 * /checkout/payment-details (spec part 2 §2, §4 "Card registration"; docs/checkout.md "Payment and card
 * registration"): the route's loader and action (the route module imports only this file, decision 004).
 * Which view shows is decided by ./view.ts from the cart, the query string and the session's `digitalPayment`.
 */

const cartState = (cart: Cart) => ({ code: cart.code, paymentType: cart.paymentType?.code ?? null, hasPaymentInfo: cart.paymentInfo !== undefined });

async function addressOptions(occ: OccClient) {
  const [countries, ...regionLists] = await Promise.all([getShippingCountries({ occ }), ...ADDRESS_COUNTRIES.map((iso) => getRegions({ occ }, iso))]);
  const regions: Record<string, { isocode: string; name: string }[]> = {};
  ADDRESS_COUNTRIES.forEach((iso, index) => {
    regions[iso] = (regionLists[index] ?? []).map((region) => ({ isocode: region.isocode, name: region.name }));
  });
  return { countries, regions };
}

/** The payment types the buyer may choose: guests pay by card (their unit never has account payment). */
/** The payment types the backend offers this cart, in its order (ACCOUNT only where the unit allows account payment). */
async function paymentTypesFor(ref: CartRef): Promise<PaymentTypeCode[]> {
  if (ref.guest) return ["CARD"];
  const types = await getPaymentTypes(ref);
  return types.map((type) => type.code).filter((code): code is PaymentTypeCode => (PAYMENT_TYPE_CODES as readonly string[]).includes(code));
}

export async function loadPaymentDetails({ request, context }: LoaderFunctionArgs) {
  // Who may check out (the session guards: a punch-out session goes to the cart; issue 21's authorization matrix
  // found this step skipping them), then which cart.
  const ref = await checkoutCartRef(request, context);
  if (!ref) return { state: "conditionsNotMet" as const };
  const session = await getSession(request, context);
  const query = parsePaymentQuery(new URL(request.url).searchParams);
  const open = session.get("digitalPayment") ?? null;
  // The billing form's lists are fetched with the cart (no waterfall) when the return looks like ours.
  const mayShowBilling = query.paymentStatus === "ACCEPTED" && open !== null && open.sessionId === query.sid;
  const [loaded, paymentTypes, options] = await Promise.all([
    loadCheckoutCart(ref),
    paymentTypesFor(ref),
    mayShowBilling ? addressOptions(ref.occ) : Promise.resolve(null),
  ]).catch(throwBackendError);
  const { cart } = loaded;
  if (!cart) return { state: "conditionsNotMet" as const };
  const blocked = stepRedirect(progressOf(cart, loaded.enablement(throwBackendError)), "paymentDetails");
  if (blocked) throw redirect(blocked);

  const view = paymentView({ cart: cartState(cart), query, digitalPayment: open ? { sessionId: open.sessionId, cartId: open.cartId } : null });
  const payment = paymentSummary(cart);
  return {
    state: "ready" as const,
    view,
    paymentTypes,
    /** The cart's current choice (preselected in the choice). */
    selected: cart.paymentType?.code === "ACCOUNT" || cart.paymentType?.code === "CARD" ? (cart.paymentType.code as PaymentTypeCode) : null,
    account: { costCentre: costCentreLabel(cart), purchaseOrderNumber: cart.purchaseOrderNumber ?? null },
    deliveryAddress: cart.deliveryAddress ? addressLines(cart.deliveryAddress) : null,
    payment: view.kind === "complete" ? payment : null,
    billing:
      view.kind === "billing" && options
        ? { actionPath: billingActionPath(view.sessionId), countries: options.countries, regions: options.regions, defaultCountry: cart.deliveryAddress?.country.isocode ?? null }
        : null,
    placeOrder:
      view.kind === "complete"
        ? {
            cartCode: cart.code,
            // One key per render of the place-order form: a double click or a resubmitted POST carries the same key.
            orderKey: crypto.randomUUID(),
            replenishment: !ref.guest && payment?.type === "ACCOUNT",
          }
        : null,
  };
}

/**
 * What the action answers when it does not redirect: intent=card succeeded (render the auto-posting form to the
 * hosted card page), or — status 400 — the `SubmissionResult` of the choice (nothing chosen, account refused, card
 * registration could not start: an error on `intent`) or of the billing form (its values carry `intent=billing`).
 */
export type CardRedirect = { intent: "card"; redirect: { postUrl: string; sessionId: string; signature: string } };

function clearDigitalPayment(context: RequestContext, session: AppSession) {
  if (session.get("digitalPayment") === undefined) return;
  session.unset("digitalPayment");
  markSessionChanged(context, session);
}

function failWithFlash(context: RequestContext, session: AppSession, message: string): never {
  setFlash(session, { type: "error", message });
  markSessionChanged(context, session);
  throw redirect(PAYMENT_DETAILS_PATH, 303);
}

export async function paymentDetailsAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  // Who may check out (the session guards: a punch-out session goes to the cart; issue 21's authorization matrix
  // found this step skipping them), then which cart.
  const ref = await checkoutCartRef(request, context);
  if (!ref) throw redirect(PAYMENT_DETAILS_PATH, 303);
  const session = await getSession(request, context);
  const loaded = await loadCheckoutCart(ref).catch(throwBackendError);
  const { cart } = loaded;
  if (!cart) throw redirect(PAYMENT_DETAILS_PATH, 303);
  const blocked = stepRedirect(progressOf(cart, loaded.enablement(throwBackendError)), "paymentDetails");
  if (blocked) throw redirect(blocked, 303);

  const intent = formData.get("intent");
  if (intent === "account") return chooseAccount(context, formData, ref, session, cart);
  if (intent === "card") return startCardRegistration(context, formData, ref, session, cart);
  if (intent === "billing") return answerCardRegistration(request, context, ref, session, cart, formData);
  return invalidSubmission(context, parsePaymentChoice(formData));
}

/** The choice back with one message on the radio group. */
function choiceRefused(context: RequestContext, formData: FormData, message: string) {
  return invalidSubmission(context, parsePaymentChoice(formData), { fieldErrors: { intent: [message] } });
}

async function chooseAccount(context: RequestContext, formData: FormData, ref: CartRef, session: AppSession, cart: Cart) {
  try {
    // The PO number goes along (stock B2B keeps it with the payment type: …/paymenttype?purchaseOrderNumber=).
    await setPaymentType(ref, "ACCOUNT", cart.purchaseOrderNumber);
  } catch (error) {
    if (!isOccError(error)) throw error;
    const refused = error.status === 400 || error.status === 403;
    return choiceRefused(context, formData, refused ? checkoutMessages.paymentAccountUnavailable : error.userMessage);
  }
  clearDigitalPayment(context, session);
  throw redirect(PAYMENT_DETAILS_PATH, 303);
}

async function startCardRegistration(context: RequestContext, formData: FormData, ref: CartRef, session: AppSession, cart: Cart) {
  let started;
  try {
    started = await requestDigitalPayment(ref);
  } catch (error) {
    if (!isOccError(error)) throw error;
    return choiceRefused(context, formData, requestFailureMessage());
  }
  // The storefront only ever posts buyers to a payment origin its CSP allows (PAYMENT_ORIGINS / OCC_BASE_URL).
  if (!isPaymentOriginAllowed(started.postUrl, getEnv().paymentOrigins)) {
    console.error(`digital payment: postUrl ${started.postUrl} is not an allowed payment origin (PAYMENT_ORIGINS)`);
    return choiceRefused(context, formData, requestFailureMessage());
  }
  session.set("digitalPayment", { sessionId: started.sessionId, signature: started.signature, cartId: cart.code });
  markSessionChanged(context, session);
  return { intent: "card", redirect: started } satisfies CardRedirect;
}

async function answerCardRegistration(
  request: Request,
  context: RequestContext,
  ref: CartRef,
  session: AppSession,
  cart: Cart,
  formData: FormData,
) {
  const open = session.get("digitalPayment") ?? null;
  const query = parsePaymentQuery(new URL(request.url).searchParams);
  if (!isOurRegistration(query, open, cart.code)) {
    clearDigitalPayment(context, session);
    failWithFlash(context, session, checkoutMessages.cardRegistrationFailed);
  }

  const submission = parseBilling(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    const billing = billingQuery(submission.value, cart.deliveryAddress);
    await sendDigitalPaymentResponse(ref, { sessionId: open.sessionId, signature: open.signature, ...(billing ? { billing } : {}) });
  } catch (error) {
    if (!isOccError(error)) throw error;
    const failure = responseFailure(error);
    if (failure.kind === "sessionUnusable") {
      clearDigitalPayment(context, session);
      failWithFlash(context, session, failure.message);
    }
    if (failure.kind === "alreadyUsed") {
      // A double submit or a second tab answered first: when the card is on the cart, that is success.
      clearDigitalPayment(context, session);
      const now = await getPaymentCart(ref).catch(throwBackendError);
      if (now && now.paymentType?.code === "CARD" && isPaymentComplete(cartState(now))) throw redirect(PAYMENT_DETAILS_PATH, 303);
      failWithFlash(context, session, failure.message);
    }
    return invalidSubmission(context, submission, {
      formErrors: [failure.message],
      ...(failure.kind === "rejected" ? { fieldErrors: failure.fieldErrors } : {}),
    });
  }
  clearDigitalPayment(context, session);
  throw redirect(PAYMENT_DETAILS_PATH, 303);
}
