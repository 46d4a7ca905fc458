import { describe, expect, it } from "vitest";
import { ageingBars, ageingDescription } from "~/lib/finance/ageing";
import { financeHref, parseCreditQuery, parseInvoiceQuery } from "~/lib/finance/list-query";
import * as m from "~/lib/finance/messages";
import { visibleTabs } from "~/lib/finance/tabs";
import { orgNav } from "~/lib/organisation/nav";

/** Issue 28 (H1): the finance lists' filter parsing, the ageing chart's bars, the tabs and the organisation nav. */
const TODAY = "2026-11-21";
const money = (value: number) => ({ currencyIso: "AUD", value, formattedValue: `$${value.toFixed(2)}` });

describe("finance lists", () => {
  it("reads the outstanding filters: bad values refused and kept, the rest applied", () => {
    const parsed = parseInvoiceQuery(new URLSearchParams("unit=acme-au-nsw&costCentre=ACME-NSW&from=2026-02-30&to=2026-11-01&overdue=true&sort=byAmountDueDesc&page=3"), TODAY, true);
    expect(parsed.valid).toEqual({ unit: "acme-au-nsw", costCentre: "ACME-NSW", to: "2026-11-01", overdue: "true", sort: "byAmountDueDesc" });
    expect(parsed.errors).toEqual({ from: m.dateInvalid });
    expect(parsed.values.from).toBe("2026-02-30");
    expect(parsed.currentPage).toBe(2);
    expect(parseInvoiceQuery(new URLSearchParams("from=2026-05-02&to=2026-05-01"), TODAY, true).errors).toEqual({ to: m.dateRangeInvalid });
    expect(parseInvoiceQuery(new URLSearchParams("to=2027-01-01&sort=cheapest"), TODAY, true).errors).toEqual({ to: m.dateTooLate(TODAY), sort: m.choiceInvalid });
    // The paid tab has no "overdue only".
    expect(parseInvoiceQuery(new URLSearchParams("overdue=true"), TODAY, false).valid).toEqual({});
    expect(parseCreditQuery(new URLSearchParams("open=true&sort=byRemainingDesc&unit=x:y"), TODAY).errors).toEqual({ unit: m.choiceInvalid });
  });

  it("page links keep the valid filters", () => {
    expect(financeHref("/organisation/finance", ["unit", "sort"] as const, { unit: "acme-au", sort: "byDueDate" }, 2)).toBe("/organisation/finance?unit=acme-au&sort=byDueDate&page=2");
    expect(financeHref("/organisation/finance", ["unit"] as const, {}, 1)).toBe("/organisation/finance");
  });

  it("draws the ageing bars in proportion, the largest full height, and names them in words", () => {
    const bars = ageingBars({
      totalDue: money(600),
      overdue: money(500),
      overdueCount: 2,
      ageing: [
        { bucket: "CURRENT", amount: money(100), count: 1 },
        { bucket: "1-30", amount: money(0), count: 0 },
        { bucket: "31-60", amount: money(0), count: 0 },
        { bucket: "61-90", amount: money(0), count: 0 },
        { bucket: "90+", amount: money(500), count: 1 },
      ],
    });
    expect(bars.map((bar) => bar.label)).toEqual(["Not yet due", "1–30 days", "31–60 days", "61–90 days", "Over 90 days"]);
    expect(bars[4]!.height).toBeGreaterThan(bars[0]!.height * 4);
    expect(bars[1]!.height).toBe(0);
    expect(ageingDescription(bars)).toContain("Over 90 days $500.00");
  });

  it("shows the statements tab only when the flag is on; a finance person's organisation nav is Finance only", () => {
    expect(visibleTabs(false).map((tab) => tab.label)).toEqual(["Outstanding", "Paid", "Credits"]);
    expect(visibleTabs(true).map((tab) => tab.label)).toEqual(["Outstanding", "Paid", "Credits", "Statements"]);
    expect(orgNav("corporate", false)).toEqual([{ label: "Finance", url: "/organisation/finance" }]);
    expect(orgNav("corporate", true).at(-1)).toEqual({ label: "Finance", url: "/organisation/finance" });
  });
});
