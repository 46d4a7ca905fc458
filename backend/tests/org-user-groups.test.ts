import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ORG_GROUPS_E2E } from "../src/seed-data/org-groups-e2e";
import { createTestBackend, get, login, readJson, sendJson, type TestBackend } from "./helpers";

/** Issue 26 (H4): organisation user groups and the manage-organisation tiles (docs/organisation.md "User groups"). */
const GROUPS = "/occ/v2/corporate/users/current/orgUnitUserGroups";
const TILES = "/occ/v2/corporate/orgUsers/current/manage-organisation";

type Json = Record<string, unknown> & { errors?: Array<{ type: string; reason?: string; message: string; subject?: string }> };
const json = async (response: Response) => (await readJson(response)) as Json;

describe("organisation user groups", () => {
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

  beforeEach(() => {
    backend = createTestBackend();
    tokens.clear();
  });
  afterEach(() => backend.close());

  it("lists the groups of the admin's scope only, 50 per page by default", async () => {
    const acme = await json(await as("admin@acme.example", "GET", GROUPS));
    const uids = (acme.orgUnitUserGroups as Array<{ uid: string }>).map((group) => group.uid);
    expect(uids).toEqual(expect.arrayContaining(["acme-site-leads", "acme-nsw-drivers"]));
    expect(uids).not.toContain("kiwi-team-leaders");
    expect(uids).not.toContain("b2bcustomergroup");
    expect(acme.pagination).toMatchObject({ currentPage: 0, pageSize: 50 });
    const nsw = await json(await as("admin-nsw@acme.example", "GET", GROUPS));
    expect((nsw.orgUnitUserGroups as Array<{ uid: string }>).map((group) => group.uid)).toEqual(["acme-nsw-drivers"]);
  });

  it("offers the units of the admin's scope (availableOrgUnitNodes)", async () => {
    const nodes = await json(await as("admin-nsw@acme.example", "GET", "/occ/v2/corporate/users/current/availableOrgUnitNodes"));
    expect((nodes.unitNodes as Array<{ id: string; parent?: string }>).map((node) => node.id).sort()).toEqual(["acme-au-nsw", "acme-au-nsw-newcastle", "acme-au-nsw-sydney"]);
    expect((nodes.unitNodes as Array<{ id: string; parent?: string }>).find((node) => node.id === "acme-au-nsw")?.parent).toBeUndefined();
    expect((await as("buyer@acme.example", "GET", "/occ/v2/corporate/users/current/availableOrgUnitNodes")).status).toBe(403);
  });

  it("refuses non-admins with 403 'No sufficient permissions to access this page'", async () => {
    for (const uid of ["buyer@acme.example", "approver@acme.example", "wearer@acme.example"]) {
      const response = await as(uid, "GET", GROUPS);
      expect(response.status, uid).toBe(403);
      expect((await json(response)).errors?.[0]).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
      expect((await as(uid, "POST", GROUPS, { uid: "x-group", name: "X", orgUnit: { uid: "acme-au" } })).status).toBe(403);
      expect((await as(uid, "GET", TILES)).status).toBe(403);
    }
  });

  it("answers 404 for a group outside the admin's scope, also for every change", async () => {
    const kiwi = "admin@kiwi.example";
    expect((await as(kiwi, "GET", `${GROUPS}/acme-site-leads`)).status).toBe(404);
    expect((await as(kiwi, "PATCH", `${GROUPS}/acme-site-leads`, { name: "Hijacked" })).status).toBe(404);
    expect((await as(kiwi, "DELETE", `${GROUPS}/acme-site-leads`)).status).toBe(404);
    expect((await as(kiwi, "POST", `${GROUPS}/acme-site-leads/members?orgCustomerId=hana.parata@kiwi.example`)).status).toBe(404);
    expect((await as(kiwi, "GET", `${GROUPS}/acme-site-leads/availableOrgCustomers`)).status).toBe(404);
    // the NSW admin does not see the root's group; a role group is never an organisation group
    expect((await as("admin-nsw@acme.example", "GET", `${GROUPS}/acme-site-leads`)).status).toBe(404);
    expect((await as("admin@acme.example", "GET", `${GROUPS}/b2badmingroup`)).status).toBe(404);
    const row = backend.db.prepare("SELECT name FROM user_groups WHERE uid = 'acme-site-leads'").get();
    expect(row).toEqual({ name: "Site leads" });
  });

  it("shows a group with its unit, members, assigned purchase limits and the last change", async () => {
    const admin = ORG_GROUPS_E2E.admin;
    const group = await json(await as(admin, "GET", `${GROUPS}/${ORG_GROUPS_E2E.group}`));
    expect(group).toMatchObject({ uid: ORG_GROUPS_E2E.group, name: "Crew", orgUnit: { uid: ORG_GROUPS_E2E.root }, membersCount: 1, active: true, lastChange: null });
    expect((group.members as Array<{ uid: string }>).map((m) => m.uid)).toEqual([ORG_GROUPS_E2E.members[0]]);
    expect(group.permissions).toEqual([expect.objectContaining({ code: ORG_GROUPS_E2E.limit, threshold: 500, selected: true, orderApprovalPermissionType: expect.objectContaining({ code: "B2BOrderThresholdPermission" }) })]);
    const limits = await json(await as(admin, "GET", `${GROUPS}/${ORG_GROUPS_E2E.group}/availableOrderApprovalPermissions`));
    expect(limits.orderApprovalPermissions).toEqual([expect.objectContaining({ code: ORG_GROUPS_E2E.limit, selected: true })]);

    expect((await as(admin, "PATCH", `${GROUPS}/${ORG_GROUPS_E2E.group}`, { name: "Crew A" })).status).toBe(200);
    const changed = await json(await as(admin, "GET", `${GROUPS}/${ORG_GROUPS_E2E.group}`));
    expect(changed).toMatchObject({ name: "Crew A", lastChange: { by: { uid: admin, name: "Gail Groups" }, action: "UPDATE", at: "2026-11-21T09:00:00.000Z" } });
  });

  it("creates a group once per Idempotency-Key, refuses a duplicate uid with SAP's conflict, a bad body with field errors", async () => {
    const admin = ORG_GROUPS_E2E.admin;
    const body = { uid: "groups-new", name: "New group", orgUnit: { uid: ORG_GROUPS_E2E.team } };
    const headers = { "Idempotency-Key": "create-key-0001" };
    const first = await as(admin, "POST", GROUPS, body, headers);
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ uid: "groups-new", orgUnit: { uid: ORG_GROUPS_E2E.team }, membersCount: 0 });
    const again = await as(admin, "POST", GROUPS, body, headers);
    expect(again.status).toBe(200);
    expect(backend.db.prepare("SELECT count(*) AS n FROM org_audit WHERE entity_id = 'groups-new' AND action = 'CREATE'").get()).toEqual({ n: 1 });

    const duplicate = await as(admin, "POST", GROUPS, body, { "Idempotency-Key": "create-key-0002" });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).errors?.[0]).toMatchObject({ type: "AlreadyExistsError", subject: "uid", message: "Member Permission with the same id already exists" });
    // uids are unique across organisations (and role groups) too
    expect((await as(admin, "POST", GROUPS, { ...body, uid: "acme-site-leads" })).status).toBe(409);
    expect((await as(admin, "POST", GROUPS, { ...body, uid: "b2badmingroup" })).status).toBe(409);

    const invalid = await json(await as(admin, "POST", GROUPS, { uid: "has space", name: "", orgUnit: { uid: "" } }));
    expect(invalid.errors?.map((error) => error.subject).sort()).toEqual(["name", "orgUnit.uid", "uid"]);
    // a unit outside the scope is unknown
    expect((await as(admin, "POST", GROUPS, { ...body, uid: "groups-x", orgUnit: { uid: "acme-au" } })).status).toBe(404);
  });

  it("refuses a group in a disabled unit, and every change of a group whose unit is disabled", async () => {
    const admin = ORG_GROUPS_E2E.admin;
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = ?").run(ORG_GROUPS_E2E.team);
    const create = await json(await as(admin, "POST", GROUPS, { uid: "groups-off", name: "Off", orgUnit: { uid: ORG_GROUPS_E2E.team } }));
    expect(create.errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "parentDisabled" });
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = ?").run(ORG_GROUPS_E2E.root);
    const url = `${GROUPS}/${ORG_GROUPS_E2E.group}`;
    const expectDisabled = async (response: Response) => {
      expect(response.status).toBe(400);
      expect((await json(response)).errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
    };
    await expectDisabled(await as(admin, "PATCH", url, { name: "No" }));
    await expectDisabled(await as(admin, "DELETE", url));
    await expectDisabled(await as(admin, "POST", `${url}/members?orgCustomerId=${ORG_GROUPS_E2E.members[1]}`));
    await expectDisabled(await as(admin, "DELETE", `${url}/members/${ORG_GROUPS_E2E.members[0]}`));
    expect(await json(await as(admin, "GET", url))).toMatchObject({ active: false, name: "Crew" });
  });

  it("keeps the uid, moves a group only to a unit that holds its members", async () => {
    const admin = ORG_GROUPS_E2E.admin;
    const url = `${GROUPS}/${ORG_GROUPS_E2E.group}`;
    expect((await json(await as(admin, "PATCH", url, { uid: "renamed" }))).errors?.[0]).toMatchObject({ type: "ValidationError", subject: "uid" });
    // member 1 is in the team unit: the group can move there …
    expect((await as(admin, "PATCH", url, { orgUnit: { uid: ORG_GROUPS_E2E.team } })).status).toBe(200);
    // … but not the root admin's group with members across the tree into one site
    const acme = await json(await as("admin@acme.example", "PATCH", `${GROUPS}/acme-site-leads`, { orgUnit: { uid: "acme-au-nsw-sydney" } }));
    expect(acme.errors?.[0]).toMatchObject({ type: "IllegalStateError", reason: "membersOutsideUnit" });
    expect((await as("admin@acme.example", "PATCH", `${GROUPS}/acme-site-leads`, { orgUnit: { uid: "kiwi-nz" } })).status).toBe(404);
  });

  it("adds and removes members of the group's units only, each once, with audit rows", async () => {
    const admin = ORG_GROUPS_E2E.admin;
    const url = `${GROUPS}/${ORG_GROUPS_E2E.group}`;
    const available = await json(await as(admin, "GET", `${url}/availableOrgCustomers`));
    const users = available.users as Array<{ uid: string; selected: boolean; customerId: string }>;
    expect(users.map((u) => [u.uid, u.selected])).toEqual(
      expect.arrayContaining([[ORG_GROUPS_E2E.members[0], true], [ORG_GROUPS_E2E.members[1], false], [ORG_GROUPS_E2E.admin, false]]),
    );
    expect(users.every((u) => /^\d+$/.test(u.customerId))).toBe(true);

    const add = `${url}/members?orgCustomerId=${encodeURIComponent(ORG_GROUPS_E2E.members[1])}`;
    expect((await as(admin, "POST", add)).status).toBe(200);
    expect((await as(admin, "POST", add)).status).toBe(200);
    expect(((await json(await as(admin, "GET", url))).members as unknown[]).length).toBe(2);
    expect((await as(admin, "DELETE", `${url}/members/${encodeURIComponent(ORG_GROUPS_E2E.members[1])}`)).status).toBe(200);
    expect((await as(admin, "DELETE", `${url}/members/${encodeURIComponent(ORG_GROUPS_E2E.members[1])}`)).status).toBe(200);
    const actions = backend.db.prepare("SELECT action FROM org_audit WHERE entity_type = 'USER_GROUP' AND entity_id = ? ORDER BY id").all(ORG_GROUPS_E2E.group);
    expect(actions).toEqual([{ action: "ADD_MEMBER" }, { action: "REMOVE_MEMBER" }]);

    // a user of another organisation is unknown here; a group of the team unit cannot take a root-unit user
    expect((await as(admin, "POST", `${url}/members?orgCustomerId=buyer@acme.example`)).status).toBe(404);
    await as(admin, "POST", GROUPS, { uid: "groups-team-only", name: "Team", orgUnit: { uid: ORG_GROUPS_E2E.team } });
    expect((await as(admin, "POST", `${GROUPS}/groups-team-only/members?orgCustomerId=${ORG_GROUPS_E2E.admin}`)).status).toBe(404);
    expect((await as(admin, "POST", `${url}/members`)).status).toBe(400);
  });

  it("deletes a group with its members and purchase-limit assignments", async () => {
    const admin = ORG_GROUPS_E2E.admin;
    const url = `${GROUPS}/${ORG_GROUPS_E2E.group}`;
    expect((await as(admin, "DELETE", url)).status).toBe(200);
    expect((await as(admin, "GET", url)).status).toBe(404);
    expect((await as(admin, "DELETE", url)).status).toBe(404);
    const left = (table: string) => backend.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE group_uid = ?`).get(ORG_GROUPS_E2E.group);
    expect(left("user_group_members")).toEqual({ n: 0 });
    expect(left("purchase_limit_groups")).toEqual({ n: 0 });
    expect(backend.db.prepare("SELECT action FROM org_audit WHERE entity_id = ? ORDER BY id DESC LIMIT 1").get(ORG_GROUPS_E2E.group)).toEqual({ action: "DELETE" });
  });
});

describe("manage-organisation tiles", () => {
  let backend: TestBackend;
  beforeEach(() => {
    backend = createTestBackend();
  });
  afterEach(() => backend.close());

  const tiles = async (uid: string, site: "corporate" | "wholesale", query = "") => {
    const { access_token } = await login(backend, uid);
    const response = await get(backend, `/occ/v2/${site}/orgUsers/current/manage-organisation${query}`, access_token);
    return { status: response.status, body: (await readJson(response)) as { tiles: Array<{ id: string; name: string; count: number }>; pagination: Record<string, number> } };
  };

  it("counts the objects of the admin's scope, page size 40", async () => {
    const { status, body } = await tiles("admin-nsw@acme.example", "corporate", "?search=&pageSize=40&currentPage=0");
    expect(status).toBe(200);
    expect(body.tiles.map((tile) => tile.id)).toEqual(["units", "users", "userGroups", "costCentres", "budgets", "purchaseLimits", "purchaseOrders", "finances"]); // issue 28: + finances
    const count = (id: string) => body.tiles.find((tile) => tile.id === id)?.count;
    const db = backend.db;
    const nswUnits = ["acme-au-nsw", "acme-au-nsw-sydney", "acme-au-nsw-newcastle"];
    const inNsw = `IN (${nswUnits.map((u) => `'${u}'`).join(",")})`;
    expect(count("units")).toBe(3);
    expect(count("users")).toBe((db.prepare(`SELECT count(*) AS n FROM users WHERE org_unit ${inNsw} AND is_guest = 0 AND deleted_at IS NULL`).get() as { n: number }).n);
    expect(count("userGroups")).toBe(1);
    // NSW's and Sydney's, and Newcastle's nearly spent one (issue 27, seed-data/org-budgets-e2e.ts)
    expect(count("budgets")).toBe(3);
    // issue 28: + the finances tile (the open invoices of NSW and below)
    expect(count("finances")).toBe((db.prepare(`SELECT count(*) AS n FROM finance_documents WHERE kind = 'INVOICE' AND open_cents > 0 AND unit_uid ${inNsw}`).get() as { n: number }).n);
    expect(count("finances")).toBeGreaterThan(0);
    expect(body.pagination).toMatchObject({ pageSize: 40, totalResults: 8 });
  });

  it("narrows the tiles by name and says 'Stores' on the wholesale site", async () => {
    expect((await tiles("admin@acme.example", "corporate", "?search=USER")).body.tiles.map((tile) => tile.id)).toEqual(["users", "userGroups"]);
    const wholesale = await tiles("admin@wholesale.example", "wholesale", "?search=store");
    expect(wholesale.body.tiles).toEqual([expect.objectContaining({ id: "units", name: "Stores" })]);
  });

  it("is an extension: 404 UnknownResourceError with BACKEND_EXTENSIONS=none", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    expect((await tiles("admin@acme.example", "corporate")).status).toBe(404);
  });
});
