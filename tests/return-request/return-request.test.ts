import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { OrderDetails } from "~/lib/occ/order-details.server";
import type { ReturnData } from "~/lib/occ/returns.server";
import * as returnMessages from "~/lib/return-request/messages";
import { draftFormValues, type ReturnFormRules, returnFormSchema } from "~/lib/return-request/return-schema";
import { returnRules, returnView, stockReturnView, variantLabel } from "~/lib/return-request/return-view";

/** Issue 24: the return or exchange form's shared schema and the page's view model (docs/return-or-exchange.md). */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const aud = (value: number) => ({ currencyIso: "AUD", value, formattedValue: `$${value.toFixed(2)}` });

/** A new-starter pack shirt (M, 2 returnable, L and XL in stock), a polo (3), a cap (nothing returnable). */
const data: ReturnData = {
  orderCode: "28500101",
  wholesale: false,
  returnReasons: [
    { code: "WRONG_SIZE", name: "Incorrect sizing", allowedForPackItems: true },
    { code: "FAULTY", name: "Faulty item", allowedForPackItems: true },
    { code: "NOT_NEEDED", name: "No longer needed", allowedForPackItems: false },
  ],
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      returnableQuantity: 2,
      product: { code: "SHIRT-M", name: "Work shirt", images: [], colour: "Navy", size: "M" },
      basePrice: aud(40),
      pack: { code: "NS1", name: "New starter pack", packType: "NEW_STARTER" },
      exchangeOnly: true,
      allowedReasonCodes: ["WRONG_SIZE", "FAULTY"],
      exchangeOptions: [
        { code: "SHIRT-L", colour: "Navy", size: "L", stockLevel: 5, price: aud(40) },
        { code: "SHIRT-XL", colour: "Navy", size: "XL", stockLevel: 0, price: aud(40) },
        { code: "SHIRT-S", colour: "Navy", size: "S", stockLevel: 1, price: aud(40) },
      ],
    },
    {
      entryNumber: 1,
      quantity: 3,
      returnableQuantity: 3,
      product: { code: "POLO-M", name: "Polo", images: [], size: "M", fit: "Regular" },
      basePrice: aud(30),
      exchangeOnly: false,
      allowedReasonCodes: ["WRONG_SIZE", "FAULTY", "NOT_NEEDED"],
      exchangeOptions: [{ code: "POLO-L", size: "L", fit: "Regular", stockLevel: 9, price: aud(30) }],
    },
    {
      entryNumber: 2,
      quantity: 2,
      returnableQuantity: 0,
      product: { code: "CAP", name: "Cap", images: [] },
      basePrice: aud(10),
      exchangeOnly: false,
      allowedReasonCodes: ["WRONG_SIZE", "FAULTY", "NOT_NEEDED"],
      exchangeOptions: [],
    },
  ],
};

describe("the view model", () => {
  const view = returnView(data);

  it("puts returnable entries on the form and the others aside", () => {
    expect(view.entries.map((entry) => entry.entryNumber)).toEqual([0, 1]);
    expect(view.locked.map((entry) => entry.entryNumber)).toEqual([2]);
    expect(view.source).toBe("extension");
    expect(view.wholesale).toBe(false);
    expect(view.threshold).toBeNull();
  });

  it("names sizes, the pack, the reasons and the replacements in stock", () => {
    const shirt = view.entries[0]!;
    expect(shirt.variant).toBe("Navy, size M");
    expect(shirt.pack).toEqual({ name: "New starter pack", typeLabel: "New starter pack" });
    expect(shirt.exchangeOnly).toBe(true);
    expect(shirt.reasons).toEqual([
      { code: "WRONG_SIZE", name: "Incorrect sizing" },
      { code: "FAULTY", name: "Faulty item" },
    ]);
    expect(shirt.variants).toEqual([
      { code: "SHIRT-L", label: "Navy, size L", stock: 5 },
      { code: "SHIRT-S", label: "Navy, size S", stock: 1 },
    ]);
    expect(variantLabel({ size: "L", fit: "Regular" })).toBe("Size L, regular fit");
    expect(view.entries[0]!.price).toBe("$40.00");
  });

  it("wholesale: quantities per SKU, no exchange, the threshold", () => {
    const wholesale = returnView({ ...data, wholesale: true, returnThreshold: { quantity: 10 } });
    expect(wholesale.threshold).toBe(10);
    expect(wholesale.entries.every((entry) => entry.variants.length === 0 && !entry.exchangeOnly)).toBe(true);
  });

  it("a stock SAP: the Order's returnable quantities, returns only", () => {
    const order = {
      code: "28000001",
      entries: [
        { entryNumber: 0, quantity: 2, returnableQuantity: 1, product: { code: "P1", name: "Polo", variantOptionQualifiers: [{ qualifier: "size", value: "M" }] } },
        { entryNumber: 1, quantity: 1, returnableQuantity: 0, product: { code: "P2", variantOptionQualifiers: [] } },
      ],
    } as unknown as OrderDetails;
    const stock = stockReturnView(order, false);
    expect(stock.source).toBe("stock");
    expect(stock.entries).toMatchObject([{ entryNumber: 0, name: "Polo", variant: "M", max: 1, reasons: [], variants: [], exchangeOnly: false }]);
    expect(stock.locked).toMatchObject([{ entryNumber: 1, name: "P2" }]);
  });
});

describe("the form's schema", () => {
  const rules = returnRules(returnView(data));
  const parse = (fields: Record<string, string>, with_: ReturnFormRules = rules) => parseWithZod(form(fields), { schema: returnFormSchema(with_) });

  it("needs at least one item (spec part 2 §5) and keeps every value", () => {
    const reply = parse({ "quantity-0": "1", "reason-1": "FAULTY", "kind-1": "RETURN" }).reply();
    expect(reply.error).toEqual({ items: [returnMessages.nothingSelected] });
    expect(reply.initialValue).toMatchObject({ "quantity-0": "1", "reason-1": "FAULTY", "kind-1": "RETURN" });
  });

  it("limits the quantity to 1..returnable (spec part 2 §5)", () => {
    const base = { "select-1": "on", "kind-1": "RETURN", "reason-1": "NOT_NEEDED" };
    expect(parse({ ...base, "quantity-1": "4" }).reply().error).toEqual({ "quantity-1": [returnMessages.quantityTooHigh(3)] });
    expect(parse({ ...base, "quantity-1": "0" }).reply().error).toEqual({ "quantity-1": [returnMessages.quantityTooLow] });
    expect(parse({ ...base, "quantity-1": "1.5" }).reply().error).toEqual({ "quantity-1": [returnMessages.quantityWhole(3)] });
    expect(parse({ ...base, "quantity-1": "" }).reply().error).toEqual({ "quantity-1": [returnMessages.quantityRequired(3)] });
  });

  it("needs a kind, a reason from the entry's list and, for an exchange, a replacement in stock", () => {
    expect(parse({ "select-1": "on", "quantity-1": "1", "reason-1": "NOT_NEEDED" }).reply().error).toEqual({ "kind-1": [returnMessages.kindRequired] });
    expect(parse({ "select-1": "on", "quantity-1": "1", "kind-1": "RETURN" }).reply().error).toEqual({ "reason-1": [returnMessages.reasonRequired] });
    expect(parse({ "select-1": "on", "quantity-1": "1", "kind-1": "RETURN", "reason-1": "BORED" }).reply().error).toEqual({
      "reason-1": [returnMessages.reasonUnknown],
    });
    expect(parse({ "select-1": "on", "quantity-1": "1", "kind-1": "EXCHANGE", "reason-1": "WRONG_SIZE" }).reply().error).toEqual({
      "variant-1": [returnMessages.variantRequired],
    });
    expect(parse({ "select-1": "on", "quantity-1": "1", "kind-1": "EXCHANGE", "reason-1": "WRONG_SIZE", "variant-1": "SHIRT-L" }).reply().error).toEqual({
      "variant-1": [returnMessages.variantNotOffered],
    });
    expect(parse({ "select-0": "on", "quantity-0": "2", "kind-0": "EXCHANGE", "reason-0": "WRONG_SIZE", "variant-0": "SHIRT-S" }).reply().error).toEqual({
      "variant-0": [returnMessages.variantStock(1)],
    });
  });

  it("the pack rule: exchange only, for a pack reason (spec part 1 §8)", () => {
    const pack = { "select-0": "on", "quantity-0": "1", "reason-0": "WRONG_SIZE", "variant-0": "SHIRT-L" };
    expect(parse({ ...pack, "kind-0": "RETURN" }).reply().error).toEqual({ "variant-0": [returnMessages.packReturnRefused] });
    expect(parse({ ...pack, "kind-0": "EXCHANGE", "reason-0": "NOT_NEEDED" }).reply().error).toEqual({ "reason-0": [returnMessages.packReason] });
    const ok = parse({ ...pack, "kind-0": "EXCHANGE" });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.lines).toEqual([{ entryNumber: 0, quantity: 1, kind: "EXCHANGE", reasonCode: "WRONG_SIZE", exchangeVariantCode: "SHIRT-L" }]);
  });

  it("answers every selected line and ignores the others", () => {
    const result = parse({
      "select-0": "on",
      "kind-0": "EXCHANGE",
      "quantity-0": "2",
      "reason-0": "WRONG_SIZE",
      "variant-0": "SHIRT-L",
      "kind-1": "RETURN",
      "quantity-1": "9",
    });
    expect(result.status === "success" && result.value.lines).toEqual([{ entryNumber: 0, quantity: 2, kind: "EXCHANGE", reasonCode: "WRONG_SIZE", exchangeVariantCode: "SHIRT-L" }]);
    const refund = parse({ "select-1": "on", "kind-1": "RETURN", "quantity-1": "2", "reason-1": "NOT_NEEDED", "variant-1": "POLO-L" });
    expect(refund.status === "success" && refund.value.lines).toEqual([{ entryNumber: 1, quantity: 2, kind: "RETURN", reasonCode: "NOT_NEEDED" }]);
  });

  it("wholesale: a quantity selects a SKU, returns only; a stock SAP: no reasons", () => {
    const wholesale = returnRules(returnView({ ...data, wholesale: true, returnThreshold: { quantity: 10 } }));
    expect(parse({ "quantity-1": "", "quantity-0": "0" }, wholesale).reply().error).toEqual({ items: [returnMessages.wholesaleNothingSelected] });
    expect(parse({ "quantity-1": "2", "reason-1": "FAULTY", "kind-1": "EXCHANGE" }, wholesale).reply().error).toEqual({ "kind-1": [returnMessages.kindNotOffered] });
    const ok = parse({ "quantity-1": "3", "reason-1": "FAULTY" }, wholesale);
    expect(ok.status === "success" && ok.value.lines).toEqual([{ entryNumber: 1, quantity: 3, kind: "RETURN", reasonCode: "FAULTY" }]);
    const stock: ReturnFormRules = { wholesale: false, entries: [{ entryNumber: 0, max: 2, exchangeOnly: false, reasons: [], variants: [] }] };
    const plain = parse({ "select-0": "on", "quantity-0": "2" }, stock);
    expect(plain.status === "success" && plain.value.lines).toEqual([{ entryNumber: 0, quantity: 2, kind: "RETURN" }]);
  });

  it("a draft comes back as the form's values", () => {
    expect(draftFormValues([{ entryNumber: 0, quantity: 1, kind: "EXCHANGE", reasonCode: "WRONG_SIZE", exchangeVariantCode: "SHIRT-L" }], false)).toEqual({
      "select-0": "on",
      "kind-0": "EXCHANGE",
      "quantity-0": "1",
      "reason-0": "WRONG_SIZE",
      "variant-0": "SHIRT-L",
    });
    expect(draftFormValues([{ entryNumber: 3, quantity: 12, kind: "RETURN" }], true)).toEqual({ "kind-3": "RETURN", "quantity-3": "12" });
  });
});
