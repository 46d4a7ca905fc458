import { describe, expect, it } from "vitest";
import { billingActionPath, isPaymentComplete, parsePaymentQuery, paymentView, type CartPaymentState, type PaymentQuery } from "~/lib/payments/view";

const cart = (overrides: Partial<CartPaymentState> = {}): CartPaymentState => ({ code: "00000042", paymentType: null, hasPaymentInfo: false, ...overrides });
const query = (search = "") => parsePaymentQuery(search);
const open = { sessionId: "sess-1", cartId: "00000042" };

describe("parsePaymentQuery", () => {
  it("reads the hosted page's return parameters and 'Change payment'", () => {
    expect(query("?paymentStatus=ACCEPTED&sid=sess-1")).toEqual<PaymentQuery>({ paymentStatus: "ACCEPTED", sid: "sess-1", change: false });
    expect(query("paymentStatus=cancelled&sid=x")).toEqual({ paymentStatus: "CANCELLED", sid: "x", change: false });
    expect(query("change=1")).toEqual({ paymentStatus: null, sid: null, change: true });
    expect(query("change=yes")).toMatchObject({ change: false });
  });

  it("treats empty, blank and over-long values as absent", () => {
    expect(query("paymentStatus=&sid=%20")).toEqual({ paymentStatus: null, sid: null, change: false });
    expect(query(`sid=${"a".repeat(201)}`).sid).toBeNull();
  });
});

describe("isPaymentComplete", () => {
  it("account, or card with card details", () => {
    expect(isPaymentComplete(cart({ paymentType: "ACCOUNT" }))).toBe(true);
    expect(isPaymentComplete(cart({ paymentType: "CARD", hasPaymentInfo: true }))).toBe(true);
    expect(isPaymentComplete(cart({ paymentType: "CARD" }))).toBe(false);
    expect(isPaymentComplete(cart())).toBe(false);
  });
});

describe("paymentView", () => {
  it("no payment yet: the choice without warning", () => {
    expect(paymentView({ cart: cart(), query: query(), digitalPayment: null })).toEqual({ kind: "choose", warning: false });
    expect(paymentView({ cart: cart({ paymentType: "CARD" }), query: query(), digitalPayment: open })).toEqual({ kind: "choose", warning: false });
  });

  it("payment set: complete; 'Change payment' shows the choice again", () => {
    expect(paymentView({ cart: cart({ paymentType: "ACCOUNT" }), query: query(), digitalPayment: null })).toEqual({ kind: "complete" });
    expect(paymentView({ cart: cart({ paymentType: "CARD", hasPaymentInfo: true }), query: query(), digitalPayment: null })).toEqual({ kind: "complete" });
    expect(paymentView({ cart: cart({ paymentType: "ACCOUNT" }), query: query("change=1"), digitalPayment: null })).toEqual({ kind: "choose", warning: false });
  });

  it("ACCEPTED with this session's open registration for this cart: the billing address", () => {
    expect(paymentView({ cart: cart(), query: query("paymentStatus=ACCEPTED&sid=sess-1"), digitalPayment: open })).toEqual({ kind: "billing", sessionId: "sess-1" });
    // Also when another payment is set (changing payment keeps the old one until the new card is answered).
    expect(paymentView({ cart: cart({ paymentType: "ACCOUNT" }), query: query("paymentStatus=ACCEPTED&sid=sess-1"), digitalPayment: open })).toEqual({ kind: "billing", sessionId: "sess-1" });
  });

  it("CANCELLED or any other status: the choice with the warning", () => {
    for (const status of ["CANCELLED", "DECLINED", "ERROR", "x"]) {
      expect(paymentView({ cart: cart(), query: query(`paymentStatus=${status}&sid=sess-1`), digitalPayment: open }), status).toEqual({ kind: "choose", warning: true });
    }
    // Also when a payment is set: the buyer tried to change it and the card failed.
    expect(paymentView({ cart: cart({ paymentType: "ACCOUNT" }), query: query("paymentStatus=CANCELLED&sid=sess-1"), digitalPayment: open })).toEqual({ kind: "choose", warning: true });
  });

  it("ACCEPTED with a sid that is not the session's (or another cart's, or none open): failed", () => {
    expect(paymentView({ cart: cart(), query: query("paymentStatus=ACCEPTED&sid=other"), digitalPayment: open })).toEqual({ kind: "choose", warning: true });
    expect(paymentView({ cart: cart(), query: query("paymentStatus=ACCEPTED"), digitalPayment: open })).toEqual({ kind: "choose", warning: true });
    expect(paymentView({ cart: cart({ code: "00000043" }), query: query("paymentStatus=ACCEPTED&sid=sess-1"), digitalPayment: open })).toEqual({ kind: "choose", warning: true });
    expect(paymentView({ cart: cart(), query: query("paymentStatus=ACCEPTED&sid=sess-1"), digitalPayment: null })).toEqual({ kind: "choose", warning: true });
  });

  it("ACCEPTED again after the round trip finished (Back): the card payment stands", () => {
    const done = cart({ paymentType: "CARD", hasPaymentInfo: true });
    expect(paymentView({ cart: done, query: query("paymentStatus=ACCEPTED&sid=sess-1"), digitalPayment: null })).toEqual({ kind: "complete" });
    // …but not while another registration is open, and not for account payment.
    expect(paymentView({ cart: done, query: query("paymentStatus=ACCEPTED&sid=old"), digitalPayment: open })).toEqual({ kind: "choose", warning: true });
    expect(paymentView({ cart: cart({ paymentType: "ACCOUNT" }), query: query("paymentStatus=ACCEPTED&sid=old"), digitalPayment: null })).toEqual({ kind: "choose", warning: true });
  });
});

describe("billingActionPath", () => {
  it("keeps the return parameters (encoded) so the billing view re-renders after errors", () => {
    expect(billingActionPath("a+b/c=")).toBe("/checkout/payment-details?paymentStatus=ACCEPTED&sid=a%2Bb%2Fc%3D");
    expect(parsePaymentQuery(new URL(`http://x${billingActionPath("a+b/c=")}`).searchParams).sid).toBe("a+b/c=");
  });
});
