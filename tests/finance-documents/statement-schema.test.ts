import { describe, expect, it } from "vitest";
import * as fm from "~/lib/finance-statements/form-messages";
import { StatementRequestSchema, today } from "~/lib/finance-statements/statement-schema";

/** Issue 28 (H2): the statement request form's schema (a month or a date range) and the Statements tab. */
const issues = (input: Record<string, string>) => {
  const result = StatementRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("statement request schema", () => {
  it("turns a month into its first and last day", () => {
    expect(StatementRequestSchema.parse({ unit: "acme-au", period: "month", month: "2026-02" })).toEqual({ unit: "acme-au", fromDate: "2026-02-01", toDate: "2026-02-28" });
  });

  it("ends the current month today", () => {
    const now = today();
    expect(StatementRequestSchema.parse({ unit: "acme-au", period: "month", month: now.slice(0, 7) }).toDate).toBe(now);
  });

  it("takes a date range as it is", () => {
    expect(StatementRequestSchema.parse({ unit: "u", period: "range", fromDate: "2026-08-01", toDate: "2026-10-31", month: "junk" })).toEqual({ unit: "u", fromDate: "2026-08-01", toDate: "2026-10-31" });
  });

  it("reports every field's error at once", () => {
    expect(issues({ unit: "", period: "range", fromDate: "2026-02-30", toDate: "" })).toEqual({ unit: fm.unitRequired, fromDate: fm.dateInvalid, toDate: fm.dateRequired });
    expect(issues({ unit: "u", period: "range", fromDate: "2026-10-31", toDate: "2026-08-01" })).toEqual({ toDate: fm.endBeforeStart });
    expect(issues({ unit: "u", period: "range", fromDate: "1999-12-31", toDate: "2999-01-01" })).toEqual({ fromDate: fm.dateTooEarly, toDate: fm.dateInFuture });
    expect(issues({ unit: "u" })).toEqual({ period: fm.periodRequired });
    expect(issues({ unit: "u", period: "month" })).toEqual({ month: fm.monthRequired });
    expect(issues({ unit: "u", period: "month", month: "2999-01" })).toEqual({ month: fm.monthInvalid });
    expect(issues({ unit: "u", period: "month", month: "2026-13" })).toEqual({ month: fm.monthInvalid });
  });
});
