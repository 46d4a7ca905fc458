import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApprovalRules, approvalRules } from "../src/stores/approval-rules";
import { type LimitPeriod, organisationTimeZone, periodStart } from "../src/stores/purchase-limits";
import { createTestBackend, type TestBackend } from "./helpers";

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

/**
 * Issue 27: the one approval-rule engine (stores/approval-rules.ts) on a copy of the seeded database: every limit type,
 * the period boundaries (end of month, quarter and year in Sydney; Auckland's New Year), the order of evaluation and
 * the budget-exceeded snapshot. Its own placers (no orders of their own) and limits; orders are seeded ones moved to
 * the placer and the instant a case needs.
 */
describe("the approval-rule engine", () => {
  let backend: TestBackend;
  let rules: ApprovalRules;
  let orders: { id: number }[];
  const AU = "rules-au@acme.example";
  const NZ = "rules-nz@kiwi.example";
  const FACTS = { placerUid: AU, currency: "AUD", costCentreCode: null };

  const limit = (code: string, type: "ORDER" | "PERIOD" | "BUDGET_EXCEEDED", cents: number | null, period: LimitPeriod | null, user: string, currency = "AUD") => {
    backend.db
      .prepare("INSERT INTO purchase_limits (code, type, threshold_cents, period, currency, unit) VALUES (?, ?, ?, ?, ?, 'acme-au')")
      .run(code, type, cents, period, type === "BUDGET_EXCEEDED" ? null : currency);
    backend.db.prepare("INSERT INTO purchase_limit_users (limit_code, user_uid) VALUES (?, ?)").run(code, user);
  };
  const drop = (code: string) => backend.db.prepare("DELETE FROM purchase_limits WHERE code = ?").run(code);
  /** Moves seeded order `n` to the placer, the instant, the total and the status. */
  const order = (n: number, placer: string, iso: string, cents: number, { status = "CREATED", currency = "AUD", costCentre = null as string | null } = {}) => {
    const id = orders[n]!.id;
    backend.db
      .prepare("UPDATE orders SET placed_by_uid = ?, created_at = ?, total_with_tax_cents = ?, status = ?, currency = ?, cost_centre_code = ? WHERE id = ?")
      .run(placer, Date.parse(iso), cents, status, currency, costCentre, id);
    return id;
  };
  const reset = () => backend.db.prepare("UPDATE orders SET placed_by_uid = user_uid WHERE placed_by_uid IN (?, ?)").run(AU, NZ);

  beforeAll(() => {
    backend = createTestBackend();
    rules = approvalRules(backend.db);
    backend.db.exec(`
      INSERT INTO users (uid, org_unit, first_name, last_name, password_hash) VALUES ('${AU}', 'acme-au', 'Rita', 'Rules', 'x'), ('${NZ}', 'kiwi-nz', 'Nico', 'Rules', 'x');
      INSERT INTO cost_centres (code, name, unit_uid, currency) VALUES ('T-RULES-CC', 'Rules cost centre', 'acme-au', 'AUD');
      INSERT INTO budgets (code, name, amount_cents, currency, start_date, end_date, unit_uid) VALUES ('T-RULES-BUDGET', 'Rules budget', 100000, 'AUD', '2026-10-01', '2026-12-31', 'acme-au');
      INSERT INTO cost_centre_budgets (cost_centre_code, budget_code) VALUES ('T-RULES-CC', 'T-RULES-BUDGET');
    `);
    orders = backend.db.prepare("SELECT id FROM orders ORDER BY id LIMIT 4").all() as { id: number }[];
    expect(orders).toHaveLength(4);
  });
  afterAll(() => backend.close());

  it("ORDER: the order alone above the threshold (equal is allowed), in the limit's currency only", () => {
    limit("T-ORDER-100", "ORDER", 10_000, null, AU);
    const at = at_("2026-11-15T00:00:00Z");
    expect(rules.evaluate({ ...FACTS, totalCents: 10_000, at })).toBeNull();
    expect(rules.evaluate({ ...FACTS, totalCents: 10_001, at })).toEqual({ code: "T-ORDER-100", type: "ORDER", thresholdCents: 10_000, period: null, currency: "AUD" });
    expect(rules.evaluate({ ...FACTS, currency: "NZD", totalCents: 10_001, at })).toBeNull();
    backend.db.prepare("UPDATE purchase_limits SET active = 0 WHERE code = 'T-ORDER-100'").run();
    expect(rules.evaluate({ ...FACTS, totalCents: 10_001, at })).toBeNull();
    drop("T-ORDER-100");
  });

  it("MONTH: the last minutes of a month in Sydney count in that month, not the next", () => {
    limit("T-MONTH-100", "PERIOD", 10_000, "MONTH", AU);
    order(0, AU, "2026-01-31T12:30:00Z", 6_000); // 31 January, 23:30 in Sydney
    expect(rules.evaluate({ ...FACTS, totalCents: 5_000, at: at_("2026-01-31T12:45:00Z") })).toMatchObject({ code: "T-MONTH-100", period: "MONTH" });
    expect(rules.evaluate({ ...FACTS, totalCents: 5_000, at: at_("2026-01-31T13:30:00Z") })).toBeNull(); // 1 February there
    drop("T-MONTH-100");
    reset();
  });

  it("QUARTER: orders of the quarter add up; 1 April in Sydney (still 31 March in UTC) starts a new one", () => {
    limit("T-QUARTER-100", "PERIOD", 10_000, "QUARTER", AU);
    order(0, AU, "2026-01-01T00:00:00Z", 4_000); // 1 January, 11:00 there
    order(1, AU, "2026-03-31T12:30:00Z", 4_000); // 31 March, 23:30 (AEDT, +11)
    order(2, AU, "2026-02-10T00:00:00Z", 9_000, { status: "REJECTED" });
    order(3, AU, "2026-02-11T00:00:00Z", 9_000, { status: "CANCELLED" });
    expect(rules.evaluate({ ...FACTS, totalCents: 2_000, at: at_("2026-03-31T12:45:00Z") })).toBeNull(); // 4 000 + 4 000 + 2 000
    expect(rules.evaluate({ ...FACTS, totalCents: 2_001, at: at_("2026-03-31T12:45:00Z") })).toMatchObject({ code: "T-QUARTER-100", type: "PERIOD", period: "QUARTER" });
    expect(rules.evaluate({ ...FACTS, totalCents: 9_000, at: at_("2026-03-31T13:30:00Z") })).toBeNull(); // 1 April, 00:30
    // an amendment leaves the order's own earlier total out
    expect(rules.evaluate({ ...FACTS, totalCents: 6_000, at: at_("2026-03-31T12:45:00Z"), excludeOrderId: orders[1]!.id })).toBeNull();
    drop("T-QUARTER-100");
    reset();
  });

  it("YEAR: New Year's Eve in Sydney and in Auckland (the placer's organisation's time zone)", () => {
    limit("T-YEAR-AU", "PERIOD", 10_000, "YEAR", AU);
    limit("T-YEAR-NZ", "PERIOD", 10_000, "YEAR", NZ, "NZD");
    order(0, AU, "2026-12-31T12:30:00Z", 8_000); // 31 December, 23:30 in Sydney
    order(1, NZ, "2026-12-31T10:30:00Z", 8_000, { currency: "NZD" }); // 31 December, 23:30 in Auckland (+13)
    expect(rules.evaluate({ ...FACTS, totalCents: 3_000, at: at_("2026-12-31T12:45:00Z") })?.code).toBe("T-YEAR-AU");
    expect(rules.evaluate({ ...FACTS, totalCents: 3_000, at: at_("2026-12-31T13:00:00Z") })).toBeNull(); // midnight in Sydney
    const nz = { placerUid: NZ, currency: "NZD", costCentreCode: null, totalCents: 3_000 };
    expect(rules.evaluate({ ...nz, at: at_("2026-12-31T10:45:00Z") })?.code).toBe("T-YEAR-NZ");
    expect(rules.evaluate({ ...nz, at: at_("2026-12-31T11:00:00Z") })).toBeNull(); // midnight in Auckland, 22:00 in Sydney
    drop("T-YEAR-AU");
    drop("T-YEAR-NZ");
    reset();
  });

  it("DAY and WEEK: Monday's midnight in Sydney", () => {
    limit("T-WEEK-100", "PERIOD", 10_000, "WEEK", AU);
    order(0, AU, "2026-11-22T12:30:00Z", 8_000); // Sunday 22 November, 23:30 there
    expect(rules.evaluate({ ...FACTS, totalCents: 3_000, at: at_("2026-11-22T12:45:00Z") })?.code).toBe("T-WEEK-100");
    expect(rules.evaluate({ ...FACTS, totalCents: 3_000, at: at_("2026-11-22T13:30:00Z") })).toBeNull(); // Monday 00:30
    limit("T-DAY-50", "PERIOD", 5_000, "DAY", AU);
    expect(rules.evaluate({ ...FACTS, totalCents: 3_000, at: at_("2026-11-22T12:45:00Z") })?.code).toBe("T-DAY-50"); // DAY before WEEK
    drop("T-WEEK-100");
    drop("T-DAY-50");
    reset();
  });

  it("BUDGET_EXCEEDED: the order's cost centre's active budget would be exceeded; snapshot of the budget and cost centre", () => {
    const at = at_("2026-11-15T00:00:00Z");
    const charged = { ...FACTS, costCentreCode: "T-RULES-CC", at };
    // not assigned: a budget alone never holds an order
    expect(rules.evaluate({ ...charged, totalCents: 100_001 })).toBeNull();
    limit("T-BUDGET", "BUDGET_EXCEEDED", null, null, AU);
    order(0, AU, "2026-10-05T00:00:00Z", 30_000, { costCentre: "T-RULES-CC" });
    expect(rules.evaluate({ ...charged, totalCents: 70_000 })).toBeNull();
    expect(rules.evaluate({ ...charged, totalCents: 70_001 })).toEqual({
      code: "T-BUDGET",
      type: "BUDGET_EXCEEDED",
      thresholdCents: 100_000,
      period: null,
      currency: "AUD",
      budget: { code: "T-RULES-BUDGET", name: "Rules budget", costCentreCode: "T-RULES-CC", costCentreName: "Rules cost centre", amountCents: 100_000, spentCents: 30_000 },
    });
    // no cost centre, or outside the budget's dates: nothing to exceed
    expect(rules.evaluate({ ...charged, costCentreCode: null, totalCents: 200_000 })).toBeNull();
    expect(rules.evaluate({ ...charged, at: at_("2027-01-15T00:00:00Z"), totalCents: 200_000 })).toBeNull();
    // the order of evaluation: ORDER, then PERIOD, then BUDGET_EXCEEDED
    limit("T-QUARTER-500", "PERIOD", 50_000, "QUARTER", AU);
    expect(rules.evaluate({ ...charged, totalCents: 70_001 })?.code).toBe("T-QUARTER-500");
    limit("T-ORDER-600", "ORDER", 60_000, null, AU);
    expect(rules.evaluate({ ...charged, totalCents: 70_001 })?.code).toBe("T-ORDER-600");
    for (const code of ["T-BUDGET", "T-QUARTER-500", "T-ORDER-600"]) drop(code);
    reset();
  });
});

const at_ = (iso: string) => Date.parse(iso);
