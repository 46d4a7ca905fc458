import { describe, expect, it } from "vitest";
import { formatPurchaseOrderDate, isoDay } from "~/lib/purchase-orders/dates";

describe("formatPurchaseOrderDate ('d MMM yyyy', UTC)", () => {
  it("formats ISO timestamps without a leading zero on the day", () => {
    expect(formatPurchaseOrderDate("2026-01-05T09:00:00Z")).toBe("5 Jan 2026");
    expect(formatPurchaseOrderDate("2026-10-05T09:00:00.000Z")).toBe("5 Oct 2026");
    expect(formatPurchaseOrderDate("2026-12-31T23:59:59Z")).toBe("31 Dec 2026");
  });

  it("uses three-letter months (Sep, not Sept)", () => {
    expect(formatPurchaseOrderDate("2026-09-14T00:00:00Z")).toBe("14 Sep 2026");
  });

  it("uses the UTC calendar day, as the list's date filters do", () => {
    expect(formatPurchaseOrderDate("2026-03-01T23:30:00Z")).toBe("1 Mar 2026");
    expect(formatPurchaseOrderDate("2026-03-01T23:30:00-05:00")).toBe("2 Mar 2026");
  });

  it("accepts a yyyy-mm-dd day", () => {
    expect(formatPurchaseOrderDate("2026-02-28")).toBe("28 Feb 2026");
  });

  it("answers '' for missing or invalid input", () => {
    expect(formatPurchaseOrderDate(undefined)).toBe("");
    expect(formatPurchaseOrderDate(null)).toBe("");
    expect(formatPurchaseOrderDate("")).toBe("");
    expect(formatPurchaseOrderDate("not a date")).toBe("");
  });
});

describe("isoDay", () => {
  it("gives yyyy-mm-dd in UTC", () => {
    expect(isoDay("2026-01-05T09:00:00Z")).toBe("2026-01-05");
    expect(isoDay("2026-03-01T23:30:00-05:00")).toBe("2026-03-02");
    expect(isoDay("nope")).toBe("");
  });
});
