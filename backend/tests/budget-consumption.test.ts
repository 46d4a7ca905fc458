import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetConsumption, budgetWindow } from "../src/stores/budget-consumption";
import { createTestBackend, type TestBackend } from "./helpers";

/**
 * Issue 27 groundwork: a budget's spent and remaining, and the budget-exceeded rule (stores/budget-consumption.ts).
 * Its own cost centres and budget on a copy of the seeded database; three seeded Acme orders charged to them.
 */
describe("budget consumption", () => {
  let backend: TestBackend;
  let budgets: ReturnType<typeof budgetConsumption>;
  let orders: { id: number; total: number }[];

  const charge = (order: { id: number }, costCentre: string, iso: string, status = "CREATED") =>
    backend.db.prepare("UPDATE orders SET cost_centre_code = ?, created_at = ?, status = ? WHERE id = ?").run(costCentre, Date.parse(iso), status, order.id);

  beforeAll(() => {
    backend = createTestBackend();
    budgets = budgetConsumption(backend.db);
    backend.db.exec(`
      INSERT INTO cost_centres (code, name, unit_uid, currency) VALUES ('T-BUD-A', 'Budget test A', 'acme-au', 'AUD'), ('T-BUD-B', 'Budget test B', 'acme-au', 'AUD');
      INSERT INTO budgets (code, name, amount_cents, currency, start_date, end_date, unit_uid) VALUES ('T-Q4', 'Test Q4', 100000, 'AUD', '2026-10-01', '2026-12-31', 'acme-au');
      INSERT INTO cost_centre_budgets (cost_centre_code, budget_code) VALUES ('T-BUD-A', 'T-Q4'), ('T-BUD-B', 'T-Q4');
    `);
    orders = backend.db
      .prepare("SELECT id, total_with_tax_cents AS total FROM orders WHERE currency = 'AUD' AND total_with_tax_cents > 0 ORDER BY id LIMIT 4")
      .all() as { id: number; total: number }[];
    expect(orders).toHaveLength(4);
  });
  afterAll(() => backend.close());

  it("a budget's window is its dates from midnight to midnight in the organisation's time zone", () => {
    expect(budgetWindow("2026-10-01", "2026-12-31", "Australia/Sydney")).toEqual({
      from: Date.parse("2026-09-30T14:00:00Z"), // AEST, +10
      to: Date.parse("2026-12-31T13:00:00Z"), // AEDT, +11
    });
  });

  it("spent counts the orders of every linked cost centre inside the dates, not rejected or cancelled ones", () => {
    const [a, b, c, d] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    charge(a, "T-BUD-A", "2026-09-30T14:30:00Z"); // 1 October, 00:30 in Sydney: inside
    charge(b, "T-BUD-B", "2026-12-31T12:30:00Z"); // 31 December, 23:30 there: inside
    charge(c, "T-BUD-A", "2026-12-31T13:30:00Z"); // 1 January there: outside
    charge(d, "T-BUD-A", "2026-11-01T00:00:00Z", "REJECTED");
    expect(budgets.of("T-Q4")).toEqual({
      code: "T-Q4",
      currency: "AUD",
      amountCents: 100000,
      spentCents: a.total + b.total,
      remainingCents: 100000 - a.total - b.total,
      ratio: (a.total + b.total) / 100000,
    });
    expect(budgets.of("NO-SUCH-BUDGET")).toBeNull();
  });

  it("the budget-exceeded rule: an order that would take an active budget in its dates over its amount", () => {
    const spent = budgets.of("T-Q4")!.spentCents;
    const room = 100000 - spent;
    const inside = Date.parse("2026-11-15T00:00:00Z");
    expect(budgets.exceededBy("T-BUD-A", "AUD", room, inside)).toBeNull();
    expect(budgets.exceededBy("T-BUD-A", "AUD", room + 1, inside)).toEqual({ code: "T-Q4", costCentreCode: "T-BUD-A", amountCents: 100000, spentCents: spent, currency: "AUD" });
    // Outside the dates, in another currency, or the budget disabled: no budget applies.
    expect(budgets.exceededBy("T-BUD-A", "AUD", room + 1, Date.parse("2027-01-15T00:00:00Z"))).toBeNull();
    expect(budgets.exceededBy("T-BUD-A", "NZD", room + 1, inside)).toBeNull();
    // An amendment leaves the order's own earlier total out.
    const [a] = orders as [(typeof orders)[0]];
    expect(budgets.exceededBy("T-BUD-A", "AUD", room + a.total, inside, a.id)).toBeNull();
    backend.db.prepare("UPDATE budgets SET active = 0 WHERE code = 'T-Q4'").run();
    expect(budgets.exceededBy("T-BUD-A", "AUD", room + 1, inside)).toBeNull();
  });
});
