import { type SubmissionResult } from "@conform-to/react";

/**
 * What /checkout/place-order shows when a POST did not end on the confirmation page (spec part 2 §4 outcomes, plus
 * form errors and backend refusals). Kept in the session between the action and the page's loader, so it renders the
 * same with and without JavaScript, and a reload of the page goes back to /checkout instead.
 */
export type PlaceOrderState =
  | {
      state: "invalid";
      result: SubmissionResult<string[]>;
      cartCode: string;
      orderKey: string;
      replenishment: boolean;
    }
  /** The same fields again, for 'Try again' (the same order key: the failed attempt stored nothing). */
  | { state: "serviceUnavailable"; retry: Record<string, string> }
  | { state: "productAvailability"; message: string }
  | { state: "allocationError" }
  | { state: "voucher"; message: string }
  | { state: "failed"; message: string };

/** Spec part 2 §2 "Offer scheduled replenishment" where the user chooses it: signed-in users paying on account. */
export function offersReplenishment({ guest, paymentType }: { guest: boolean; paymentType: string | undefined }): boolean {
  return !guest && paymentType === "ACCOUNT";
}
