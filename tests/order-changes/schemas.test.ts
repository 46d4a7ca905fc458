import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { amendFormSchema } from "~/lib/order-amend/amend-schema";
import * as amendMessages from "~/lib/order-amend/messages";
import { cancelFormSchema } from "~/lib/order-cancel/cancel-schema";
import * as cancelMessages from "~/lib/order-cancel/messages";

/** Issue 23: the cancel and amend forms' shared schemas (docs/order-changes.md). */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("cancel form", () => {
  const schema = cancelFormSchema([
    { entryNumber: 0, max: 2 },
    { entryNumber: 1, max: 3 },
  ]);
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema });

  it("needs at least one item and a reason", () => {
    const result = parse({ "quantity-0": "2", "quantity-1": "3" });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ items: [cancelMessages.nothingSelected], reason: [cancelMessages.reasonRequired] });
  });

  it("limits each ticked quantity to 1..max and ignores unticked ones; keeps the typed values", () => {
    const result = parse({ "select-0": "on", "quantity-0": "5", "quantity-1": "abc", reason: "OTHER" });
    const reply = result.reply();
    expect(reply.error).toEqual({ "quantity-0": [cancelMessages.quantityTooHigh(2)] });
    expect(reply.initialValue).toMatchObject({ "select-0": "on", "quantity-0": "5", reason: "OTHER" });
    expect(parse({ "select-0": "on", "quantity-0": "0", reason: "OTHER" }).reply().error).toEqual({ "quantity-0": [cancelMessages.quantityTooLow] });
    expect(parse({ "select-0": "on", "quantity-0": "1.5", reason: "OTHER" }).reply().error).toEqual({ "quantity-0": [cancelMessages.quantityWhole(2)] });
    expect(parse({ "select-0": "on", "quantity-0": "", reason: "OTHER" }).reply().error).toEqual({ "quantity-0": [cancelMessages.quantityRequired(2)] });
    expect(parse({ "select-0": "on", "quantity-0": "1", reason: "BORED" }).reply().error).toEqual({ reason: [cancelMessages.reasonRequired] });
  });

  it("answers the lines to cancel", () => {
    const result = parse({ "select-0": "on", "quantity-0": "2", "select-1": "on", "quantity-1": " 1 ", reason: "WRONG_SIZE" });
    expect(result.status).toBe("success");
    if (result.status === "success") {
      expect(result.value).toEqual({ lines: [{ entryNumber: 0, quantity: 2 }, { entryNumber: 1, quantity: 1 }], reason: "WRONG_SIZE" });
    }
  });
});

describe("amend form", () => {
  const schema = amendFormSchema(
    [
      { entryNumber: 0, current: 2, max: 10 },
      { entryNumber: 1, current: 1, max: 5 },
    ],
    [{ code: "FLC-CL-NAVY-M", max: 4 }],
  );
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema });

  it("answers only what changed, and the additions", () => {
    const result = parse({ "quantity-0": "3", "quantity-1": "1", "add-FLC-CL-NAVY-M": "2" });
    expect(result.status).toBe("success");
    if (result.status === "success") {
      expect(result.value).toEqual({ entries: [{ entryNumber: 0, quantity: 3 }], additions: [{ code: "FLC-CL-NAVY-M", quantity: 2 }] });
    }
  });

  it("refuses over the maxima, non-numbers, nothing left, nothing changed", () => {
    expect(parse({ "quantity-0": "11", "quantity-1": "1" }).reply().error).toEqual({ "quantity-0": [amendMessages.quantityTooHigh(10)] });
    expect(parse({ "quantity-0": "x", "quantity-1": "1", "add-FLC-CL-NAVY-M": "-1" }).reply().error).toEqual({
      "quantity-0": [amendMessages.quantityWhole(10)],
      "add-FLC-CL-NAVY-M": [amendMessages.addWhole(4)],
    });
    expect(parse({ "quantity-0": "0", "quantity-1": "0", "add-FLC-CL-NAVY-M": "" }).reply().error).toEqual({ items: [amendMessages.keepOne] });
    expect(parse({ "quantity-0": "2", "quantity-1": "1" }).reply().error).toEqual({ items: [amendMessages.nothingChanged] });
  });
});
