import { describe, expect, it } from "vitest";
import { historyHref, parseHistoryQuery, statusName } from "~/lib/order-history/history-query";
import { pageHeading } from "~/lib/order-history/history-heading";
import { orderHistoryRow, storeToday } from "~/lib/order-history/order-history.server";

const TODAY = "2026-11-27";
const parse = (query: string) => parseHistoryQuery(new URLSearchParams(query), TODAY);

describe("parseHistoryQuery (the order history's GET form)", () => {
  it("reads valid filters, the 1-based page and the view", () => {
    const parsed = parse("status=CANCELLED&from=2026-01-01&to=2026-03-31&q=%20HIST-PO%20&sort=byOrderNumber&page=3");
    expect(parsed).toMatchObject({ view: "mine", returns: false, currentPage: 2, errors: {} });
    expect(parsed.valid).toEqual({ status: "CANCELLED", from: "2026-01-01", to: "2026-03-31", q: "HIST-PO", sort: "byOrderNumber" });
    expect(parse("returns=true").returns).toBe(true);
    expect(parse("view=units&returns=true")).toMatchObject({ view: "units", returns: false });
    expect(parse("page=abc").currentPage).toBe(0);
  });

  it("keeps a bad value as typed, with its message, and leaves it out of the query", () => {
    const parsed = parse("status=LOST&from=2026-02-30&to=2027-01-01&q=a:b&sort=byTotal");
    expect(parsed.values).toMatchObject({ status: "LOST", from: "2026-02-30", to: "2027-01-01", q: "a:b", sort: "byTotal" });
    expect(parsed.valid).toEqual({});
    expect(parsed.errors).toEqual({
      status: "Choose a status from the list.",
      from: "Enter the date as yyyy-mm-dd, for example 2026-03-31.",
      to: "Enter a date on or before 2026-11-27.",
      q: "Enter at most 64 letters, digits, spaces or - _ / . characters.",
      sort: "Choose a sort order from the list.",
    });
    expect(parse("from=2019-12-31").errors.from).toBe("Enter a date on or after 2020-01-01.");
    expect(parse("from=2026-05-02&to=2026-05-01").errors.to).toBe("The 'placed to' date must be the same as or after the 'placed from' date.");
  });

  it("the unit tab reads unit, buyer and its own sorts, and ignores my-orders filters", () => {
    const parsed = parse("view=units&unit=nsw&buyer=Nina&sort=byOrgUnitDesc&status=CANCELLED");
    expect(parsed.valid).toEqual({ unit: "nsw", buyer: "Nina", sort: "byOrgUnitDesc" });
    expect(parse("sort=byOrgUnit").errors.sort).toBe("Choose a sort order from the list.");
    expect(parse("view=units&unit=a:b").errors.unit).toBe("Enter at most 64 characters, without a colon.");
  });
});

describe("historyHref, headings and rows", () => {
  it("builds the list's URLs", () => {
    expect(historyHref("mine", {})).toBe("/my-account/orders");
    expect(historyHref("mine", { status: "CANCELLED", q: "PO 1", unit: "x" }, 2, true)).toBe("/my-account/orders?returns=true&status=CANCELLED&q=PO+1&page=2");
    expect(historyHref("units", { unit: "nsw", status: "CANCELLED" })).toBe("/my-account/orders?view=units&unit=nsw");
  });

  it("names the page after its view", () => {
    expect(pageHeading({ view: "mine", returns: false })).toBe("Order history");
    expect(pageHeading({ view: "mine", returns: true })).toBe("Orders you can return or exchange");
    expect(pageHeading({ view: "units", returns: false })).toBe("Orders of my units");
    expect(statusName("PENDING_APPROVAL")).toBe("Pending approval");
  });

  it("says who placed an order for whom, and through which channel", () => {
    const base = { code: "28000206", placed: "2026-08-29T15:00:00.000Z", status: "COMPLETED", total: { value: 10, formattedValue: "$10.00", currencyIso: "AUD" } };
    expect(orderHistoryRow({ ...base, user: { uid: "w", name: "Wes Warren" }, placedBy: { uid: "h", name: "Hana Hughes" }, channel: "proxy" })).toMatchObject({
      href: "/my-account/order/28000206",
      placedBy: "Hana Hughes for Wes Warren",
      placedIso: "2026-08-30",
      status: "Completed",
      poNumber: "",
    });
    expect(orderHistoryRow({ ...base, user: { uid: "h", name: "Hana Hughes" }, channel: "punchout" }).placedBy).toBe("Hana Hughes (punch-out)");
    // A stock SAP sends no user: the column stays empty rather than guessing.
    expect(orderHistoryRow({ code: "1", statusDisplay: "pendingApproval" })).toMatchObject({ placedBy: "", status: "Pending approval", total: "" });
  });

  it("knows today's date in the store's time zone", () => {
    expect(storeToday(new Date("2026-11-27T14:30:00Z"))).toBe("2026-11-28");
  });
});
