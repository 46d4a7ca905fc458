import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import * as orderMessages from "~/lib/orders/messages";
import * as messages from "~/lib/messages";
import { lazyValidator } from "~/components/form/lazy-validator";
import { isoDay, placeOrderSchema } from "~/lib/orders/place-order-form-schema";
import { offersReplenishment } from "~/lib/orders/place-order-state";
import { reorderFlash } from "~/lib/orders/reorder";

const KEY = "2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b";
const TODAY = "2026-11-21";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: placeOrderSchema(TODAY) });
}

const base = { cartCode: "00000042", orderKey: KEY, termsChecked: "on" };

describe("place-order form schema", () => {
  it("accepts the contract's fields: cart code, order key, terms, intent place by default", () => {
    const result = parse(base);
    expect(result.status).toBe("success");
    expect(result.status === "success" ? result.value : null).toEqual({ cartCode: "00000042", orderKey: KEY, termsChecked: true, intent: "place" });
  });

  it("needs the terms ticked: the checkbox's error says what to do (GOV.UK), not 'This field is required.'", () => {
    const result = parse({ cartCode: "00000042", orderKey: KEY });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ termsChecked: ["Confirm that you have read and agree to the terms and conditions of sale"] });
    expect(parse({ ...base, termsChecked: "" }).reply().error).toEqual({ termsChecked: [orderMessages.termsRequired] });
    expect(orderMessages.termsRequired).not.toBe(messages.required);
  });

  it("refuses a form without a valid order key or cart code (the form is out of date)", () => {
    expect(parse({ ...base, orderKey: "not-a-uuid" }).reply().error).toEqual({ orderKey: [orderMessages.orderFormExpired] });
    expect(parse({ ...base, cartCode: "00/42" }).reply().error).toEqual({ cartCode: [orderMessages.orderFormExpired] });
    expect(parse({ termsChecked: "on" }).reply().error).toEqual({ cartCode: [orderMessages.orderFormExpired], orderKey: [orderMessages.orderFormExpired] });
  });

  it("validates a replenishment: date from today to a year ahead, yyyy-mm-dd, a recurrence", () => {
    const replenish = (date: string | null, recurrencePeriod: string | null = "WEEKLY") =>
      parse({ ...base, intent: "replenish", ...(date === null ? {} : { replenishmentStartDate: date }), ...(recurrencePeriod === null ? {} : { recurrencePeriod }) });
    expect(replenish("2026-11-21").status).toBe("success");
    expect(replenish("2027-11-21").status).toBe("success");
    expect(replenish(null).reply().error).toEqual({ replenishmentStartDate: [orderMessages.startDateRequired] });
    expect(replenish("21/11/2026").reply().error).toEqual({ replenishmentStartDate: [orderMessages.startDateFormat] });
    expect(replenish("2026-02-30").reply().error).toEqual({ replenishmentStartDate: [orderMessages.startDateFormat] });
    expect(replenish("2026-11-20").reply().error).toEqual({ replenishmentStartDate: [orderMessages.startDateTooEarly] });
    expect(replenish("2027-11-22").reply().error).toEqual({ replenishmentStartDate: [orderMessages.startDateTooLate] });
    expect(replenish("2026-12-01", null).reply().error).toEqual({ recurrencePeriod: [orderMessages.recurrenceRequired] });
    expect(replenish("2026-12-01", "YEARLY").reply().error).toEqual({ recurrencePeriod: [orderMessages.recurrenceRequired] });
  });

  it("ignores the schedule fields when the order is placed now", () => {
    expect(parse({ ...base, intent: "place", replenishmentStartDate: "1999-01-01" }).status).toBe("success");
  });

  it("runs the same rules in the browser validator (today's date)", async () => {
    const { validate } = await lazyValidator(() => Promise.resolve(placeOrderSchema(isoDay(Date.now()))))();
    const formData = new FormData();
    formData.set("cartCode", "00000042");
    formData.set("orderKey", KEY);
    expect(validate(formData).reply().error).toEqual({ termsChecked: [orderMessages.termsRequired] });
  });
});

describe("replenishment offer and reorder messages", () => {
  it("offers replenishment to signed-in users paying on account only", () => {
    expect(offersReplenishment({ guest: false, paymentType: "ACCOUNT" })).toBe(true);
    expect(offersReplenishment({ guest: false, paymentType: "CARD" })).toBe(false);
    expect(offersReplenishment({ guest: true, paymentType: "ACCOUNT" })).toBe(false);
  });

  it("summarises a reorder: added, reduced for low stock, out of stock", () => {
    expect(reorderFlash("30000001", [{ statusCode: "success", quantityAdded: 2, name: "Classic Polo" }])).toEqual({
      type: "success",
      message: "The items of order 30000001 were added to your cart.",
    });
    expect(
      reorderFlash("30000001", [
        { statusCode: "success", quantityAdded: 2, name: "Classic Polo" },
        { statusCode: "lowStock", quantityAdded: 1, name: "Pro Cap" },
        { statusCode: "noStock", quantityAdded: 0, name: "Eco Vest" },
      ]),
    ).toEqual({
      type: "info",
      message: "The items of order 30000001 were added to your cart. Low stock: the quantity was reduced for Pro Cap. Out of stock, not added: Eco Vest.",
    });
    expect(reorderFlash("30000001", [{ statusCode: "noStock", quantityAdded: 0, name: "Eco Vest" }]).type).toBe("error");
  });
});
