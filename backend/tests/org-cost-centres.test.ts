import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ORG_CC_E2E } from "../src/seed-data/org-cost-centres-e2e";
import { createTestBackend, get, login, readJson, sendJson, type TestBackend } from "./helpers";

/** Issue 27 (helper A): organisation cost centres and the checkout rule (docs/organisation.md "Cost centres"). */
const CORP = "/occ/v2/corporate";
const OURS = `${CORP}/orgUsers/current`;

type Json = Record<string, unknown> & { errors?: Array<{ type: string; reason?: string; message: string; subject?: string }> };
const json = async (response: Response) => (await readJson(response)) as Json;
type CostCentre = { code: string; name: string; activeFlag: boolean; active: string; currency: { isocode: string }; unit: { uid: string } };

// Several sign-ins (scrypt) per test: room for a loaded machine.
describe("organisation cost centres", { timeout: 20_000 }, () => {
  let backend: TestBackend;
  const tokens = new Map<string, string>();
  const token = async (uid: string) => {
    const known = tokens.get(uid);
    if (known) return known;
    const { access_token } = await login(backend, uid);
    tokens.set(uid, access_token);
    return access_token;
  };
  const as = async (uid: string, method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    sendJson(backend, method, url, { token: await token(uid), body, headers });
  const codes = (body: Json) => (body.costCenters as CostCentre[]).map((c) => c.code);
  const checkoutCodes = async (uid: string) => codes(await json(await get(backend, `${CORP}/costcenters`, await token(uid))));
  const ADMIN = "admin@acme.example";

  beforeEach(() => {
    backend = createTestBackend();
    tokens.clear();
  });
  afterEach(() => backend.close());

  it("lists the admin's cost centres with search, unit filter and paging (wwg-cost-centers)", async () => {
    const all = await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers`));
    expect(codes(all)).toEqual(expect.arrayContaining(["ACME-OPS", "ACME-NSW", "ACME-SYD"]));
    expect(codes(all)).not.toContain("KIWI-OPS");
    expect(all.pagination).toMatchObject({ currentPage: 0, pageSize: 50 });
    expect(codes(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers?search=fleet`)))).toEqual(["ACME-FLEET"]);
    expect(codes(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers?search=acme-ns`)))).toEqual(["ACME-NSW"]);
    expect(codes(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers?b2bUnits=acme-au-nsw,acme-au-vic`))).sort()).toEqual(["ACME-NSW", "ACME-VIC"]);
    const paged = await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers?pageSize=2&currentPage=1&sort=byCode`));
    expect(paged.pagination).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect(codes(paged)).toHaveLength(2);
    // a unit outside the scope: 404; the NSW admin sees NSW's only (ACME-NCL: the budgets seed's Newcastle depot)
    expect((await as(ADMIN, "GET", `${OURS}/wwg-cost-centers?b2bUnits=kiwi-nz`)).status).toBe(404);
    expect(codes(await json(await as("admin-nsw@acme.example", "GET", `${OURS}/wwg-cost-centers`))).sort()).toEqual(["ACME-NCL", "ACME-NSW", "ACME-SYD"]);
    // stock costcentersall
    expect(codes(await json(await as(ADMIN, "GET", `${CORP}/costcentersall?pageSize=100`)))).toEqual(expect.arrayContaining(["ACME-OPS"]));
    // the picker's search, getAllAvailCostCenters and linkedCostCenter
    expect(codes(await json(await as(ADMIN, "GET", `${OURS}/costcenter?search=ops&b2bUnits=acme-au`)))).toEqual(["ACME-OPS"]);
    expect(codes(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers/getAllAvailCostCenters?businessUnitWwgUid=acme-au-nsw`)))).toEqual(["ACME-NSW", "ACME-FLEET", "ACME-OPS"]);
    expect(codes(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers/getAllAvailCostCenters?businessUnitWwgUid=acme-au-nsw&searchKey=nsw`)))).toEqual(["ACME-NSW"]);
    expect(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers/linkedCostCenter?costCenterID=ACME-NSW&businessUnitID=acme-au-nsw`))).toMatchObject({ linked: true, costCenter: { code: "ACME-NSW" } });
    expect(await json(await as(ADMIN, "GET", `${OURS}/wwg-cost-centers/linkedCostCenter?costCenterID=ACME-NSW&businessUnitID=acme-au`))).toEqual({ linked: false });
  });

  it("refuses non-admins (403) and answers 404 outside the scope", async () => {
    for (const uid of ["buyer@acme.example", "approver@acme.example"]) {
      const response = await as(uid, "GET", `${OURS}/wwg-cost-centers`);
      expect(response.status, uid).toBe(403);
      expect((await json(response)).errors?.[0]).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
      expect((await as(uid, "POST", `${CORP}/costcenters`, { code: "X-1", name: "X", unit: { uid: "acme-au" } })).status).toBe(403);
    }
    const kiwi = "admin@kiwi.example";
    expect((await as(kiwi, "GET", `${CORP}/costcenters/ACME-OPS`)).status).toBe(404);
    expect((await as(kiwi, "PATCH", `${CORP}/costcenters/ACME-OPS`, { activeFlag: false })).status).toBe(404);
    expect((await as(kiwi, "DELETE", `${OURS}/wwg-cost-centers/remove-cost-centre`, { code: "ACME-FLEET" })).status).toBe(404);
    expect((await as("admin-nsw@acme.example", "GET", `${CORP}/costcenters/ACME-OPS`)).status).toBe(404);
    expect((await as(kiwi, "POST", `${CORP}/costcenters`, { code: "KIWI-NEW", name: "New", unit: { uid: "acme-au" } })).status).toBe(404);
    expect(backend.db.prepare("SELECT active FROM cost_centres WHERE code = 'ACME-OPS'").get()).toEqual({ active: 1 });
  });

  it("creates with a unique code, the organisation's currency and an idempotency key; audits", async () => {
    const body = { code: "ACME-NEW", name: "New centre", currency: { isocode: "AUD" }, unit: { uid: "acme-au-nsw" } };
    const first = await as(ADMIN, "POST", `${CORP}/costcenters`, body, { "Idempotency-Key": "cc-key-0001" });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ code: "ACME-NEW", activeFlag: true, active: "true", currency: { isocode: "AUD" }, unit: { uid: "acme-au-nsw" } });
    const again = await as(ADMIN, "POST", `${CORP}/costcenters`, body, { "Idempotency-Key": "cc-key-0001" });
    expect(again.status).toBe(200);
    const duplicate = await as(ADMIN, "POST", `${CORP}/costcenters`, { ...body, code: "acme-new" });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).errors?.[0]).toMatchObject({ type: "AlreadyExistsError", subject: "code", message: "ambiguous unique keys {code=ACME-NEW} for model B2BCostCenterModel" });
    const foreignCurrency = await as(ADMIN, "POST", `${CORP}/costcenters`, { ...body, code: "ACME-NZD", currency: { isocode: "NZD" } });
    expect(foreignCurrency.status).toBe(400);
    expect((await json(foreignCurrency)).errors?.[0]).toMatchObject({ type: "ValidationError", subject: "currency" });
    const defaulted = await json(await as(ADMIN, "POST", `${CORP}/costcenters`, { code: "ACME-DEF", name: "Defaulted", unit: { uid: "acme-au" } }));
    expect(defaulted).toMatchObject({ currency: { isocode: "AUD" } });
    const badCode = await as(ADMIN, "POST", `${CORP}/costcenters`, { ...body, code: "bad code!" });
    expect(badCode.status).toBe(400);
    const detail = await json(await as(ADMIN, "GET", `${CORP}/costcenters/ACME-NEW`));
    expect(detail).toMatchObject({ code: "ACME-NEW", assignedBudgets: [], users: [], lastChange: { by: { uid: ADMIN }, action: "CREATE" } });
    expect(backend.db.prepare("SELECT count(*) AS n FROM cost_centres WHERE code = 'ACME-NEW'").get()).toEqual({ n: 1 });
  });

  it("shows linked budgets and the users who may charge it", async () => {
    const detail = await json(await as(ADMIN, "GET", `${CORP}/costcenters/ACME-NSW`));
    expect(detail.assignedBudgets).toEqual([expect.objectContaining({ code: "ACME-NSW-FY27", budget: 12_000, startDate: "2026-07-01", endDate: "2027-06-30" })]);
    expect((detail.users as Array<{ uid: string; isDefault: boolean }>).map((u) => u.uid).sort()).toEqual(["ethan.moore@acme.example", "oliver.grant@acme.example"]);
  });

  it("edits, disables and enables: a disabled cost centre cannot be edited; not enabled under a disabled unit", async () => {
    const edited = await json(await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { name: "VIC field crews" }));
    expect(edited).toMatchObject({ name: "VIC field crews" });
    expect((await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { code: "OTHER" })).status).toBe(400);
    expect(await json(await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { activeFlag: false }))).toMatchObject({ activeFlag: false });
    expect(await json(await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { activeFlag: false }))).toMatchObject({ activeFlag: false });
    const locked = await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { name: "Nope" });
    expect(locked.status).toBe(400);
    expect((await json(locked)).errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
    expect(await json(await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { activeFlag: true }))).toMatchObject({ activeFlag: true });
    // disable the unit (cascade): enabling the cost centre is refused until the unit is enabled
    expect((await as(ADMIN, "PATCH", `${CORP}/users/current/orgUnits/acme-au-vic`, { active: false })).status).toBe(200);
    const refused = await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-VIC`, { activeFlag: true });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "parentDisabled" });
    // moving into a disabled unit is refused too
    const moved = await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-FLEET`, { unit: { uid: "acme-au-vic" } });
    expect((await json(moved)).errors?.[0]).toMatchObject({ reason: "parentDisabled" });
    const actions = backend.db.prepare("SELECT action FROM org_audit WHERE entity_type = 'COST_CENTRE' AND entity_id = 'ACME-VIC' ORDER BY id").all() as Array<{ action: string }>;
    expect(actions.map((a) => a.action)).toEqual(["UPDATE", "DISABLE", "ENABLE"]);
  });

  it("removes with the JSON-body DELETE: links go, carts lose the choice; refused while orders are charged to it", async () => {
    const charged = backend.db.prepare("SELECT cost_centre_code AS code FROM orders WHERE cost_centre_code IS NOT NULL LIMIT 1").get() as { code: string } | undefined;
    if (charged) {
      const refused = await as(ADMIN, "DELETE", `${OURS}/wwg-cost-centers/remove-cost-centre`, { code: charged.code });
      expect(refused.status).toBe(400);
      expect((await json(refused)).errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "notEmpty" });
    }
    await as(ADMIN, "POST", `${CORP}/costcenters`, { code: "ACME-GONE", name: "Going", unit: { uid: "acme-au" } });
    backend.db.prepare("INSERT INTO user_cost_centres (user_uid, cost_centre_code, is_default) VALUES ('henry.scott@acme.example', 'ACME-GONE', 0)").run();
    backend.db.prepare("INSERT INTO cost_centre_budgets (cost_centre_code, budget_code) VALUES ('ACME-GONE', 'ACME-OPS-FY27')").run();
    expect((await as(ADMIN, "DELETE", `${OURS}/wwg-cost-centers/remove-cost-centre`, { code: "ACME-GONE", businessUnit: "acme-au-nsw" })).status).toBe(404);
    expect((await as(ADMIN, "DELETE", `${OURS}/wwg-cost-centers/remove-cost-centre`, { code: "ACME-GONE", businessUnit: "acme-au" })).status).toBe(200);
    expect((await as(ADMIN, "GET", `${CORP}/costcenters/ACME-GONE`)).status).toBe(404);
    expect((await as(ADMIN, "DELETE", `${OURS}/wwg-cost-centers/remove-cost-centre`, { code: "ACME-GONE" })).status).toBe(404);
    expect(backend.db.prepare("SELECT count(*) AS n FROM user_cost_centres WHERE cost_centre_code = 'ACME-GONE'").get()).toEqual({ n: 0 });
    expect(backend.db.prepare("SELECT count(*) AS n FROM cost_centre_budgets WHERE cost_centre_code = 'ACME-GONE'").get()).toEqual({ n: 0 });
    expect(backend.db.prepare("SELECT action FROM org_audit WHERE entity_type = 'COST_CENTRE' AND entity_id = 'ACME-GONE' ORDER BY id DESC LIMIT 1").get()).toEqual({ action: "REMOVE" });
  });

  it("checkout: linked, active cost centres under enabled units; no links at all → the unit chain's", async () => {
    // linked (seed: buyer@ → ACME-OPS, ACME-FLEET; oliver.grant@ → ACME-SYD, ACME-NSW)
    expect(await checkoutCodes("buyer@acme.example")).toEqual(["ACME-FLEET", "ACME-OPS"]);
    expect(await checkoutCodes("oliver.grant@acme.example")).toEqual(["ACME-SYD", "ACME-NSW"]);
    // no links: the unit's and its ancestors' (sso@ is in acme-au-vic)
    expect(await checkoutCodes("sso@acme.example")).toEqual(["ACME-VIC", "ACME-FLEET", "ACME-OPS"]);
    // a disabled linked cost centre is gone (and a user with links never falls back to the unit's)
    expect((await as(ADMIN, "PATCH", `${CORP}/costcenters/ACME-SYD`, { activeFlag: false })).status).toBe(200);
    expect(await checkoutCodes("oliver.grant@acme.example")).toEqual(["ACME-NSW"]);
    // a unit disabled: its cost centres are unavailable to linked and unlinked users alike
    const buyer = ORG_CC_E2E.buyers.js;
    const depot = ORG_CC_E2E.checkoutCostCentres.js;
    expect(await checkoutCodes(buyer)).toEqual([ORG_CC_E2E.costCentre, depot]);
    // the buyer's cart chose the depot's cost centre (and was reviewed)
    await as(buyer, "POST", `${CORP}/users/current/carts`);
    expect((await as(buyer, "PUT", `${CORP}/users/current/carts/current/costcenter?costCenterId=${depot}`)).status).toBe(200);
    backend.db.prepare("UPDATE carts SET reviewed_at = 1 WHERE user_uid = ?").run(buyer);
    expect((await as(ORG_CC_E2E.admin, "PATCH", `${CORP}/users/current/orgUnits/${ORG_CC_E2E.checkoutUnits.js}`, { active: false })).status).toBe(200);
    expect(await checkoutCodes(buyer)).toEqual([ORG_CC_E2E.costCentre]);
    // the cart lost the choice and its review: the next order cannot charge the disabled unit's cost centre
    expect(backend.db.prepare("SELECT cost_centre AS costCentre, reviewed_at AS reviewedAt FROM carts WHERE user_uid = ?").get(buyer)).toEqual({ costCentre: null, reviewedAt: null });
    // even if the cost centre itself were active again, a disabled unit keeps it out
    backend.db.prepare("UPDATE cost_centres SET active = 1 WHERE code = ?").run(depot);
    expect(await checkoutCodes(buyer)).toEqual([ORG_CC_E2E.costCentre]);
    // and choosing it for the cart is refused
    const chosen = await as(buyer, "PUT", `${CORP}/users/current/carts/current/costcenter?costCenterId=${depot}`);
    expect(chosen.status).toBe(400);
    // the unit enabled again: the cost centre is back (it is active)
    expect((await as(ORG_CC_E2E.admin, "PATCH", `${CORP}/users/current/orgUnits/${ORG_CC_E2E.checkoutUnits.js}`, { active: true })).status).toBe(200);
    expect(await checkoutCodes(buyer)).toEqual([ORG_CC_E2E.costCentre, depot]);
  });

  it("serves the stock calls without the extensions and answers 404 for the extension calls", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    tokens.clear();
    expect((await as(ADMIN, "GET", `${CORP}/costcenters/ACME-OPS`)).status).toBe(200);
    expect((await as(ADMIN, "GET", `${OURS}/wwg-cost-centers`)).status).toBe(404);
  });
});
