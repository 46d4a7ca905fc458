import { describe, expect, it } from "vitest";
import { formatPriceText, totalsRows } from "~/lib/cart/totals-display";

const price = (value: number, formattedValue?: string) => ({ value, formattedValue, currencyIso: "AUD" });

describe("totals display rows", () => {
  it("shows subtotal, GST with its rate and the total with tax; no discount or delivery rows when there are none", () => {
    const rows = totalsRows({
      subTotal: price(89.9, "$89.90"),
      totalDiscounts: price(0, "$0.00"),
      totalPrice: price(89.9, "$89.90"),
      totalTax: price(8.99, "$8.99"),
      totalPriceWithTax: price(98.89, "$98.89"),
      taxRatePercent: 10,
    });
    expect(rows).toEqual([
      { key: "subtotal", label: "Subtotal", value: "$89.90" },
      { key: "tax", label: "GST (10%)", value: "$8.99" },
      { key: "total", label: "Total (incl. GST)", value: "$98.89" },
    ]);
  });

  it("shows discounts as a negative amount and delivery once a mode is chosen ('Free' at zero)", () => {
    const rows = totalsRows({
      subTotal: price(100, "$100.00"),
      totalDiscounts: price(15, "$15.00"),
      deliveryCost: price(9.95, "$9.95"),
      totalPrice: price(94.95, "$94.95"),
      totalTax: price(14.24, "$14.24"),
      totalPriceWithTax: price(109.19, "$109.19"),
      taxRatePercent: 15,
    });
    expect(rows.map((row) => [row.key, row.label, row.value])).toEqual([
      ["subtotal", "Subtotal", "$100.00"],
      ["discounts", "Discounts", "−$15.00"],
      ["delivery", "Delivery", "$9.95"],
      ["tax", "GST (15%)", "$14.24"],
      ["total", "Total (incl. GST)", "$109.19"],
    ]);
    expect(totalsRows({ deliveryCost: price(0, "$0.00") })).toEqual([{ key: "delivery", label: "Delivery", value: "Free" }]);
  });

  it("labels tax 'Tax' without a rate, and falls back to the net total without a total with tax", () => {
    expect(totalsRows({ totalTax: price(1, "$1.00"), totalPrice: price(10, "$10.00") })).toEqual([
      { key: "tax", label: "Tax", value: "$1.00" },
      { key: "total", label: "Total (incl. GST)", value: "$10.00" },
    ]);
    expect(totalsRows({})).toEqual([]);
  });

  it("formats a price without formattedValue with two decimals and the currency code", () => {
    expect(formatPriceText(price(12.5))).toBe("12.50 AUD");
    expect(formatPriceText({ value: 3 })).toBe("3.00");
    expect(formatPriceText(price(12.5, "A$12.50"))).toBe("A$12.50");
  });
});
