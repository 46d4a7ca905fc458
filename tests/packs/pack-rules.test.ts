import { describe, expect, it } from "vitest";

import * as m from "~/lib/packs/messages";
import {
  formatPackDate,
  formatSummaryDate,
  isAllocationPackType,
  normalisePackType,
  showPackPrices,
  showsReturnsNotice,
  stockNote,
  subsidyText,
} from "~/lib/packs/pack-rules";

const newStarterSpellings = ["NEW_STARTER", "NEWSTARTER", "NEW STARTER", "new starter", "new-starter", "NewStarter", "new_starter"];
const allocationTypes = ["COMPULSORY", "compulsory", "OPTIONAL", "Optional", ...newStarterSpellings];
const selfPurchase = ["SELF_PURCHASE", "self purchase", "Self-Purchase", "SELFPURCHASE"];

describe("normalisePackType", () => {
  it.each(newStarterSpellings)("reads %s as NEW_STARTER", (raw) => {
    expect(normalisePackType(raw)).toBe("NEW_STARTER");
  });
  it("reads the other types and rejects unknown ones", () => {
    expect(normalisePackType("compulsory")).toBe("COMPULSORY");
    expect(normalisePackType(" Optional ")).toBe("OPTIONAL");
    expect(normalisePackType("self-purchase")).toBe("SELF_PURCHASE");
    expect(normalisePackType("STARTER")).toBeNull();
    expect(normalisePackType("")).toBeNull();
  });
});

describe("isAllocationPackType", () => {
  it.each(allocationTypes)("%s needs the packId rule", (raw) => {
    expect(isAllocationPackType(raw)).toBe(true);
  });
  it.each([...selfPurchase, "OTHER", ""])("%s does not", (raw) => {
    expect(isAllocationPackType(raw)).toBe(false);
  });
});

describe("showPackPrices (spec part 1 §5 truth table)", () => {
  const cases: [boolean, string, string, boolean][] = [];
  for (const priceEnabled of [true, false]) {
    for (const allocationType of ["DOLLAR", "QUANTITY", "dollar"]) {
      for (const packType of allocationTypes) {
        const dollar = allocationType.toUpperCase() === "DOLLAR";
        cases.push([priceEnabled, packType, allocationType, priceEnabled || dollar]);
      }
      for (const packType of selfPurchase) cases.push([priceEnabled, packType, allocationType, true]);
      cases.push([priceEnabled, "UNKNOWN", allocationType, priceEnabled]);
    }
  }
  it.each(cases)("priceEnabled %s, %s, %s → %s", (priceEnabled, packType, allocationType, expected) => {
    expect(showPackPrices({ priceEnabled, packType, allocationType })).toBe(expected);
  });
});

describe("subsidyText", () => {
  it("funded vs subsidised", () => {
    expect(subsidyText("FULLY_FUNDED")).toBe("This pack is funded by your organisation");
    expect(subsidyText("fully funded")).toBe("This pack is funded by your organisation");
    expect(subsidyText("SUBSIDISED")).toBe("You'll receive a subsidy for additional items purchased from this pack");
    expect(subsidyText("anything")).toBe("You'll receive a subsidy for additional items purchased from this pack");
  });
});

describe("showsReturnsNotice", () => {
  it.each([...newStarterSpellings, "COMPULSORY", "compulsory"])("%s shows it", (t) => {
    expect(showsReturnsNotice(t)).toBe(true);
  });
  it.each(["OPTIONAL", ...selfPurchase])("%s does not", (t) => {
    expect(showsReturnsNotice(t)).toBe(false);
  });
  it("texts", () => {
    expect(m.returnsNotAccepted).toBe("Returns are not accepted for products in this pack.");
  });
});

describe("stockNote", () => {
  const base = { itemStocked: false, isIndentOrder: false, inStockCode: "N" };
  const made = "This item is made or sourced to order. Please allow extra time for delivery";
  it("K and R not stocked → made to order", () => {
    expect(stockNote({ ...base, productType: "K" })).toBe(made);
    expect(stockNote({ ...base, productType: "R" })).toBe(made);
    expect(stockNote({ ...base, productType: "r" })).toBe(made);
  });
  it("S, stocked, discontinued → no note", () => {
    expect(stockNote({ ...base, productType: "S" })).toBeNull();
    expect(stockNote({ ...base, productType: "K", itemStocked: true, inStockCode: "Y" })).toBeNull();
    expect(stockNote({ ...base, productType: "K", inStockCode: "D" })).toBeNull();
  });
  it("indent items with a date → pre-order note with 'd MMM, y'", () => {
    expect(stockNote({ ...base, productType: "K", isIndentOrder: true, indentExpectedDeliveryDate: "2027-03-01" })).toBe(
      "Available for pre-order to ship from 1 Mar, 2027",
    );
    expect(stockNote({ ...base, productType: "S", isIndentOrder: true, indentExpectedDeliveryDate: null })).toBeNull();
    expect(stockNote({ ...base, productType: "K", isIndentOrder: true })).toBeNull();
  });
});

describe("dates", () => {
  it("pack pages 'd MMM yyyy'", () => {
    expect(formatPackDate("2027-03-01")).toBe("1 Mar 2027");
    expect(formatPackDate("2026-12-25T00:00:00Z")).toBe("25 Dec 2026");
    expect(formatPackDate("not a date")).toBe("not a date");
  });
  it("summary 'd MMM, y'", () => {
    expect(formatSummaryDate("2027-03-01")).toBe("1 Mar, 2027");
    expect(formatSummaryDate("2026-11-09")).toBe("9 Nov, 2026");
  });
  it("texts with dates", () => {
    expect(m.preOrderShipFrom(formatPackDate("2027-03-01"))).toBe("Pre-order to ship from 1 Mar 2027");
    expect(m.preOrderPack).toBe("This is a pre-order pack.");
    expect(m.bundleStepName("Shirts", 1, 3)).toBe("Shirts (Step 1 of 3)");
    expect(m.reviewStepName(3, 3)).toBe("Review clothing (Step 3 of 3)");
  });
});
