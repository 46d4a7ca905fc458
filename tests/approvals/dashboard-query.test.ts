import { describe, expect, it } from "vitest";
import * as approvalMessages from "~/lib/approvals/messages";
import { dashboardHref } from "~/lib/approvals/dashboard-href";
import { parseDashboardQuery } from "~/lib/approvals/dashboard-query.server";
import { approvalStatusName, approvalStatusTone } from "~/lib/approvals/dashboard-status";

const parse = (search: string, tab: "pending" | "actioned" = "pending") => parseDashboardQuery(new URLSearchParams(search), tab);

describe("approval dashboard filter parsing", () => {
  it("defaults: page 0, 10 a page, newest order first on the pending tab, nothing filtered", () => {
    const parsed = parse("");
    expect(parsed.query).toEqual({ currentPage: 0, pageSize: 10, sort: "byDateDesc" });
    expect(parsed.errors).toEqual({});
    expect(parsed.filtered).toBe(false);
  });

  it("the actioned tab defaults to the newest decision first ('byDecisionDate'), and may still sort by the order's date", () => {
    expect(parse("", "actioned").query).toEqual({ currentPage: 0, pageSize: 10, sort: "byDecisionDate" });
    expect(parse("sort=byDecisionDate", "actioned").query.sort).toBe("byDecisionDate");
    expect(parse("sort=byDateDesc", "actioned").query.sort).toBe("byDateDesc");
    expect(parse("sort=byDateDesc", "actioned").filtered).toBe(false);
  });

  it("the decision date is no sort of the pending tab: its message by the field, newest order first", () => {
    const parsed = parse("sort=byDecisionDate");
    expect(parsed.errors).toEqual({ sort: approvalMessages.sortInvalid });
    expect(parsed.query.sort).toBe("byDateDesc");
  });

  it("reads every filter and the 1-based page into the OCC body", () => {
    const parsed = parse("fromDate=2026-01-01&toDate=2026-01-31&unit=acme-au-nsw&wearer=wearer%40acme.example&status=APPROVED&sort=byTotalAsc&page=3", "actioned");
    expect(parsed.query).toEqual({
      currentPage: 2,
      pageSize: 10,
      sort: "byTotalAsc",
      fromDate: "2026-01-01",
      toDate: "2026-01-31",
      unit: "acme-au-nsw",
      wearer: "wearer@acme.example",
      status: "APPROVED",
    });
    expect(parsed.filtered).toBe(true);
  });

  it.each([["2026-02-31"], ["2026-13-01"], ["01/02/2026"], ["tomorrow"], ["2026-1-5"]])("'%s' is not a date: message by the field, value kept, left out", (bad) => {
    const parsed = parse(`fromDate=${encodeURIComponent(bad)}&toDate=2026-03-01`);
    expect(parsed.errors).toEqual({ fromDate: approvalMessages.dateInvalid(bad) });
    expect(parsed.values.fromDate).toBe(bad);
    expect(parsed.query.fromDate).toBeUndefined();
    expect(parsed.query.toDate).toBe("2026-03-01");
    expect(parsed.filtered).toBe(true);
  });

  it("a 'to' date before the 'from' date is an error on 'to'", () => {
    const parsed = parse("fromDate=2026-03-02&toDate=2026-03-01");
    expect(parsed.errors).toEqual({ toDate: approvalMessages.dateRangeInvalid });
    expect(parsed.query.fromDate).toBe("2026-03-02");
    expect(parsed.query.toDate).toBeUndefined();
  });

  it("unknown sorts and statuses, malformed uids get their messages; a bad page is page 1", () => {
    const parsed = parse("sort=cheapest&status=LOST&unit=%3Cscript%3E&wearer=%20&page=-4", "actioned");
    expect(parsed.errors).toEqual({
      sort: approvalMessages.sortInvalid,
      status: approvalMessages.statusInvalid,
      unit: approvalMessages.unitInvalid,
    });
    expect(parsed.query).toEqual({ currentPage: 0, pageSize: 10, sort: "byDecisionDate" });
  });

  it("on the wholesale site the unit filter speaks of stores", () => {
    const store = approvalMessages.unitTexts("wholesale");
    expect(store).toEqual({ label: "Store", allUnits: "All stores", invalid: "Select a store from the list." });
    expect(approvalMessages.unitTexts("corporate").label).toBe("Business unit");
    const parsed = parseDashboardQuery(new URLSearchParams("unit=%3Cscript%3E"), "pending", store.invalid);
    expect(parsed.errors).toEqual({ unit: "Select a store from the list." });
  });

  it("the pending tab has no status filter: it is ignored, not an error", () => {
    const parsed = parse("status=APPROVED");
    expect(parsed.errors).toEqual({});
    expect(parsed.query.status).toBeUndefined();
    expect(parsed.values.status).toBe("");
  });
});

describe("approval dashboard URLs", () => {
  it("keeps the filters in order, drops empty ones and page 1, and leaves status off the pending tab", () => {
    expect(dashboardHref("pending", {})).toBe("/my-account/approval-dashboard");
    expect(dashboardHref("pending", { wearer: "w@acme.example", status: "APPROVED", fromDate: "2026-01-01" }, 2)).toBe(
      "/my-account/approval-dashboard?fromDate=2026-01-01&wearer=w%40acme.example&page=2",
    );
    expect(dashboardHref("actioned", { status: "REJECTED", sort: "byCode" }, 1)).toBe(
      "/my-account/approval-dashboard/actioned?status=REJECTED&sort=byCode",
    );
  });
});

describe("approval status display names (spec part 2 §4)", () => {
  it.each([
    ["pendingApproval", "PENDING_APPROVAL", "Pending approval"],
    ["approved", "APPROVED", "Approved"],
    ["rejected", "REJECTED", "Rejected"],
    ["pendingMerchantApproval", "PENDING_MERCHANT_APPROVAL", "Pending merchant approval"],
    ["assignedToAdmin", "ASSIGNED_TO_ADMIN", "Assigned to admin"],
    ["", "APPROVED", "Approved"],
    ["somethingNew", "SOMETHING_NEW", "Something new"],
  ])("%s / %s → %s", (display, status, name) => {
    expect(approvalStatusName(display, status)).toBe(name);
  });

  it("tones the badge by status code", () => {
    expect(approvalStatusTone("PENDING_APPROVAL")).toBe("pending");
    expect(approvalStatusTone("APPROVED")).toBe("approved");
    expect(approvalStatusTone("REJECTED")).toBe("rejected");
    expect(approvalStatusTone("CREATED")).toBe("other");
  });
});
