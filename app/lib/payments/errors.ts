import * as checkoutMessages from "~/lib/checkout/messages";
import { type AddressFieldName } from "~/lib/checkout/address-fields";

/**
 * What a failed card registration call means to the buyer (spec part 2 §8 "Card registration"). Pure and
 * unit-tested (tests/payments/errors.test.ts); the callers pass the OccError's status and details.
 */

interface FailedCall {
  /** HTTP status; 0 for no answer (network, timeout). */
  status: number;
  details: ReadonlyArray<{ type: string; reason?: string; subject?: string }>;
}

/** `…/digitalPayments/request` failed, whatever the cause: 'Unable to initiate operation. Please try again'. */
export const requestFailureMessage = (): string => checkoutMessages.cardInitiateFailed;

export type ResponseFailure =
  /** The session cannot be answered any more (unknown, expired, not accepted): start the card registration again. */
  | { kind: "sessionUnusable"; message: string }
  /** Already answered (a double submit or a second tab): the card is probably on the cart already. */
  | { kind: "alreadyUsed"; message: string }
  /** The backend refused what was sent (e.g. a billing field): stay on the form, fields marked where known. */
  | { kind: "rejected"; message: string; fieldErrors: Partial<Record<BillingFieldName, string[]>> }
  /** 5xx, no answer or an answer we cannot read: stay on the form, ask the buyer to contact support. */
  | { kind: "unknown"; message: string };

export type BillingFieldName = AddressFieldName | "sameAsDelivery";

/** The backend's `billTo_*` query names → the form's field names. */
const FIELD_OF_SUBJECT: Record<string, BillingFieldName> = {
  billTo_titleCode: "titleCode",
  billTo_firstName: "firstName",
  billTo_lastName: "lastName",
  billTo_street1: "line1",
  billTo_street2: "line2",
  billTo_city: "town",
  billTo_state: "region",
  billTo_postalCode: "postalCode",
  billTo_country: "country",
  billTo_phoneNumber: "phone",
  billTo_cellphone: "cellphone",
  sameAsDelivery: "sameAsDelivery",
};

/**
 * `…/digitalPayments/response` failed: a 4xx is 'Unable to fetch payment details. Please try again.', anything else
 * (5xx, no answer) 'Unknown error occurred while fetching payment. Please contact support'.
 */
export function responseFailure(error: FailedCall): ResponseFailure {
  if (error.status < 400 || error.status >= 500) return { kind: "unknown", message: checkoutMessages.cardUnknownError };
  const message = checkoutMessages.cardFetchFailed;
  const payment = error.details.find((detail) => detail.type === "PaymentError");
  if (payment?.reason === "used") return { kind: "alreadyUsed", message };
  if (payment) return { kind: "sessionUnusable", message };
  const fieldErrors: Partial<Record<BillingFieldName, string[]>> = {};
  for (const detail of error.details) {
    const field = detail.type === "ValidationError" && detail.subject ? FIELD_OF_SUBJECT[detail.subject] : undefined;
    if (field) fieldErrors[field] = [checkoutMessages.billingFieldRejected];
  }
  return { kind: "rejected", message, fieldErrors };
}
