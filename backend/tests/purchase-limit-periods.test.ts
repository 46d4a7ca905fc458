import { describe, expect, it } from "vitest";
import { type LimitPeriod, organisationTimeZone, periodStart } from "../src/stores/purchase-limits";

/** Issue 27: a PERIOD limit's calendar period begins at midnight in the organisation's time zone (date-fns). */
const at = (iso: string) => Date.parse(iso);
const start = (period: LimitPeriod, iso: string, timeZone?: string) => new Date(periodStart(period, at(iso), timeZone)).toISOString();

const SYDNEY = organisationTimeZone("AU");
const AUCKLAND = organisationTimeZone("NZ");

describe("purchase limit periods", () => {
  it("takes the organisation's time zone from its country (unknown: UTC)", () => {
    expect(SYDNEY).toBe("Australia/Sydney");
    expect(AUCKLAND).toBe("Pacific/Auckland");
    expect(organisationTimeZone("XX")).toBe("UTC");
  });

  it("DAY: midnight there, across a daylight-saving change", () => {
    // 00:30 on 1 December in Sydney (AEDT, +11) is still 30 November in UTC.
    expect(start("DAY", "2026-11-30T13:30:00Z", SYDNEY)).toBe("2026-11-30T13:00:00.000Z");
    expect(start("DAY", "2026-11-30T13:30:00Z")).toBe("2026-11-30T00:00:00.000Z");
    // Sydney moves to +11 at 02:00 on 4 October 2026: that day began at +10.
    expect(start("DAY", "2026-10-04T01:00:00Z", SYDNEY)).toBe("2026-10-03T14:00:00.000Z");
  });

  it("WEEK: from Monday's midnight there", () => {
    // 00:30 on Monday 23 November in Sydney is Sunday in UTC, whose week began on Monday 16 November.
    expect(start("WEEK", "2026-11-22T13:30:00Z", SYDNEY)).toBe("2026-11-22T13:00:00.000Z");
    expect(start("WEEK", "2026-11-22T13:30:00Z")).toBe("2026-11-16T00:00:00.000Z");
    // Sunday 23:30 there is the end of the week before.
    expect(start("WEEK", "2026-11-22T12:30:00Z", SYDNEY)).toBe("2026-11-15T13:00:00.000Z");
  });

  it("MONTH: the end of a month there", () => {
    expect(start("MONTH", "2026-01-31T13:30:00Z", SYDNEY)).toBe("2026-01-31T13:00:00.000Z"); // 1 February, 00:30
    expect(start("MONTH", "2026-01-31T12:30:00Z", SYDNEY)).toBe("2025-12-31T13:00:00.000Z"); // 31 January, 23:30
    expect(start("MONTH", "2026-01-31T13:30:00Z")).toBe("2026-01-01T00:00:00.000Z");
  });

  it("QUARTER: January, April, July and October, at either offset", () => {
    expect(start("QUARTER", "2026-06-30T14:30:00Z", SYDNEY)).toBe("2026-06-30T14:00:00.000Z"); // 1 July (AEST, +10)
    expect(start("QUARTER", "2026-06-30T13:30:00Z", SYDNEY)).toBe("2026-03-31T13:00:00.000Z"); // 30 June, 23:30; April began at +11
    expect(start("QUARTER", "2026-12-15T00:00:00Z", SYDNEY)).toBe("2026-09-30T14:00:00.000Z"); // October began at +10
    expect(start("QUARTER", "2026-06-30T14:30:00Z")).toBe("2026-04-01T00:00:00.000Z");
  });

  it("YEAR: New Year there, in Sydney and in Auckland", () => {
    expect(start("YEAR", "2026-12-31T13:30:00Z", SYDNEY)).toBe("2026-12-31T13:00:00.000Z");
    expect(start("YEAR", "2026-12-31T11:30:00Z", AUCKLAND)).toBe("2026-12-31T11:00:00.000Z"); // NZDT, +13
    expect(start("YEAR", "2026-12-31T11:30:00Z", SYDNEY)).toBe("2025-12-31T13:00:00.000Z"); // still 2026 in Sydney
    expect(start("YEAR", "2026-12-31T13:30:00Z")).toBe("2026-01-01T00:00:00.000Z");
  });
});
