import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NEARLY_SPENT, ORG_BUDGETS_E2E } from "../src/seed-data/org-budgets-e2e";
import { createTestBackend, login, readJson, sendJson, type TestBackend } from "./helpers";

/** Issue 27 (budgets): organisation budgets, their consumption and the cost-centre links (docs/organisation.md "Budgets"). */
const BUDGETS = "/occ/v2/corporate/users/current/budgets";
const CENTRES = "/occ/v2/corporate/costcenters";
const ADMIN = ORG_BUDGETS_E2E.admin;
const UNIT = ORG_BUDGETS_E2E.unit;

type Json = Record<string, unknown> & { errors?: Array<{ type: string; reason?: string; message: string; subject?: string }> };
const json = async (response: Response) => (await readJson(response)) as Json;
const body = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  name: `Budget ${code}`,
  budget: 1000,
  currency: { isocode: "AUD" },
  startDate: "2026-07-01",
  endDate: "2027-06-30",
  orgUnit: { uid: UNIT },
  ...overrides,
});

describe("organisation budgets", () => {
  let backend: TestBackend;
  const tokens = new Map<string, string>();
  const token = async (uid: string) => {
    const known = tokens.get(uid);
    if (known) return known;
    const { access_token } = await login(backend, uid);
    tokens.set(uid, access_token);
    return access_token;
  };
  const as = async (uid: string, method: string, url: string, data?: unknown, headers?: Record<string, string>) =>
    sendJson(backend, method, url, { token: await token(uid), body: data, headers });
  const audit = (code: string) => backend.db.prepare("SELECT action FROM org_audit WHERE entity_type = 'BUDGET' AND entity_id = ? ORDER BY id").all(code) as Array<{ action: string }>;

  beforeEach(() => {
    backend = createTestBackend();
    tokens.clear();
  });
  afterEach(() => backend.close());

  it("lists the budgets of the admin's scope with their consumption", async () => {
    const acme = await json(await as("admin@acme.example", "GET", BUDGETS));
    const codes = (acme.budgets as Array<{ code: string }>).map((b) => b.code);
    expect(codes).toEqual(expect.arrayContaining(["ACME-OPS-FY27", "ACME-NSW-FY27", NEARLY_SPENT.budget]));
    expect(codes).not.toContain("KIWI-OPS-FY27");
    expect(acme.pagination).toMatchObject({ currentPage: 0, pageSize: 50, sort: "byName" });
    const nsw = await json(await as("admin-nsw@acme.example", "GET", BUDGETS));
    expect((nsw.budgets as Array<{ code: string }>).map((b) => b.code).sort()).toEqual(["ACME-NCL-FY27", "ACME-NSW-FY27", "ACME-SYD-FY27"]);
  });

  it("the seeded Newcastle budget is nearly spent", async () => {
    const budget = await json(await as("admin@acme.example", "GET", `${BUDGETS}/${NEARLY_SPENT.budget}`));
    const consumption = budget.consumption as { spent: number; remaining: number; ratio: number };
    expect(consumption.ratio).toBeGreaterThan(0.85);
    expect(consumption.ratio).toBeLessThan(1);
    expect(consumption.spent + consumption.remaining).toBeCloseTo(budget.budget as number, 2);
    expect(budget.costCenters).toEqual([expect.objectContaining({ code: NEARLY_SPENT.costCentre })]);
  });

  it("refuses non-admins (403) and answers 404 outside the scope, also for every change", async () => {
    for (const uid of ["buyer@acme.example", "approver@acme.example"]) {
      const response = await as(uid, "GET", BUDGETS);
      expect(response.status, uid).toBe(403);
      expect((await json(response)).errors?.[0]).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
      expect((await as(uid, "POST", BUDGETS, body("X-1"))).status).toBe(403);
      expect((await as(uid, "GET", `${CENTRES}/ACME-OPS/budgets`)).status).toBe(403);
    }
    const kiwi = "admin@kiwi.example";
    expect((await as(kiwi, "GET", `${BUDGETS}/ACME-OPS-FY27`)).status).toBe(404);
    expect((await as(kiwi, "PATCH", `${BUDGETS}/ACME-OPS-FY27`, { name: "Hijacked" })).status).toBe(404);
    expect((await as(kiwi, "GET", `${CENTRES}/ACME-OPS/budgets`)).status).toBe(404);
    expect((await as(kiwi, "POST", `${CENTRES}/KIWI-OPS/budgets?budgetCode=ACME-OPS-FY27`)).status).toBe(404);
    expect((await as(kiwi, "DELETE", `${CENTRES}/ACME-OPS/budgets/ACME-OPS-FY27`)).status).toBe(404);
    expect((await as("admin-nsw@acme.example", "GET", `${BUDGETS}/ACME-OPS-FY27`)).status).toBe(404);
    // a unit outside the scope on create: 404 too
    expect((await as(ADMIN, "POST", BUDGETS, body("T-OUT", { orgUnit: { uid: "acme-au-nsw" } }))).status).toBe(404);
  });

  it("creates a budget (audit row, idempotent), refuses a duplicate code with SAP's conflict text", async () => {
    const key = "budget-key-0001";
    const created = await as(ADMIN, "POST", BUDGETS, body("T-NEW", { budget: 1234.5 }), { "Idempotency-Key": key });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ code: "T-NEW", budget: 1234.5, currency: { isocode: "AUD" }, startDate: "2026-07-01", endDate: "2027-06-30", active: true, consumption: { spent: 0, remaining: 1234.5, ratio: 0 } });
    const again = await as(ADMIN, "POST", BUDGETS, body("T-NEW"), { "Idempotency-Key": key });
    expect(again.status).toBe(200);
    expect(audit("T-NEW")).toEqual([{ action: "CREATE" }]);
    const duplicate = await as(ADMIN, "POST", BUDGETS, body("t-new"));
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).errors?.[0]).toMatchObject({ type: "AlreadyExistsError", message: "Budget with code [t-new] already exists" });
  });

  it("validates amounts, dates and currency", async () => {
    const field = async (data: unknown) => (await json(await as(ADMIN, "POST", BUDGETS, data))).errors?.[0]?.subject;
    expect(await field(body("T-V1", { budget: -5 }))).toBe("budget");
    expect(await field(body("T-V2", { budget: 0 }))).toBe("budget");
    expect(await field(body("T-V3", { budget: 1.234 }))).toBe("budget");
    expect(await field(body("T-V4", { startDate: "2027-01-01", endDate: "2026-12-31" }))).toBe("endDate");
    expect(await field(body("T-V5", { startDate: "1999-12-31" }))).toBe("startDate");
    expect(await field(body("T-V6", { endDate: "2100-01-01" }))).toBe("endDate");
    expect(await field(body("T-V7", { startDate: "2026-02-30" }))).toBe("startDate");
    expect(await field(body("T-V8", { currency: { isocode: "NZD" } }))).toBe("currency.isocode");
    // SAP's datetime, as stock Spartacus sends it, counts by its date
    const stock = await as(ADMIN, "POST", BUDGETS, body("T-V9", { startDate: "2026-07-01T00:00:00+0000", endDate: "2027-06-30T23:59:59+0000" }));
    expect(await json(stock)).toMatchObject({ startDate: "2026-07-01", endDate: "2027-06-30" });
  });

  it("edits, disables (then read-only), enables; not while the unit is disabled", async () => {
    await as(ADMIN, "POST", BUDGETS, body("T-ED"));
    expect(await json(await as(ADMIN, "PATCH", `${BUDGETS}/T-ED`, { name: "Renamed", budget: 2000 }))).toMatchObject({ name: "Renamed", budget: 2000 });
    expect((await as(ADMIN, "PATCH", `${BUDGETS}/T-ED`, { code: "OTHER" })).status).toBe(400);
    expect(await json(await as(ADMIN, "PATCH", `${BUDGETS}/T-ED`, { active: false }))).toMatchObject({ active: false });
    const locked = await json(await as(ADMIN, "PATCH", `${BUDGETS}/T-ED`, { name: "Again" }));
    expect(locked.errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
    expect(await json(await as(ADMIN, "PATCH", `${BUDGETS}/T-ED`, { active: true }))).toMatchObject({ active: true });
    expect(audit("T-ED").map((a) => a.action)).toEqual(["CREATE", "UPDATE", "DISABLE", "ENABLE"]);
    backend.db.prepare("UPDATE budgets SET active = 0 WHERE code = 'T-ED'").run();
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = ?").run(UNIT);
    const blocked = await json(await as("admin@acme.example", "PATCH", `${BUDGETS}/T-ED`, { active: true }));
    expect(blocked.errors?.[0]).toMatchObject({ reason: "parentDisabled" });
  });

  it("links a budget to a cost centre of the same currency, lists it selected, unlinks; twice changes nothing", async () => {
    const centre = ORG_BUDGETS_E2E.costCentre("js");
    await as(ADMIN, "POST", BUDGETS, body("T-LINK"));
    const linked = await as(ADMIN, "POST", `${CENTRES}/${centre}/budgets?budgetCode=T-LINK`);
    expect(await json(linked)).toEqual({ id: "T-LINK", selected: true, active: true });
    expect((await as(ADMIN, "POST", `${CENTRES}/${centre}/budgets?budgetCode=T-LINK`)).status).toBe(200);
    const list = await json(await as(ADMIN, "GET", `${CENTRES}/${centre}/budgets`));
    expect((list.budgets as Array<{ code: string; selected: boolean }>).find((b) => b.code === "T-LINK")?.selected).toBe(true);
    const detail = await json(await as(ADMIN, "GET", `${BUDGETS}/T-LINK`));
    expect(detail.costCenters).toEqual([expect.objectContaining({ code: centre })]);
    expect(await json(await as(ADMIN, "DELETE", `${CENTRES}/${centre}/budgets/T-LINK`))).toEqual({ id: "T-LINK", selected: false, active: true });
    expect((await as(ADMIN, "DELETE", `${CENTRES}/${centre}/budgets/T-LINK`)).status).toBe(200);
    expect(audit("T-LINK").map((a) => a.action)).toEqual(["CREATE", "LINK_COST_CENTER", "UNLINK_COST_CENTER"]);
    // another currency: refused
    backend.db.prepare("INSERT INTO cost_centres (code, name, unit_uid, currency) VALUES ('T-NZD', 'NZD centre', ?, 'NZD')").run(UNIT);
    const mismatch = await json(await as(ADMIN, "POST", `${CENTRES}/T-NZD/budgets?budgetCode=T-LINK`));
    expect(mismatch.errors?.[0]).toMatchObject({ type: "ValidationError", subject: "budgetCode" });
  });

  it("spent moves with an order charged to a linked cost centre", async () => {
    const centre = ORG_BUDGETS_E2E.costCentre("nojs");
    await as(ADMIN, "POST", BUDGETS, body("T-SPEND", { startDate: "2026-01-01", endDate: "2027-12-31" }));
    await as(ADMIN, "POST", `${CENTRES}/${centre}/budgets?budgetCode=T-SPEND`);
    const order = backend.db.prepare("SELECT id, total_with_tax_cents AS total FROM orders WHERE currency = 'AUD' AND total_with_tax_cents > 0 AND status = 'CREATED' ORDER BY id LIMIT 1").get() as { id: number; total: number };
    backend.db.prepare("UPDATE orders SET cost_centre_code = ?, created_at = ? WHERE id = ?").run(centre, Date.parse("2026-11-20T00:00:00Z"), order.id);
    const budget = await json(await as(ADMIN, "GET", `${BUDGETS}/T-SPEND`));
    expect((budget.consumption as { spent: number }).spent).toBeCloseTo(order.total / 100, 2);
  });
});

describe("organisation budgets on a stock backend (BACKEND_EXTENSIONS=none)", () => {
  let backend: TestBackend;
  beforeEach(() => {
    backend = createTestBackend({ extensions: "none" });
  });
  afterEach(() => backend.close());

  it("serves the stock calls without consumption; the currencies extension is 404, stock `currencies` answers", async () => {
    const { access_token } = await login(backend, ADMIN);
    const budget = await json(await sendJson(backend, "GET", `${BUDGETS}/${ORG_BUDGETS_E2E.corpusBudget}`, { token: access_token }));
    expect(budget).toMatchObject({ code: ORG_BUDGETS_E2E.corpusBudget, currency: { isocode: "AUD" } });
    expect(budget.consumption).toBeUndefined();
    expect((await sendJson(backend, "GET", "/occ/v2/corporate/users/current/budgetCurrencies", { token: access_token })).status).toBe(404);
    const currencies = await json(await sendJson(backend, "GET", "/occ/v2/corporate/currencies", {}));
    expect((currencies.currencies as Array<{ isocode: string }>).map((c) => c.isocode)).toContain("AUD");
  });
});
