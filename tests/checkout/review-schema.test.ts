import { describe, expect, it } from "vitest";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { lazyValidator } from "~/components/form/lazy-validator";
import { parseReviewForm, type ReviewFlags, reviewSchema, toReviewBody } from "~/lib/checkout/review-schema";

const ALL: ReviewFlags = { costCenterEnabled: true, poNumberEnabled: true, urgentOrderEnabled: true };
const NONE: ReviewFlags = { costCenterEnabled: false, poNumberEnabled: false, urgentOrderEnabled: false };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("review-order form", () => {
  it("requires cost centre and PO number when the unit enables them", () => {
    const reply = parseReviewForm(form({}), ALL).reply();
    expect(reply.error?.costCenter).toEqual([messages.required]);
    expect(reply.error?.purchaseOrderNumber).toEqual([messages.required]);
    expect(reply.error?.urgentCode).toBeUndefined();
  });

  it("checks the PO number: 1–35 letters, digits, '-', '/' or spaces", () => {
    for (const bad of ["PO#1", "x".repeat(36), "PO_1"]) {
      const reply = parseReviewForm(form({ costCenter: "ACME-OPS", purchaseOrderNumber: bad }), ALL).reply();
      expect(reply.error?.purchaseOrderNumber, bad).toEqual([checkoutMessages.poNumberInvalid]);
    }
    for (const good of ["PO-2026/11 A", "1", "x".repeat(35)]) {
      expect(parseReviewForm(form({ costCenter: "ACME-OPS", purchaseOrderNumber: good }), ALL).status, good).toBe("success");
    }
  });

  it("urgent message: at most 255 characters, and only with a reason", () => {
    const base = { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-1" };
    expect(parseReviewForm(form({ ...base, urgentCode: "OTHER", urgentMsg: "x".repeat(256) }), ALL).reply().error?.urgentMsg).toEqual([
      checkoutMessages.urgentMsgTooLong,
    ]);
    expect(parseReviewForm(form({ ...base, urgentMsg: "hurry" }), ALL).reply().error?.urgentCode).toEqual([checkoutMessages.urgentReasonRequired]);
    expect(parseReviewForm(form({ ...base, urgentCode: "OTHER", urgentMsg: "x".repeat(255) }), ALL).status).toBe("success");
  });

  it("ignores the fields of disabled features, so the body never carries them", () => {
    const submission = parseReviewForm(form({ costCenter: "X", purchaseOrderNumber: "PO#bad", urgentCode: "OTHER", urgentMsg: "m" }), NONE);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toReviewBody(submission.value, NONE)).toEqual({});
  });

  it("builds the PUT review body from the enabled fields", () => {
    const submission = parseReviewForm(form({ costCenter: " ACME-OPS ", purchaseOrderNumber: "PO-1", urgentCode: "SAFETY", urgentMsg: " Hi-vis " }), ALL);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toReviewBody(submission.value, ALL)).toEqual({
      costCenter: "ACME-OPS",
      purchaseOrderNumber: "PO-1",
      urgentReason: { code: "SAFETY", msg: "Hi-vis" },
    });
    const noUrgent = parseReviewForm(form({ costCenter: "ACME-OPS", purchaseOrderNumber: "PO-1", urgentCode: "" }), ALL);
    expect(noUrgent.status === "success" && toReviewBody(noUrgent.value, ALL)).toEqual({ costCenter: "ACME-OPS", purchaseOrderNumber: "PO-1" });
  });

  it("the browser validator gives the server's messages for the same flags", async () => {
    const { validate } = await lazyValidator(() => Promise.resolve(reviewSchema({ ...NONE, poNumberEnabled: true })))();
    const browser = validate(form({ purchaseOrderNumber: "PO#1" })).reply();
    const server = parseReviewForm(form({ purchaseOrderNumber: "PO#1" }), { ...NONE, poNumberEnabled: true }).reply();
    expect(browser.error).toEqual(server.error);
    expect(browser.error?.purchaseOrderNumber).toEqual([checkoutMessages.poNumberInvalid]);
    expect(browser.error?.costCenter).toBeUndefined();
  });
});
