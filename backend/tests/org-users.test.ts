import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { codePrefix } from "../src/stores/org-users";
import { createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, type TestBackend } from "./helpers";

/**
 * Organisation users (issue 26, H2; stores/org-users.ts, routes/org-users.ts): the list and its filters, the user
 * detail, create-wwg-user (idempotent, duplicates, unit rules, set-password e-mail), the employee code generator and
 * checks, and the three edits — each rule with the scope (another organisation and a sibling subtree get 404).
 */

const BASE = "/occ/v2/corporate/orgUsers/current";
const rowSchema = z.object({
  pk: z.string(),
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  employeeCode: z.string().nullable(),
  unit: z.object({ uid: z.string(), name: z.string() }),
  roles: z.array(z.string()),
  active: z.boolean(),
});
const listSchema = z.object({
  users: z.array(rowSchema),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }),
});
const detailsSchema = rowSchema.extend({
  titleCode: z.string().nullable(),
  mobile: z.string().nullable(),
  unit: z.object({ uid: z.string(), name: z.string(), active: z.boolean() }),
  userGroups: z.array(z.object({ uid: z.string(), name: z.string() })),
  costCentres: z.array(z.object({ code: z.string(), name: z.string(), isDefault: z.boolean(), active: z.boolean() })),
  approvers: z.array(z.object({ uid: z.string() })),
  effectiveApprovers: z.object({ source: z.string(), approvers: z.array(z.object({ uid: z.string() })) }),
  canEdit: z.boolean(),
  lastChange: z.object({ by: z.object({ uid: z.string(), name: z.string() }), at: z.string(), action: z.string() }).nullable(),
});

describe("organisation users", () => {
  let backend: TestBackend;
  let admin: string;
  let nsw: string;
  let kiwi: string;
  let buyer: string;
  const pkOf = (uid: string) => String(backend.db.prepare<[string], { pk: number }>("SELECT pk FROM users WHERE uid = ?").get(uid)?.pk);
  const list = (token: string, body: Record<string, unknown> = {}) => sendJson(backend, "POST", `${BASE}/manage-users/users`, { token, body });
  const details = (token: string, pk: string) => get(backend, `${BASE}/manage-users/getUserDetails?customerPK=${pk}`, token);
  const newUser = (over: Record<string, unknown> = {}) => ({
    titleCode: "ms",
    firstName: "Nora",
    lastName: "New",
    email: "nora.new@acme.example",
    mobile: "0400 123 987",
    employeeCode: "ACME-9001",
    unitId: "acme-au-nsw-sydney",
    roles: ["b2bcustomergroup"],
    ...over,
  });
  const create = (token: string, body: unknown, key?: string) =>
    sendJson(backend, "POST", `${BASE}/manage-users/create-wwg-user`, { token, body, headers: key ? { "Idempotency-Key": key } : {} });
  const errorOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];

  beforeAll(async () => {
    backend = createTestBackend();
    const token = async (uid: string) => (await login(backend, uid)).access_token;
    admin = await token("admin@acme.example");
    nsw = await token("admin-nsw@acme.example");
    kiwi = await token("admin@kiwi.example");
    buyer = await token("buyer@acme.example");
  });
  afterAll(() => backend.close());

  it("refuses non-admins with 403 'No sufficient permissions to access this page' on every call", async () => {
    for (const response of [await list(buyer), await details(buyer, pkOf("oliver.grant@acme.example")), await get(backend, `${BASE}/generateEmployeeCode`, buyer)]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
    }
    expect((await create(buyer, newUser())).status).toBe(403);
  });

  it("lists the users of the admin's scope only, 50 a page, never deleted ones", async () => {
    const all = await parseJson(await list(admin, { pageSize: 100 }), listSchema);
    expect(all.users.length).toBeGreaterThan(20);
    const acmeUnits = backend.db.prepare<[], { uid: string }>(
      `WITH RECURSIVE down(uid) AS (SELECT 'acme-au' UNION ALL SELECT o.uid FROM org_units o JOIN down ON o.parent_uid = down.uid) SELECT uid FROM down`,
    ).all().map((unit) => unit.uid);
    expect(all.users.every((user) => acmeUnits.includes(user.unit.uid))).toBe(true);
    expect(all.users.some((user) => user.uid === "hana.parata@kiwi.example")).toBe(false);
    const ollie = (await parseJson(await list(admin, { search: "oliver.grant" }), listSchema)).users[0];
    expect(ollie).toMatchObject({ email: "oliver.grant@acme.example", name: "Oliver Grant", employeeCode: "ACME-1102", roles: ["b2bcustomergroup"], active: true });
    const page = await parseJson(await list(admin, {}), listSchema);
    expect(page.pagination).toMatchObject({ currentPage: 0, pageSize: 50, totalResults: all.pagination.totalResults });

    backend.db.prepare("UPDATE users SET deleted_at = 1 WHERE uid = 'leo.carter@acme.example'").run();
    const after = await parseJson(await list(admin, { search: "leo.carter" }), listSchema);
    expect(after.users).toEqual([]);
    expect((await details(admin, pkOf("leo.carter@acme.example"))).status).toBe(404);

    const nswOnly = await parseJson(await list(nsw, { pageSize: 100 }), listSchema);
    expect(nswOnly.users.length).toBeGreaterThan(3);
    expect(nswOnly.users.every((user) => user.unit.uid.startsWith("acme-au-nsw"))).toBe(true);
    expect((await list(nsw, { unitId: "acme-au-vic" })).status).toBe(404);
    expect((await list(kiwi, { unitId: "acme-au" })).status).toBe(404);
  });

  it("filters by unit, role, status and a search of name, e-mail or employee code", async () => {
    const byUnit = await parseJson(await list(admin, { unitId: "acme-au-nsw-sydney" }), listSchema);
    expect(byUnit.users.map((user) => user.uid)).toEqual(expect.arrayContaining(["oliver.grant@acme.example", "ruby.hall@acme.example"]));
    expect(byUnit.users.every((user) => user.unit.uid === "acme-au-nsw-sydney")).toBe(true);
    const approvers = await parseJson(await list(admin, { role: "b2bapprovergroup", pageSize: 100 }), listSchema);
    expect(approvers.users.length).toBeGreaterThan(2);
    expect(approvers.users.every((user) => user.roles.includes("b2bapprovergroup"))).toBe(true);
    for (const search of ["ACME-1110", "henry.scott@", "Henry Sc", "scott"]) {
      const found = await parseJson(await list(admin, { search }), listSchema);
      expect(found.users.map((user) => user.uid), search).toContain("henry.scott@acme.example");
    }
    expect((await parseJson(await list(admin, { search: "%" }), listSchema)).users).toEqual([]);
    backend.db.prepare("UPDATE users SET disabled = 1 WHERE uid = 'isla.baker@acme.example'").run();
    const disabled = await parseJson(await list(admin, { status: "DISABLED", pageSize: 100 }), listSchema);
    expect(disabled.users.map((user) => user.uid)).toContain("isla.baker@acme.example");
    expect(disabled.users.every((user) => !user.active)).toBe(true);
    const active = await parseJson(await list(admin, { status: "ACTIVE", pageSize: 100 }), listSchema);
    expect(active.users.map((user) => user.uid)).not.toContain("isla.baker@acme.example");
    expect((await list(admin, { role: "nope" })).status).toBe(400);
    expect((await list(admin, { pageSize: 101 })).status).toBe(400);
  });

  it("answers the filters: units of the scope (narrowed), roles, statuses", async () => {
    const filters = z.object({ units: z.array(z.object({ uid: z.string() })), roles: z.array(z.object({ uid: z.string() })), statuses: z.array(z.object({ code: z.string() })) });
    const all = await parseJson(await get(backend, `${BASE}/manage-users/filters`, admin), filters);
    expect(all.units[0]?.uid).toBe("acme-au");
    expect(all.units.map((unit) => unit.uid)).toContain("acme-au-vic-geelong");
    expect(all.roles.map((role) => role.uid)).toEqual(["customergroup", "b2bcustomergroup", "b2bapprovergroup", "b2bmanagergroup", "b2badmingroup", "unitorderviewergroup"]);
    expect(all.statuses.map((status) => status.code)).toEqual(["ACTIVE", "DISABLED"]);
    const narrowed = await parseJson(await get(backend, `${BASE}/manage-users/filters?unitId=acme-au-vic&unitName=geel`, admin), filters);
    expect(narrowed.units.map((unit) => unit.uid)).toEqual(["acme-au-vic-geelong"]);
    const nswUnits = await parseJson(await get(backend, `${BASE}/manage-users/filters`, nsw), filters);
    expect(nswUnits.units.every((unit) => unit.uid.startsWith("acme-au-nsw"))).toBe(true);
  });

  it("shows a user's details with groups, payment details and approvers; another organisation or subtree gets 404", async () => {
    const henry = await parseJson(await details(admin, pkOf("henry.scott@acme.example")), detailsSchema);
    expect(henry).toMatchObject({ uid: "henry.scott@acme.example", mobile: "+61400001110", unit: { uid: "acme-au-vic-melbourne", active: true }, canEdit: true });
    expect(henry.roles).toEqual(["b2bcustomergroup", "unitorderviewergroup"]);
    expect(henry.userGroups.map((group) => group.uid)).toEqual(["acme-site-leads"]);
    expect(henry.costCentres).toEqual([{ code: "ACME-MEL", name: "Melbourne depot", isDefault: true, active: true }]);
    expect(henry.approvers.map((a) => a.uid)).toEqual(["mason.adams@acme.example"]);
    expect(henry.effectiveApprovers.source).toBe("USER");
    const ollie = await parseJson(await details(admin, pkOf("oliver.grant@acme.example")), detailsSchema);
    expect(ollie.effectiveApprovers).toMatchObject({ source: "UNIT", approvers: [{ uid: "ruby.hall@acme.example" }] });

    for (const [token, pk] of [
      [kiwi, pkOf("oliver.grant@acme.example")],
      [nsw, pkOf("henry.scott@acme.example")],
      [admin, pkOf("hana.parata@kiwi.example")],
      [admin, "999999999"],
    ] as const) {
      const response = await details(token, pk);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ type: "UnknownIdentifierError" });
    }
    expect((await details(admin, "abc")).status).toBe(400);
  });

  it("generates the organisation's next free employee code and checks codes, e-mails and mobiles across all users", async () => {
    expect([codePrefix("acme-au"), codePrefix("kiwi-nz"), codePrefix("harbour-wholesale")]).toEqual(["ACME-", "KIWI-", "HARB-"]);
    const { employeeCode } = await parseJson(await get(backend, `${BASE}/generateEmployeeCode`, admin), z.object({ employeeCode: z.string() }));
    expect(employeeCode).toMatch(/^ACME-\d{4,}$/);
    expect(Number(employeeCode.slice(5))).toBeGreaterThanOrEqual(1001);
    const kiwiCode = await parseJson(await get(backend, `${BASE}/generateEmployeeCode`, kiwi), z.object({ employeeCode: z.string() }));
    expect(kiwiCode.employeeCode).toMatch(/^KIWI-\d{4,}$/);

    const check = async (token: string, path: string) => readJson(await get(backend, `${BASE}/${path}`, token));
    expect(await check(admin, `validateEmployeeCode?empCode=${employeeCode}`)).toEqual({ valid: true });
    // Another organisation's code, in any case, is taken.
    expect(await check(admin, "validateEmployeeCode?empCode=kiwi-1002")).toEqual({ valid: false, message: "This employee code is already in use" });
    expect(await check(kiwi, "validateEmployeeEmail?emailAddress=Oliver.Grant%40acme.example")).toEqual({ valid: false, message: "This e-mail address is already in use" });
    expect(await check(admin, "validateEmployeeEmail?emailAddress=free.person%40acme.example")).toEqual({ valid: true });
    expect(await check(admin, "validateEmployeeEmail?emailAddress=nope")).toMatchObject({ valid: false });
    // URL-encoded and normalised: '+61 400 001 102' is Oliver's.
    expect(await check(kiwi, `validateEmployeeMobile?empMobile=${encodeURIComponent("+61 400 001 102")}`)).toEqual({ valid: false, message: "This mobile number is already in use" });
    expect(await check(admin, `validateEmployeeMobile?empMobile=${encodeURIComponent("+61 499 999 999")}`)).toEqual({ valid: true });
    // The user being edited keeps their own.
    expect(await check(admin, `validateEmployeeCode?empCode=ACME-1102&customerPK=${pkOf("oliver.grant@acme.example")}`)).toEqual({ valid: true });
    expect((await get(backend, `${BASE}/validateEmployeeCode?empCode=ACME-1102&customerPK=${pkOf("oliver.grant@acme.example")}`, kiwi)).status).toBe(404);
  });

  it("creates a user once per Idempotency-Key, with roles, an audit row and a set-password e-mail", async () => {
    const key = "create-nora-0001";
    const first = await create(admin, newUser({ roles: ["b2bcustomergroup", "b2badmingroup"] }), key);
    expect(first.status).toBe(201);
    const nora = await parseJson(first, detailsSchema);
    expect(nora).toMatchObject({ uid: "nora.new@acme.example", titleCode: "ms", mobile: "0400123987", employeeCode: "ACME-9001", unit: { uid: "acme-au-nsw-sydney" }, active: true });
    expect(nora.roles).toEqual(["b2bcustomergroup", "b2badmingroup"]);
    expect(nora.lastChange).toMatchObject({ by: { uid: "admin@acme.example" }, action: "CREATE" });
    const groups = backend.db.prepare<[string], { group_uid: string }>("SELECT group_uid FROM user_group_members WHERE user_uid = ?").all(nora.uid);
    expect(groups.map((g) => g.group_uid)).toContain("CustomerAdmin");
    const mail = backend.db.prepare<[string], { subject: string; link: string }>("SELECT subject, link FROM outbox WHERE to_address = ?").all(nora.uid);
    expect(mail).toEqual([{ subject: "Set your password", link: expect.stringMatching(/^http:\/\/corporate\.test\/reset\?token=/) }]);

    const again = await create(admin, newUser({ roles: ["b2bcustomergroup", "b2badmingroup"] }), key);
    expect(again.status).toBe(201);
    expect((await parseJson(again, detailsSchema)).pk).toBe(nora.pk);
    expect(backend.db.prepare("SELECT count(*) AS n FROM users WHERE uid = 'nora.new@acme.example'").get()).toEqual({ n: 1 });
  });

  it("refuses duplicates per subject with 409 'User already exists', units outside the scope or disabled, and bad fields", async () => {
    const cases = [
      { body: newUser({ email: "OLIVER.grant@acme.example", employeeCode: "ACME-9101", mobile: undefined }), subject: "email" },
      { body: newUser({ email: "x1@acme.example", employeeCode: "kiwi-1001", mobile: undefined }), subject: "employeeCode" },
      { body: newUser({ email: "x2@acme.example", employeeCode: "ACME-9102", mobile: "+61 400 001 103" }), subject: "mobile" },
    ];
    for (const { body, subject } of cases) {
      const response = await create(admin, body);
      expect(response.status, subject).toBe(409);
      expect(await errorOf(response)).toMatchObject({ type: "AlreadyExistsError", subject, message: "User already exists" });
    }
    expect((await create(nsw, newUser({ email: "x3@acme.example", employeeCode: "ACME-9103", mobile: undefined, unitId: "acme-au-vic" }))).status).toBe(404);
    expect((await create(kiwi, newUser({ email: "x4@acme.example", employeeCode: "ACME-9104", mobile: undefined }))).status).toBe(404);
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = 'acme-au-vic-geelong'").run();
    const disabled = await create(admin, newUser({ email: "x5@acme.example", employeeCode: "ACME-9105", mobile: undefined, unitId: "acme-au-vic-geelong" }));
    expect(disabled.status).toBe(400);
    expect(await errorOf(disabled)).toMatchObject({ type: "IllegalStateError", reason: "parentDisabled" });
    backend.db.prepare("UPDATE org_units SET active = 1 WHERE uid = 'acme-au-vic-geelong'").run();

    const bad = await create(admin, newUser({ email: "nope", roles: [], firstName: "<b>", employeeCode: "A B" }));
    expect(bad.status).toBe(400);
    expect((await parseJson(bad, occErrorsSchema)).errors.map((e) => e.subject).sort()).toEqual(["email", "employeeCode", "firstName", "roles"]);
    expect(backend.db.prepare("SELECT count(*) AS n FROM users WHERE uid LIKE 'x_@acme.example'").get()).toEqual({ n: 0 });
  });

  it("edits personal, contact and employee details with the audit; a disabled user is read-only", async () => {
    const pk = pkOf("zoe.clarke@acme.example");
    const patch = (token: string, what: string, body: unknown) => sendJson(backend, "PATCH", `${BASE}/manage-users/${what}`, { token, body });

    expect((await patch(nsw, "updatePersonalDetails", { customerPK: pk, titleCode: "dr", firstName: "Zoë", lastName: "Clarke-Ng" })).status).toBe(200);
    const zoe = await parseJson(await details(admin, pk), detailsSchema);
    expect(zoe).toMatchObject({ titleCode: "dr", name: "Zoë Clarke-Ng", lastChange: { by: { uid: "admin-nsw@acme.example" }, action: "UPDATE_PERSONAL_DETAILS" } });

    // Contact: a new e-mail is the new login; the old sessions end.
    const zoeToken = (await login(backend, "zoe.clarke@acme.example")).access_token;
    expect((await patch(admin, "updateContactDetails", { customerPK: pk, email: "ruby.hall@acme.example", mobile: null })).status).toBe(409);
    expect((await patch(admin, "updateContactDetails", { customerPK: pk, email: "zoe.clarke@acme.example", mobile: "+61400001109" })).status).toBe(409);
    expect((await patch(admin, "updateContactDetails", { customerPK: pk, email: "Zoe.Ng@acme.example", mobile: "0400 777 888" })).status).toBe(200);
    expect((await get(backend, "/occ/v2/corporate/orgUsers/current", zoeToken)).status).toBe(401);
    await login(backend, "zoe.ng@acme.example");
    const moved = await parseJson(await details(admin, pk), detailsSchema);
    expect(moved).toMatchObject({ uid: "zoe.ng@acme.example", email: "zoe.ng@acme.example", mobile: "0400777888", userGroups: [{ uid: "acme-nsw-drivers" }] });

    // Employee: code unique, unit in scope and enabled.
    expect((await patch(admin, "updateEmployeeDetails", { customerPK: pk, employeeCode: "ACME-1102", unitId: "acme-au-nsw" })).status).toBe(409);
    expect((await patch(nsw, "updateEmployeeDetails", { customerPK: pk, employeeCode: "ACME-1107", unitId: "acme-au-vic" })).status).toBe(404);
    expect((await patch(admin, "updateEmployeeDetails", { customerPK: pk, employeeCode: "acme-7107", unitId: "acme-au-nsw-sydney" })).status).toBe(200);
    expect(await parseJson(await details(admin, pk), detailsSchema)).toMatchObject({ employeeCode: "ACME-7107", unit: { uid: "acme-au-nsw-sydney" } });

    // Another organisation's admin: 404 on every edit.
    expect((await patch(kiwi, "updatePersonalDetails", { customerPK: pk, firstName: "X", lastName: "Y" })).status).toBe(404);

    backend.db.prepare("UPDATE users SET disabled = 1 WHERE pk = ?").run(Number(pk));
    const refused = await patch(admin, "updatePersonalDetails", { customerPK: pk, firstName: "Zed", lastName: "Ng" });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
    expect((await parseJson(await details(admin, pk), detailsSchema)).canEdit).toBe(false);
  });

  it("answers 404 UnknownResourceError without the extensions (stock SAP)", async () => {
    const stock = createTestBackend({ extensions: "none" });
    try {
      const token = (await login(stock, "admin@acme.example")).access_token;
      const response = await get(stock, `${BASE}/manage-users/getUserDetails?customerPK=100001`, token);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ type: "UnknownResourceError" });
    } finally {
      stock.close();
    }
  });
});
