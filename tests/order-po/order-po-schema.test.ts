import { describe, expect, it } from "vitest";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { parseOrderPoForm } from "~/lib/order-po/order-po-schema";

/** The order's PO number form uses checkout's rule and messages (issue 23; app/lib/checkout/review-schema.ts). */
const form = (value: string | null) => {
  const data = new FormData();
  if (value !== null) data.set("purchaseOrderNumber", value);
  return parseOrderPoForm(data);
};

describe("order PO number form", () => {
  it("accepts checkout's PO numbers, trimmed", () => {
    for (const value of ["PO-1", "po 2026/07", "A".repeat(35)]) {
      const submission = form(`  ${value} `);
      expect(submission.status, value).toBe("success");
      if (submission.status === "success") expect(submission.value.purchaseOrderNumber).toBe(value);
    }
  });

  it("refuses others with checkout's messages", () => {
    expect(form(null).reply().error).toEqual({ purchaseOrderNumber: [messages.required] });
    expect(form("   ").reply().error?.purchaseOrderNumber?.[0]).toBe(messages.required);
    for (const value of ["PO*1", "A".repeat(36), "PO_1", "<b>"]) {
      expect(form(value).reply().error, value).toEqual({ purchaseOrderNumber: [checkoutMessages.poNumberInvalid] });
    }
  });
});
