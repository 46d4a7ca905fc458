import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ORG_LIMITS_E2E } from "../src/seed-data/org-limits-e2e";
import { createTestBackend, login, readJson, sendJson, type TestBackend } from "./helpers";

/** Issue 27 (B): organisation purchase limits (approval permissions) and their assignment (docs/organisation.md "Purchase limits"). */
const LIMITS = "/occ/v2/corporate/users/current/orderApprovalPermissions";
const CUSTOMERS = "/occ/v2/corporate/users/current/orgCustomers";
const GROUPS = "/occ/v2/corporate/users/current/orgUnitUserGroups";

type Json = Record<string, unknown> & { errors?: Array<{ type: string; reason?: string; message: string; subject?: string }> };
const json = async (response: Response) => (await readJson(response)) as Json;
const ADMIN = ORG_LIMITS_E2E.admin;

describe("organisation purchase limits", () => {
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
  const audits = (id: string) => backend.db.prepare("SELECT action FROM org_audit WHERE entity_type = 'PURCHASE_LIMIT' AND entity_id = ? ORDER BY id").all(id);

  beforeEach(() => {
    backend = createTestBackend();
    tokens.clear();
  });
  afterEach(() => backend.close());

  it("lists the limits of the admin's scope with SAP's permission types; the types call", async () => {
    const acme = await json(await as("admin@acme.example", "GET", LIMITS));
    const codes = (acme.orderApprovalPermissions as Array<{ code: string }>).map((limit) => limit.code);
    expect(codes).toEqual(expect.arrayContaining(["ACME-ORDER-1000", "ACME-QUARTER-12000", "ACME-BUDGET-EXCEEDED", "ACME-NSW-ORDER-250"]));
    expect(codes).not.toContain(ORG_LIMITS_E2E.corpusLimit);
    const budget = (acme.orderApprovalPermissions as Json[]).find((limit) => limit.code === "ACME-BUDGET-EXCEEDED");
    expect(budget).toEqual({
      code: "ACME-BUDGET-EXCEEDED",
      orderApprovalPermissionType: { code: "B2BBudgetExceededPermission", name: "Budget Exceeded Permission" },
      orgUnit: { uid: "acme-au", name: expect.any(String), active: true },
      active: true,
      assignedUsersCount: 0,
      assignedUserGroupsCount: 0,
    });
    const nsw = await json(await as("admin-nsw@acme.example", "GET", LIMITS));
    expect((nsw.orderApprovalPermissions as Array<{ code: string }>).map((limit) => limit.code)).toEqual(["ACME-NSW-ORDER-250"]);
    const types = await json(await sendJson(backend, "GET", "/occ/v2/corporate/orderApprovalPermissionTypes", {}));
    expect((types.orderApprovalPermissionTypes as Array<{ code: string }>).map((type) => type.code)).toEqual([
      "B2BOrderThresholdPermission",
      "B2BOrderThresholdTimespanPermission",
      "B2BBudgetExceededPermission",
    ]);
    for (const uid of ["buyer@acme.example", "approver@acme.example"]) {
      const response = await as(uid, "GET", LIMITS);
      expect(response.status).toBe(403);
      expect((await json(response)).errors?.[0]).toMatchObject({ message: "No sufficient permissions to access this page" });
    }
  });

  it("answers 404 for a limit, user or group outside the admin's scope", async () => {
    const kiwi = "admin@kiwi.example";
    expect((await as(kiwi, "GET", `${LIMITS}/ACME-ORDER-1000`)).status).toBe(404);
    expect((await as(kiwi, "PATCH", `${LIMITS}/ACME-ORDER-1000`, { threshold: 1 })).status).toBe(404);
    expect((await as("admin-nsw@acme.example", "GET", `${LIMITS}/ACME-ORDER-1000`)).status).toBe(404);
    expect((await as(ADMIN, "POST", `${CUSTOMERS}/buyer@acme.example/permissions/${ORG_LIMITS_E2E.corpusLimit}`)).status).toBe(404);
    expect((await as(ADMIN, "POST", `${CUSTOMERS}/${ORG_LIMITS_E2E.orderBuyer.js}/permissions/ACME-ORDER-1000`)).status).toBe(404);
    expect((await as(ADMIN, "POST", `${GROUPS}/acme-site-leads/orderApprovalPermissions?orderApprovalPermissionCode=${ORG_LIMITS_E2E.corpusLimit}`)).status).toBe(404);
    expect((await as(ADMIN, "POST", LIMITS, { code: "X-1", orderApprovalPermissionType: { code: "ORDER" }, threshold: 1, currency: { isocode: "AUD" }, orgUnit: { uid: "acme-au" } })).status).toBe(404);
  });

  it("creates each type once per Idempotency-Key with the fields its type needs; SAP's duplicate-code error", async () => {
    const base = { orgUnit: { uid: ORG_LIMITS_E2E.team }, currency: { isocode: "AUD" } };
    const order = await as(ADMIN, "POST", LIMITS, { ...base, code: "T-ORDER", orderApprovalPermissionType: { code: "B2BOrderThresholdPermission" }, threshold: 250.5, periodRange: "MONTH" }, { "Idempotency-Key": "limit-key-0001" });
    expect(order.status).toBe(201);
    // a period given to a per-order limit is ignored
    const created = await json(order);
    expect(created).toMatchObject({ code: "T-ORDER", threshold: 250.5, currency: { isocode: "AUD" }, orderApprovalPermissionType: { code: "B2BOrderThresholdPermission" } });
    expect(created.periodRange).toBeUndefined();
    const again = await as(ADMIN, "POST", LIMITS, { ...base, code: "T-ORDER", orderApprovalPermissionType: { code: "ORDER" }, threshold: 1 }, { "Idempotency-Key": "limit-key-0001" });
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ threshold: 250.5 });
    expect(audits("T-ORDER")).toEqual([{ action: "CREATE" }]);

    const period = await json(await as(ADMIN, "POST", LIMITS, { ...base, code: "T-QUARTER", orderApprovalPermissionType: { code: "B2BOrderThresholdTimespanPermission" }, threshold: 0, periodRange: "QUARTER" }));
    expect(period).toMatchObject({ code: "T-QUARTER", threshold: 0, periodRange: "QUARTER" });
    const budget = await json(await as(ADMIN, "POST", LIMITS, { orgUnit: { uid: ORG_LIMITS_E2E.root }, code: "T-BUDGET", orderApprovalPermissionType: { code: "B2BBudgetExceededPermission" }, threshold: 99, currency: { isocode: "AUD" } }));
    expect(budget).toMatchObject({ code: "T-BUDGET", orderApprovalPermissionType: { code: "B2BBudgetExceededPermission" } });
    expect(budget.threshold).toBeUndefined();
    expect(budget.currency).toBeUndefined();

    const duplicate = await as(ADMIN, "POST", LIMITS, { ...base, code: "acme-order-1000", orderApprovalPermissionType: { code: "ORDER" }, threshold: 1 });
    expect(duplicate.status).toBe(400);
    expect((await json(duplicate)).errors?.[0]).toEqual({ type: "DuplicateUidError", subject: "code", subjectType: "parameter", message: "Approval Permission with code: acme-order-1000 already exists." });
  });

  it("validates per type: threshold required and not negative, period for PERIOD, the organisation's currency", async () => {
    const base = { code: "T-BAD", orgUnit: { uid: ORG_LIMITS_E2E.team } };
    const subjects = async (body: unknown) => ((await json(await as(ADMIN, "POST", LIMITS, body))).errors ?? []).map((error) => `${error.subject}:${error.reason}`).sort();
    expect(await subjects({ ...base, orderApprovalPermissionType: { code: "ORDER" }, threshold: -1, currency: { isocode: "AUD" } })).toEqual(["threshold:invalid"]);
    expect(await subjects({ ...base, orderApprovalPermissionType: { code: "PERIOD" } })).toEqual(["currency.isocode:missing", "periodRange:missing", "threshold:missing"]);
    expect(await subjects({ ...base, orderApprovalPermissionType: { code: "PERIOD" }, threshold: 5, currency: { isocode: "NZD" }, periodRange: "FORTNIGHT" })).toEqual(["currency.isocode:invalid", "periodRange:invalid"]);
    expect(await subjects({ ...base, orderApprovalPermissionType: { code: "ORDER" }, threshold: 1.234, currency: { isocode: "AUD" } })).toEqual(["threshold:invalid"]);
    expect(await subjects({ ...base, orderApprovalPermissionType: { code: "B2BSomethingElse" } })).toEqual(["orderApprovalPermissionType.code:invalid"]);
    expect(await subjects({ code: "has space", orderApprovalPermissionType: { code: "ORDER" }, orgUnit: { uid: "" } })).toEqual(["code:invalid", "orgUnit.uid:invalid"]);
    expect(backend.db.prepare("SELECT count(*) AS n FROM purchase_limits WHERE code = 'T-BAD'").get()).toEqual({ n: 0 });
  });

  it("edits, disables and enables; a disabled limit or one of a disabled unit cannot be edited", async () => {
    const url = `${LIMITS}/${ORG_LIMITS_E2E.corpusLimit}`;
    expect(await json(await as(ADMIN, "PATCH", url, { threshold: 75, orderApprovalPermissionType: { code: "PERIOD" }, periodRange: "YEAR" }))).toMatchObject({ threshold: 75, periodRange: "YEAR", orderApprovalPermissionType: { code: "B2BOrderThresholdTimespanPermission" } });
    expect((await json(await as(ADMIN, "PATCH", url, { code: "RENAMED" }))).errors?.[0]).toMatchObject({ subject: "code" });
    expect(await json(await as(ADMIN, "PATCH", url, { active: false }))).toMatchObject({ active: false });
    const refused = await json(await as(ADMIN, "PATCH", url, { threshold: 1 }));
    expect(refused.errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
    expect((await json(await as(ADMIN, "POST", `${CUSTOMERS}/${ORG_LIMITS_E2E.quarterBuyer.js}/permissions/${ORG_LIMITS_E2E.corpusLimit}`))).errors?.[0]).toMatchObject({ reason: "disabledItem" });
    expect(await json(await as(ADMIN, "PATCH", url, { active: true }))).toMatchObject({ active: true, threshold: 75 });
    expect(audits(ORG_LIMITS_E2E.corpusLimit)).toEqual([{ action: "UPDATE" }, { action: "DISABLE" }, { action: "ENABLE" }]);
    const detail = await json(await as(ADMIN, "GET", url));
    expect(detail).toMatchObject({ lastChange: { by: { uid: ADMIN }, action: "ENABLE" }, currencies: [{ isocode: "AUD" }] });

    // disabling a unit disables the units below it (part 1)
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid IN (?, ?)").run(ORG_LIMITS_E2E.root, ORG_LIMITS_E2E.team);
    expect((await json(await as(ADMIN, "PATCH", url, { threshold: 1 }))).errors?.[0]).toMatchObject({ reason: "disabledItem" });
    expect((await json(await as(ADMIN, "POST", LIMITS, { code: "T-OFF", orderApprovalPermissionType: { code: "ORDER" }, threshold: 1, currency: { isocode: "AUD" }, orgUnit: { uid: ORG_LIMITS_E2E.team } }))).errors?.[0]).toMatchObject({ reason: "parentDisabled" });
  });

  it("assigns to and removes from users and groups of the scope, once each, with audit rows; the lists say which are selected", async () => {
    const buyer = ORG_LIMITS_E2E.quarterBuyer.js;
    const code = ORG_LIMITS_E2E.corpusLimit;
    expect(await json(await as(ADMIN, "POST", `${CUSTOMERS}/${buyer}/permissions/${code}`))).toEqual({ id: code, selected: true });
    expect(await json(await as(ADMIN, "POST", `${CUSTOMERS}/${buyer}/permissions/${code}`))).toEqual({ id: code, selected: true });
    const pk = (backend.db.prepare("SELECT pk FROM users WHERE uid = ?").get(buyer) as { pk: number }).pk;
    const mine = await json(await as(ADMIN, "GET", `${CUSTOMERS}/${pk}/permissions`));
    expect(mine.orgCustomer).toMatchObject({ uid: buyer, customerId: String(pk) });
    expect((mine.orderApprovalPermissions as Array<{ code: string; selected: boolean }>).filter((l) => l.selected).map((l) => l.code)).toEqual([code]);
    expect(await json(await as(ADMIN, "DELETE", `${CUSTOMERS}/${buyer}/permissions/${code}`))).toEqual({ id: code, selected: false });
    expect(await json(await as(ADMIN, "DELETE", `${CUSTOMERS}/${buyer}/permissions/${code}`))).toEqual({ id: code, selected: false });

    const group = ORG_LIMITS_E2E.group;
    expect(await json(await as(ADMIN, "POST", `${GROUPS}/${group}/orderApprovalPermissions?orderApprovalPermissionCode=${code}`))).toEqual({ id: code, selected: true });
    const assigned = await json(await as(ADMIN, "GET", `${GROUPS}/${group}/orderApprovalPermissions`));
    expect((assigned.orderApprovalPermissions as Array<{ code: string }>).map((l) => l.code).sort()).toEqual([ORG_LIMITS_E2E.groupLimit, code].sort());
    const detail = await json(await as(ADMIN, "GET", `${LIMITS}/${code}`));
    expect(detail).toMatchObject({ assignedUsersCount: 0, assignedUserGroupsCount: 1 });
    expect((detail.orgUnitUserGroups as Array<{ uid: string; selected: boolean }>)[0]).toMatchObject({ uid: group, selected: true });
    expect(await json(await as(ADMIN, "DELETE", `${GROUPS}/${group}/orderApprovalPermissions/${code}`))).toEqual({ id: code, selected: false });
    expect(audits(code)).toEqual([{ action: "ASSIGN_USER" }, { action: "UNASSIGN_USER" }, { action: "ASSIGN_USER_GROUP" }, { action: "UNASSIGN_USER_GROUP" }]);
  });
});
