import { describe, expect, it } from "vitest";
import * as checkoutMessages from "~/lib/checkout/messages";
import { requestFailureMessage, responseFailure } from "~/lib/payments/errors";

describe("card registration errors (spec part 2 §8)", () => {
  it("a failed request is always 'Unable to initiate operation. Please try again'", () => {
    expect(requestFailureMessage()).toBe("Unable to initiate operation. Please try again");
  });

  it("a 4xx response: 'Unable to fetch payment details. Please try again.'", () => {
    expect(responseFailure({ status: 400, details: [{ type: "PaymentError", reason: "invalidSession" }] })).toEqual({
      kind: "sessionUnusable",
      message: "Unable to fetch payment details. Please try again.",
    });
    expect(responseFailure({ status: 400, details: [{ type: "PaymentError", reason: "notAccepted" }] }).kind).toBe("sessionUnusable");
    expect(responseFailure({ status: 400, details: [{ type: "PaymentError", reason: "used" }] })).toEqual({ kind: "alreadyUsed", message: checkoutMessages.cardFetchFailed });
    expect(responseFailure({ status: 404, details: [{ type: "CartError" }] })).toEqual({ kind: "rejected", message: checkoutMessages.cardFetchFailed, fieldErrors: {} });
  });

  it("maps the backend's billTo_* subjects to the form's fields", () => {
    const failure = responseFailure({
      status: 400,
      details: [
        { type: "ValidationError", subject: "billTo_postalCode" },
        { type: "ValidationError", subject: "billTo_street1" },
        { type: "ValidationError", subject: "billTo_state" },
        { type: "ValidationError", subject: "somethingElse" },
      ],
    });
    expect(failure).toEqual({
      kind: "rejected",
      message: checkoutMessages.cardFetchFailed,
      fieldErrors: { postalCode: [checkoutMessages.billingFieldRejected], line1: [checkoutMessages.billingFieldRejected], region: [checkoutMessages.billingFieldRejected] },
    });
  });

  it("5xx or no answer: 'Unknown error occurred while fetching payment. Please contact support'", () => {
    for (const status of [500, 502, 504, 0]) {
      expect(responseFailure({ status, details: [] }), String(status)).toEqual({ kind: "unknown", message: "Unknown error occurred while fetching payment. Please contact support" });
    }
  });
});
