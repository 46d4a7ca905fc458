import { redirect } from "@remix-run/node";
import { type SubmissionResult } from "@conform-to/react";
import { addressOptions } from "~/lib/billing/payment-details.server";
import { parseAddressForm } from "~/lib/checkout/address-schema";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { requireFinanceCaller } from "~/lib/finance/access.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError } from "~/lib/occ/errors";
import { requestFinanceCard, sendFinanceCardResponse } from "~/lib/occ/finance-payments.server";
import { throwOrgBackendError } from "~/lib/organisation/access.server";
import { billingQuery } from "~/lib/payments/billing";
import { responseFailure } from "~/lib/payments/errors";
import { isPaymentOriginAllowed } from "~/lib/payments/origins";
import { parsePaymentQuery } from "~/lib/payments/view";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, getSession, markSessionChanged } from "~/lib/session.server";
import { cardFetchFailed, cardInitiateFailed, cardRegistrationFailed } from "./card-messages";
import { selectionTooLong } from "./new-card-messages";
import { CONFIRM_PATH, PAY_PATH } from "./paths";

/**
 * Paying with a new card (issue 28; docs/finance.md "Make a payment", decision 037): the account's card registration
 * round trip (decision 031) with a `finance` session.
 * 1. The pay form with "Use a new card" → `startNewCard`: `payment/captureContext`, the hosted page's address and the
 *    selection (`invoice=…&credit=…&amount=…`) kept in the session's `financeCardRegistration` → 303 to the card step.
 * 2. `/organisation/finance/pay/card` (no query): the hand-over form to the hosted card page (auto-posted with JS).
 * 3. The hosted page sends the payer back to `/organisation/finance/pay/card?paymentStatus=…&sid=…`: ACCEPTED for the
 *    open registration shows the billing address form; anything else is the pay page again with the selection and the
 *    spec's 'Card registration failed or cancelled'.
 * 4. The billing form → `payment/captureContext/response` (the card joins the saved cards) → 303 to the confirm page
 *    with the selection and the new card. The storefront keeps nothing but the cookie session.
 */
export { AccountBillingForm } from "~/components/billing/account-billing-form";

/** The new card's step (issue 28): the hand-over to the hosted card page, and where that page sends the payer back. */
export const NEW_CARD_PATH = `${PAY_PATH}/card`;
/** Where the billing form posts (and re-renders): keeps the hosted page's return parameters, so the view stays. */
export const newCardBillingPath = (sessionId: string) => `${NEW_CARD_PATH}?${new URLSearchParams({ paymentStatus: "ACCEPTED", sid: sessionId }).toString()}`;
/** The pay page with a kept selection (`invoice=…&credit=…&amount=…`). */
export const payPathWith = (query: string) => (query ? `${PAY_PATH}?${query}` : PAY_PATH);

/** The longest selection kept in the session during the round trip (about 30 documents). */
const MAX_KEPT_QUERY = 1_000;

/** The pay page's parameter saying why a new card's registration came back without a card. */
const REGISTRATION_PARAM = "registration";
type RegistrationProblem = "failed" | "unusable";
const REGISTRATION_PROBLEMS: Record<RegistrationProblem, string> = { failed: cardRegistrationFailed, unusable: cardFetchFailed };

/** The spec's text for the pay page's `registration` parameter (null when absent or unknown). */
export function registrationProblem(params: URLSearchParams): string | null {
  const why = params.get(REGISTRATION_PARAM);
  return why === "failed" || why === "unusable" ? REGISTRATION_PROBLEMS[why] : null;
}

function clearRegistration(context: RequestContext, session: AppSession) {
  if (session.get("financeCardRegistration") === undefined) return;
  session.unset("financeCardRegistration");
  markSessionChanged(context, session);
}

/**
 * Back to the pay page (the kept selection) saying why: `registration=failed` ('Card registration failed or
 * cancelled') or `registration=unusable` ('Unable to fetch payment details. Please try again.'). Not a flash: a loader
 * answers the hosted page's return, and the root loader of the same request would read the flash before the redirect.
 */
function failedBack(context: RequestContext, session: AppSession, why: RegistrationProblem): never {
  const query = new URLSearchParams(session.get("financeCardRegistration")?.query ?? "");
  query.set(REGISTRATION_PARAM, why);
  clearRegistration(context, session);
  throw redirect(payPathWith(query.toString()), 303);
}

/**
 * The pay form chose "Use a new card" (its selection already checked against the backend's total): open a `finance`
 * card registration and go to the hand-over. A failure is the form again with 'Unable to initiate operation. Please
 * try again' and every value kept (`{ failed }`).
 */
export async function startNewCard(request: Request, context: RequestContext, caller: OccCaller, query: string): Promise<Response | { failed: string }> {
  // The selection rides in the session cookie (4 KB with the tokens): refuse one that would not fit, before opening anything.
  if (query.length > MAX_KEPT_QUERY) return { failed: selectionTooLong };
  let started;
  try {
    started = await requestFinanceCard(caller);
  } catch (error) {
    if (!isOccError(error) || error.status === 401 || error.status === 403) return throwOrgBackendError(error);
    return { failed: cardInitiateFailed };
  }
  if (!isPaymentOriginAllowed(started.postUrl, getEnv().paymentOrigins)) {
    console.error(`finance card registration: postUrl ${started.postUrl} is not an allowed payment origin (PAYMENT_ORIGINS)`);
    return { failed: cardInitiateFailed };
  }
  const session = await getSession(request, context);
  session.set("financeCardRegistration", { sessionId: started.sessionId, signature: started.signature, postUrl: started.postUrl, query });
  markSessionChanged(context, session);
  return redirect(NEW_CARD_PATH, 303);
}

/** /organisation/finance/pay/card[?paymentStatus=…&sid=…]: the hand-over, or the billing form after ACCEPTED. */
export async function loadNewCard(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const session = await getSession(request, context);
  const open = session.get("financeCardRegistration") ?? null;
  const query = parsePaymentQuery(new URL(request.url).searchParams);
  if (query.paymentStatus === null) {
    // Nothing open (a bookmark, the registration finished in another tab): the pay page.
    if (!open) throw redirect(payPathWith(""), 303);
    return { view: "redirect" as const, redirect: { postUrl: open.postUrl, sessionId: open.sessionId, signature: open.signature }, backPath: payPathWith(open.query) };
  }
  if (query.paymentStatus !== "ACCEPTED" || !open || query.sid !== open.sessionId) failedBack(context, session, "failed");
  const options = await addressOptions(caller).catch(throwOrgBackendError);
  return { view: "billing" as const, actionPath: newCardBillingPath(open.sessionId), cancelPath: payPathWith(open.query), ...options };
}

export type NewCardActionData = SubmissionResult<string[]>;

/** POST the billing form: the response call saves the card → 303 to confirm with the selection and the new card. */
export async function submitNewCard(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const formData = await readForm(request);
  if (formData.get("intent") !== "billing") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const session = await getSession(request, context);
  const open = session.get("financeCardRegistration") ?? null;
  const query = parsePaymentQuery(new URL(request.url).searchParams);
  if (!open || query.paymentStatus !== "ACCEPTED" || query.sid !== open.sessionId) failedBack(context, session, "failed");
  const submission = parseAddressForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  let saved;
  try {
    const billing = billingQuery(submission.value);
    if (!billing) throw new Error("billing address expected");
    saved = await sendFinanceCardResponse(caller, { sessionId: open.sessionId, signature: open.signature, billing });
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 401 || error.status === 403) return throwOrgBackendError(error);
    const failure = responseFailure(error);
    // Already used (a double submit or a second tab saved the card first): it is among the saved cards to choose.
    if (failure.kind === "alreadyUsed") {
      clearRegistration(context, session);
      throw redirect(payPathWith(open.query), 303);
    }
    if (failure.kind === "sessionUnusable") failedBack(context, session, "unusable");
    return invalidSubmission(context, submission, {
      formErrors: [failure.message],
      ...(failure.kind === "rejected" ? { fieldErrors: failure.fieldErrors } : {}),
    });
  }
  clearRegistration(context, session);
  const params = new URLSearchParams(open.query);
  params.set("card", saved.id);
  return redirect(`${CONFIRM_PATH}?${params.toString()}`, 303);
}
