import { describe, expect, it } from "vitest";
import { parsePurchaseOrderDetails, parsePurchaseOrderEdit } from "~/lib/purchase-orders/purchase-order-form-schema";
import * as poMessages from "~/lib/purchase-orders/messages";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

const valid = { purchaseOrderNo: "PO2026A", description: "Winter uniforms", units: ["acme-au"] };

function errorsOf(fields: Record<string, string | string[]>) {
  const submission = parsePurchaseOrderDetails(form(fields));
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("purchase order details schema (spec part 1 §5, §9)", () => {
  it("accepts a valid form and trims the values", () => {
    const submission = parsePurchaseOrderDetails(form({ ...valid, purchaseOrderNo: "  PO2026A ", description: " Winter uniforms " }));
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({ purchaseOrderNo: "PO2026A", description: "Winter uniforms", units: ["acme-au"] });
    }
  });

  it("requires the number, the description and a unit, with the spec's text", () => {
    expect(errorsOf({})).toEqual({
      purchaseOrderNo: [poMessages.required],
      description: [poMessages.required],
      units: [poMessages.required],
    });
    expect(errorsOf({ purchaseOrderNo: "   ", description: "  ", units: [] })).toMatchObject({
      purchaseOrderNo: [poMessages.required],
      description: [poMessages.required],
    });
  });

  it("takes 17 alphanumeric characters and refuses 18", () => {
    expect(errorsOf({ ...valid, purchaseOrderNo: "A".repeat(16) + "9" })).toEqual({});
    expect(errorsOf({ ...valid, purchaseOrderNo: "A".repeat(17) + "9" })).toEqual({ purchaseOrderNo: [poMessages.numberInvalid] });
  });

  it.each(["PO-2026", "PO 2026", "PO_1", "PO#1", "PÖ1", "PO.1"])("refuses the non-alphanumeric number %s", (number) => {
    expect(errorsOf({ ...valid, purchaseOrderNo: number })).toEqual({ purchaseOrderNo: [poMessages.numberInvalid] });
  });

  it.each(["O'Brien uniforms", "Jean-Luc", "Māori kapa haka", "Crew’s kit", "winter - summer"])("accepts the description %s", (description) => {
    expect(errorsOf({ ...valid, description })).toEqual({});
  });

  it.each(["Winter 2026", "Uniforms!", "a_b", "---", "<b>x</b>", "x".repeat(101)])("refuses the description %s", (description) => {
    expect(errorsOf({ ...valid, description })).toEqual({ description: [poMessages.descriptionInvalid] });
  });

  it("takes several units and drops duplicates", () => {
    const submission = parsePurchaseOrderDetails(form({ ...valid, units: ["acme-au-nsw", "acme-au-vic", "acme-au-nsw"] }));
    expect(submission.status === "success" && submission.value.units).toEqual(["acme-au-nsw", "acme-au-vic"]);
  });

  it("edits without a number", () => {
    const submission = parsePurchaseOrderEdit(form({ description: "Summer kit", units: "acme-au" }));
    expect(submission.status === "success" && submission.value).toEqual({ description: "Summer kit", units: ["acme-au"] });
    const invalid = parsePurchaseOrderEdit(form({ description: "Summer 2", units: [] }));
    expect(invalid.status !== "success" && invalid.reply().error).toEqual({
      description: [poMessages.descriptionInvalid],
      units: [poMessages.required],
    });
  });
});
