import { describe, expect, it } from "vitest";
import { type ReplenishmentDetail } from "~/lib/occ/replenishments.server";
import { formatDay, placedOrder, replenishmentDetail, replenishmentRow } from "~/lib/replenishments/replenishment-view";

/** What the replenishment pages show (issue 23): dates as days, the next date only while active, SAP's status names. */
const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });
const schedule: ReplenishmentDetail = {
  replenishmentOrderCode: "49000001",
  active: true,
  firstDate: "2026-09-25",
  trigger: { displayTimeTable: "Every 2 weeks, starting 2026-09-25", activationTime: "2026-12-04T00:00:00+0000" },
  totalItems: 2,
  totalPriceWithTax: money(510.5),
  costCenter: { code: "ACME-OPS", name: "Operations" },
  purchaseOrderNumber: "PO-REPL-1001",
  paymentType: { code: "ACCOUNT", displayName: "Account" },
  entries: [{ entryNumber: 0, quantity: 12, basePrice: money(30), totalPrice: money(360), product: { code: "POL-PR-BLACK-L", name: "Polo", url: "/product/POL-PR/polo" } }],
};

describe("replenishment views", () => {
  it("formats calendar dates whatever the time of day or offset SAP sends", () => {
    expect(formatDay("2026-12-04T00:00:00+0000")).toBe("4 December 2026");
    expect(formatDay("2026-12-04")).toBe("4 December 2026");
    expect(formatDay("soon")).toBeNull();
    expect(formatDay(undefined)).toBeNull();
  });

  it("shows an active schedule's next date, and none once cancelled", () => {
    expect(replenishmentRow(schedule)).toEqual({
      code: "49000001",
      active: true,
      status: "Active",
      firstDate: "25 September 2026",
      nextDate: "4 December 2026",
      frequency: "Every 2 weeks, starting 2026-09-25",
      items: "2",
      total: "$510.50",
      costCentre: "Operations (ACME-OPS)",
      poNumber: "PO-REPL-1001",
    });
    const cancelled = replenishmentDetail({ ...schedule, active: false, cancelledDate: "2026-11-22T01:00:00.000Z" });
    expect(cancelled).toMatchObject({ status: "Cancelled", nextDate: null, cancelledOn: "22 November 2026", paymentType: "Account" });
    expect(cancelled.entries).toEqual([{ key: "0", name: "Polo", code: "POL-PR-BLACK-L", url: "/product/POL-PR/polo", quantity: "12", unitPrice: "$30.00", total: "$360.00" }]);
  });

  it("names a placed order's status with the spec's labels", () => {
    expect(placedOrder({ code: "28000414", placed: "2026-11-20T09:00:00.000Z", status: "CREATED", statusDisplay: "created", total: money(99) })).toEqual({
      code: "28000414",
      placedOn: "20 November 2026",
      status: "Created",
      total: "$99.00",
    });
  });
});
