import { describe, expect, it } from "vitest";
import { ReturnRequestSchema, ReturnStatusSchema } from "~/lib/occ/returns.server";
import * as m from "~/lib/returns/messages";
import { returnsHref } from "~/lib/returns/paths";
import { parseReturnsQuery } from "~/lib/returns/returns-query";
import { ignoredFilters } from "~/lib/returns/returns-list.server";
import { returnDetailsView, returnRow } from "~/lib/returns/return-view.server";

/** Issue 24: the returns list's GET form, its honesty about a stock backend, and the list and details views. */

const TODAY = "2026-11-27";
const parse = (query: string) => parseReturnsQuery(new URLSearchParams(query), TODAY);

const EXCHANGE = ReturnRequestSchema.parse({
  rma: "49100001",
  status: "WAIT",
  creationTime: "2026-11-20T01:00:00Z",
  order: { code: "28500001" },
  cancellable: true,
  returnEntries: [
    {
      orderEntry: { entryNumber: 0, product: { code: "SHI-M", name: "Work &amp; shirt", size: "M", colour: "Navy" } },
      expectedQuantity: 1,
      kind: "EXCHANGE",
      reason: { code: "WRONG_SIZE", name: "Incorrect sizing" },
      exchangeVariantCode: "SHI-L",
      exchangeVariant: { code: "SHI-L", size: "L", colour: "Navy" },
    },
  ],
  subTotal: { value: 0, formattedValue: "$0.00" },
  totalTax: { value: 0, formattedValue: "$0.00" },
  deliveryCost: { value: 0, formattedValue: "$0.00" },
  totalPrice: { value: 0, formattedValue: "$0.00" },
  statusHistory: [
    { status: "APPROVAL_PENDING", date: "2026-11-20T01:00:00Z" },
    { status: "WAIT", date: "2026-11-20T02:30:00Z" },
  ],
  replacementOrderCode: "28500050",
  requestedBy: { uid: "wearer@acme.example", name: "Wendy Walker" },
});

describe("the returns list's GET form", () => {
  it("reads valid filters and the 1-based page into the backend query", () => {
    const parsed = parse("status=WAIT&from=2026-01-01&to=2026-03-31&sort=byRMA&page=3");
    expect(parsed.errors).toEqual({});
    expect(parsed.query).toEqual({ statuses: ["WAIT"], createdFrom: "2026-01-01", createdTo: "2026-03-31", sort: "byRMA" });
    expect(parsed.currentPage).toBe(2);
  });

  it("keeps bad values as typed with their messages and leaves them out of the query", () => {
    const parsed = parse("status=LOST&from=2026-02-30&to=2019-12-31&sort=byTotal");
    expect(parsed.values).toEqual({ status: "LOST", from: "2026-02-30", to: "2019-12-31", sort: "byTotal" });
    expect(parsed.errors).toEqual({ status: m.statusInvalid, from: m.dateInvalid, to: m.dateTooEarly("2020-01-01"), sort: m.sortInvalid });
    expect(parsed.query).toEqual({ statuses: undefined, createdFrom: undefined, createdTo: undefined, sort: undefined });
    expect(parse("to=2026-11-28").errors.to).toBe(m.dateTooLate(TODAY));
    expect(parse("from=2026-05-02&to=2026-05-01").errors).toEqual({ to: m.dateRangeInvalid });
  });

  it("builds page links that keep the filters", () => {
    expect(returnsHref({ status: "WAIT", from: "", to: "", sort: "byRMA" }, 2)).toBe("/my-account/returns?status=WAIT&sort=byRMA&page=2");
    expect(returnsHref({}, 1)).toBe("/my-account/returns");
  });

  it("names the filters a stock backend did not apply, and none when it echoes them", () => {
    const sent = { statuses: ["WAIT"], createdFrom: "2026-01-01", createdTo: "2026-02-01" };
    expect(ignoredFilters(sent, {})).toEqual(["status", "request date"]);
    expect(ignoredFilters(sent, { appliedFilters: { statuses: ["WAIT"], createdFrom: "2026-01-01", createdTo: "2026-02-01" } })).toEqual([]);
    expect(ignoredFilters({ createdTo: "2026-02-01" }, {})).toEqual(["request date"]);
    expect(m.filtersIgnored(["status", "request date"])).toBe(
      "This shop cannot filter returns by status and by request date at the moment, so all returns are listed for those filters.",
    );
  });
});

describe("status names", () => {
  it("has Spartacus' English name for each of the 14 statuses", () => {
    expect(Object.keys(m.returnStatusNames).sort()).toEqual([...ReturnStatusSchema.options].sort());
    expect(m.returnStatusName("APPROVAL_PENDING")).toBe("Approval Pending");
    expect(m.returnStatusName("PAYMENT_REVERSAL_FAILED")).toBe("Payment Reversal Failed");
    expect(m.returnStatusName("CANCELED")).toBe("Cancelled");
  });
});

describe("the list row and the details view", () => {
  it("links the return and its order and names the status", () => {
    expect(returnRow(EXCHANGE)).toMatchObject({
      rma: "49100001",
      href: "/my-account/return/49100001",
      orderCode: "28500001",
      orderHref: "/my-account/order/28500001",
      requestedIso: "2026-11-20",
      status: "Wait",
      refund: "$0.00",
    });
  });

  it("shows an exchange with its replacement variant and replacement order, and the history", () => {
    const view = returnDetailsView(EXCHANGE);
    expect(view.items).toEqual([
      expect.objectContaining({ name: "Work & shirt", options: "M, Navy", exchange: true, kindText: "Exchange for L, Navy", quantity: 1, reason: "Incorrect sizing", refund: "" }),
    ]);
    expect(view.replacementOrder).toEqual({ code: "28500050", href: "/my-account/order/28500050" });
    expect(view.history.map((row) => row.status)).toEqual(["Approval Pending", "Wait"]);
    expect(view.requestedBy).toBe("Wendy Walker");
    expect(view.cancellable).toBe(true);
    expect(view.refund?.rows.map((row) => row.label)).toEqual([m.subtotalLabel, m.taxLabel, m.deliveryLabel]);
  });

  it("shows a declined threshold request with the approver's comment, and GST for New Zealand", () => {
    const view = returnDetailsView(
      ReturnRequestSchema.parse({
        ...EXCHANGE,
        status: "CANCELED",
        cancellable: false,
        returnAddress: { name: "Kiwi warehouse", line1: "1 Quay St", town: "Auckland", postalCode: "1010", country: { isocode: "NZ", name: "New Zealand" } },
        thresholdRequest: {
          rma: "49100001",
          status: "DECLINED",
          creationTime: "2026-11-20T01:00:00Z",
          order: { code: "28500001" },
          store: { uid: "harbour-sydney", name: "Harbour Sydney" },
          requestedBy: { uid: "ws@wholesale.example" },
          totalQuantity: 15,
          threshold: 10,
          decidedBy: { uid: "approver@wholesale.example", name: "Ana Approver" },
          decidedAt: "2026-11-21T01:00:00Z",
          comment: "Too many at once",
        },
      }),
    );
    expect(view.threshold).toMatchObject({ status: "DECLINED", text: m.thresholdStates.DECLINED, quantity: "15 units returned; the threshold is 10 units.", comment: "Too many at once" });
    expect(view.threshold?.decided).toMatch(/^Decided by Ana Approver on /);
    expect(view.refund?.rows.map((row) => row.label)).toContain(m.gstLabel);
  });
});
