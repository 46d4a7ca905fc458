import { json, redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { ADDRESS_COUNTRIES } from "~/lib/checkout/address-fields";
import { parseAddressForm } from "~/lib/checkout/address-schema";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import {
  PAYMENTS_EXTENSION,
  deletePayment,
  getSavedPayments,
  requestAccountCard,
  sendAccountCardResponse,
  setDefaultPayment,
} from "~/lib/occ/billing.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { getRegions, getShippingCountries } from "~/lib/occ/checkout.server";
import { isOccError } from "~/lib/occ/errors";
import { isExtensionMissing } from "~/lib/occ/stock-fallback.server";
import { billingQuery } from "~/lib/payments/billing";
import { responseFailure } from "~/lib/payments/errors";
import { isPaymentOriginAllowed } from "~/lib/payments/origins";
import { parsePaymentQuery } from "~/lib/payments/view";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as m from "./messages";
import { BILLING_PATH, billingActionPath, cardViews, returnView } from "./view";

/**
 * /my-account/payment-details (issue 25; docs/billing-and-notifications.md): the saved cards, set default, delete
 * (its own page: payment-delete.server.ts) and adding a card through the hosted card registration round trip
 * (decision 031). The route module imports only this file.
 */
export { AccountBillingForm } from "~/components/billing/account-billing-form";

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
const isNotFound = (error: unknown) => isOccError(error) && error.kind === "notFound";

/** The billing form's countries and their regions (also the finance pay page's new card, issue 28). */
export async function addressOptions(caller: OccCaller) {
  const [countries, ...regionLists] = await Promise.all([getShippingCountries(caller), ...ADDRESS_COUNTRIES.map((iso) => getRegions(caller, iso))]);
  const regions: Record<string, { isocode: string; name: string }[]> = {};
  ADDRESS_COUNTRIES.forEach((iso, index) => {
    regions[iso] = (regionLists[index] ?? []).map((region) => ({ isocode: region.isocode, name: region.name }));
  });
  return { countries: countries.map((country) => ({ isocode: country.isocode, name: country.name })), regions };
}

export async function loadBilling(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const caller = { occ: await getOcc(request, context) };
  const session = await getSession(request, context);
  const open = session.get("accountCardRegistration") ?? null;
  const view = returnView(parsePaymentQuery(new URL(request.url).searchParams), open);
  const [cards, options] = await Promise.all([
    getSavedPayments(caller),
    view.kind === "billing" ? addressOptions(caller) : Promise.resolve(null),
  ]).catch(throwBackendError);
  return {
    cards: cardViews(cards),
    view,
    // A stock SAP has no way to save a card without a cart (decision 031): the page says so instead of the button.
    canAdd: !isExtensionMissing(PAYMENTS_EXTENSION),
    billing: view.kind === "billing" && options ? { actionPath: billingActionPath(view.sessionId), ...options } : null,
  };
}

/** What the action answers without redirecting: the hand-over form to the hosted card page. */
export type CardRedirect = { intent: "add"; redirect: { postUrl: string; sessionId: string; signature: string } };

function flashAndReturn(context: RequestContext, session: AppSession, type: "success" | "error" | "info", message: string, to = BILLING_PATH): never {
  setFlash(session, { type, message });
  markSessionChanged(context, session);
  throw redirect(to, 303);
}

function clearRegistration(context: RequestContext, session: AppSession) {
  if (session.get("accountCardRegistration") === undefined) return;
  session.unset("accountCardRegistration");
  markSessionChanged(context, session);
}

export async function billingAction(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const caller = { occ: await getOcc(request, context) };
  const session = await getSession(request, context);
  const intent = formData.get("intent");
  if (intent === "default") return makeDefault(context, session, caller, formData);
  if (intent === "add") return startAdding(context, session, caller, formData);
  if (intent === "billing") return finishAdding(request, context, session, caller, formData);
  throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
}

/** The card named by the form's `id` among the user's saved cards, or null (gone, someone else's, made up). */
async function ownCard(caller: OccCaller, formData: FormData) {
  const id = formData.get("id");
  if (typeof id !== "string" || id === "" || id.length > 40) return null;
  const cards = await getSavedPayments(caller);
  const card = cards.find((entry) => entry.id === id);
  return card ? cardViews([card])[0] ?? null : null;
}

async function makeDefault(context: RequestContext, session: AppSession, caller: OccCaller, formData: FormData) {
  let card;
  try {
    card = await ownCard(caller, formData);
    if (!card) flashAndReturn(context, session, "error", m.cardGone);
    // Already the default (a double submit): nothing to do.
    if (!card.isDefault) await setDefaultPayment(caller, card.id);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isNotFound(error)) flashAndReturn(context, session, "error", m.cardGone);
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.userMessage] });
  }
  flashAndReturn(context, session, "success", m.defaultSetFlash(card.label));
}

async function startAdding(context: RequestContext, session: AppSession, caller: OccCaller, formData: FormData) {
  let started;
  try {
    started = await requestAccountCard(caller);
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [m.cardInitiateFailed] });
  }
  if (!isPaymentOriginAllowed(started.postUrl, getEnv().paymentOrigins)) {
    console.error(`account card registration: postUrl ${started.postUrl} is not an allowed payment origin (PAYMENT_ORIGINS)`);
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [m.cardInitiateFailed] });
  }
  session.set("accountCardRegistration", { sessionId: started.sessionId, signature: started.signature });
  markSessionChanged(context, session);
  return json({ intent: "add", redirect: started } satisfies CardRedirect);
}

async function finishAdding(request: Request, context: RequestContext, session: AppSession, caller: OccCaller, formData: FormData) {
  const open = session.get("accountCardRegistration") ?? null;
  const view = returnView(parsePaymentQuery(new URL(request.url).searchParams), open);
  if (view.kind !== "billing" || !open) {
    clearRegistration(context, session);
    flashAndReturn(context, session, "error", m.cardRegistrationFailed);
  }
  const submission = parseAddressForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  let saved;
  try {
    const billing = billingQuery(submission.value);
    if (!billing) throw new Error("billing address expected");
    saved = await sendAccountCardResponse(caller, { sessionId: open.sessionId, signature: open.signature, billing });
  } catch (error) {
    if (!isOccError(error)) throw error;
    const failure = responseFailure(error);
    if (failure.kind === "sessionUnusable" || failure.kind === "alreadyUsed") {
      // Already used: a double submit or a second tab saved the card first — it is in the list.
      clearRegistration(context, session);
      if (failure.kind === "alreadyUsed") throw redirect(BILLING_PATH, 303);
      flashAndReturn(context, session, "error", failure.message);
    }
    return invalidSubmission(context, submission, {
      formErrors: [failure.message],
      ...(failure.kind === "rejected" ? { fieldErrors: failure.fieldErrors } : {}),
    });
  }
  clearRegistration(context, session);
  const label = cardViews([saved])[0]?.label ?? "Your card";
  flashAndReturn(context, session, "success", m.cardSavedFlash(label));
}

/** /my-account/payment-details/{id}/delete: the card to confirm, or 404 when it is not one of the user's saved cards. */
export async function loadDeleteCard(request: Request, context: RequestContext, id: string) {
  await requireUser(request, context);
  const caller = { occ: await getOcc(request, context) };
  const cards = await getSavedPayments(caller).catch(throwBackendError);
  const card = cardViews(cards).find((entry) => entry.id === id);
  if (!card) throw notFound();
  return { card };
}

/**
 * POST: deletes, then the list with a flash (303). A card that is not one of the user's saved cards is a 404, like
 * its page (someone else's card, or one deleted a moment ago); deleted between the check and the call: the list with
 * "no longer among your saved cards".
 */
export async function deleteCardAction(request: Request, context: RequestContext, id: string) {
  await requireUser(request, context);
  const formData = await readForm(request);
  if (formData.get("intent") !== "delete") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const caller = { occ: await getOcc(request, context) };
  const session = await getSession(request, context);
  let card;
  try {
    const cards = await getSavedPayments(caller);
    card = cardViews(cards).find((entry) => entry.id === id);
    if (!card) throw notFound();
    await deletePayment(caller, card.id);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isNotFound(error)) flashAndReturn(context, session, "info", m.cardGone);
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.userMessage] });
  }
  flashAndReturn(context, session, "success", m.deletedFlash(card.label));
}
