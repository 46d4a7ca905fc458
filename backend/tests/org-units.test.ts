import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";
import { z } from "zod";

/**
 * Units / stores of the organisation administration (issue 26, H1; docs/organisation.md, docs/occ-api.md
 * "Organisation administration"): the tree, detail, create (idempotent, 409 on a duplicate uid), edit, the disable
 * cascade in one transaction (child units, users with their tokens, budgets, cost centres) and its preview, the root
 * refused, a disabled unit's edit refused, enable refused under a disabled parent, the users tab, add and remove a user
 * (validation first), unit approvers, addresses, and the scope (another organisation or subtree: 404).
 */

const CORP = "/occ/v2/corporate";
const STOCK = `${CORP}/users/current`;
const OURS = `${CORP}/orgUsers/current`;

const nodeSchema: z.ZodType<{ id: string; name: string; active: boolean; children: unknown[] }> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), active: z.boolean(), children: z.array(nodeSchema) }),
);
const flat = (node: { id: string; children: unknown[] }): string[] => [node.id, ...(node.children as (typeof node)[]).flatMap(flat)];

describe("org units (users/{u}/orgUnits…, orgUsers/{u}/business-units…)", () => {
  let backend: TestBackend;
  let admin: string;
  let nsw: string;
  let kiwi: string;
  let buyer: string;
  let wholesale: string;

  beforeAll(async () => {
    backend = createTestBackend({ devOutbox: true });
    const tokens = await Promise.all(
      ["admin@acme.example", "admin-nsw@acme.example", "admin@kiwi.example", "buyer@acme.example"].map(async (uid) => (await login(backend, uid)).access_token),
    );
    [admin, nsw, kiwi, buyer] = tokens as [string, string, string, string];
    wholesale = (await login(backend, "admin@wholesale.example")).access_token;
  });
  afterAll(() => backend.close());

  const errorOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];
  const create = (token: string, body: Record<string, unknown>, key?: string) =>
    sendJson(backend, "POST", `${STOCK}/orgUnits`, { token, body, headers: key ? { "Idempotency-Key": key } : {} });
  const patch = (token: string, uid: string, body: Record<string, unknown>) => sendJson(backend, "PATCH", `${STOCK}/orgUnits/${uid}`, { token, body });
  const detail = async (token: string, uid: string) => (await get(backend, `${STOCK}/orgUnits/${uid}`, token)).json() as Promise<Record<string, unknown>>;
  const fill = async (uid: string, group = "b2bcustomergroup") =>
    (await (await sendJson(backend, "POST", `/dev/org-units/${uid}/fill`, { body: { group } })).json()) as { user: { uid: string; pk: string }; budget: string; costCentre: string };
  const row = <T>(sql: string, ...args: unknown[]) => backend.db.prepare(sql).get(...args) as T;

  it("the tree: the admin's unit as the root node with every descendant; NSW's admin sees NSW only; wholesale its stores", async () => {
    const tree = nodeSchema.parse(await (await get(backend, `${STOCK}/orgUnitsRootNodeTree`, admin)).json());
    expect(tree.id).toBe("acme-au");
    expect(flat(tree)).toEqual(expect.arrayContaining(["acme-au-nsw", "acme-au-nsw-sydney", "acme-au-vic-geelong"]));
    expect(flat(tree)).not.toContain("kiwi-nz");
    const nswTree = nodeSchema.parse(await (await get(backend, `${STOCK}/orgUnitsRootNodeTree`, nsw)).json());
    expect(flat(nswTree).sort()).toEqual(["acme-au-nsw", "acme-au-nsw-newcastle", "acme-au-nsw-sydney"]);
    const stores = nodeSchema.parse(await (await get(backend, "/occ/v2/wholesale/users/current/orgUnitsRootNodeTree", wholesale)).json());
    expect(flat(stores)).toContain("harbour-sydney");
  });

  it("non-admins get 403 'No sufficient permissions to access this page'; another organisation's unit is 404", async () => {
    const forbidden = await get(backend, `${STOCK}/orgUnitsRootNodeTree`, buyer);
    expect(forbidden.status).toBe(403);
    expect(await errorOf(forbidden)).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
    for (const [token, uid] of [[kiwi, "acme-au"], [kiwi, "acme-au-nsw"], [nsw, "acme-au-vic"], [nsw, "acme-au"]] as const) {
      const response = await get(backend, `${STOCK}/orgUnits/${uid}`, token);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ type: "UnknownIdentifierError" });
    }
    expect((await patch(kiwi, "acme-au-vic", { active: false })).status).toBe(404);
    expect((await get(backend, `${OURS}/business-units/disablePreview?b2bUnit=acme-au-vic`, kiwi)).status).toBe(404);
    expect(row<{ active: number }>("SELECT active FROM org_units WHERE uid = 'acme-au-vic'").active).toBe(1);
  });

  it("the detail: SAP's B2BUnit fields, children, cost centres, approvers (assigned and effective), counts", async () => {
    const unit = await detail(admin, "acme-au-nsw");
    expect(unit).toMatchObject({
      uid: "acme-au-nsw",
      name: "Acme Workwear New South Wales",
      active: true,
      parentOrgUnit: { uid: "acme-au" },
      parentInScope: true,
      children: expect.arrayContaining([expect.objectContaining({ uid: "acme-au-nsw-sydney" })]),
      approvers: [expect.objectContaining({ uid: "grace.young@acme.example" })],
      effectiveApprovers: { source: "UNIT", fromUnit: { uid: "acme-au-nsw" } },
      counts: expect.objectContaining({ childUnits: 2 }),
    });
    expect((await detail(nsw, "acme-au-nsw"))["parentInScope"]).toBe(false);
    const processes = await (await get(backend, `${STOCK}/orgUnitsAvailableApprovalProcesses`, admin)).json();
    expect(processes).toEqual({ approvalProcesses: [expect.objectContaining({ code: "accApproval" }), expect.objectContaining({ code: "accApprovalEscalation" })] });
  });

  it("create: parent in scope and enabled, a duplicate uid is 409 with SAP's message, a repeated Idempotency-Key creates once", async () => {
    const body = { uid: "t-create", name: "Created unit", parentOrgUnit: { uid: "acme-au-nsw" }, approvalProcess: { code: "accApproval" } };
    const first = await create(admin, body, "create-key-0001");
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ uid: "t-create", active: true, parentOrgUnit: { uid: "acme-au-nsw" }, approvalProcess: { code: "accApproval" }, lastChange: { by: { uid: "admin@acme.example" }, action: "created" } });
    const again = await create(admin, body, "create-key-0001");
    expect(again.status).toBe(200);
    expect(row<{ n: number }>("SELECT count(*) AS n FROM org_units WHERE uid = 't-create'").n).toBe(1);
    const duplicate = await create(admin, { ...body, name: "Another" }, "create-key-0002");
    expect(duplicate.status).toBe(409);
    expect(await errorOf(duplicate)).toMatchObject({ type: "AlreadyExistsError", message: "Organizational unit with uid [t-create] already exists" });
    // The new unit inherits its organisation's site and currency.
    expect(row<{ site: string; currency: string }>("SELECT site, currency FROM org_units WHERE uid = 't-create'")).toEqual({ site: "corporate", currency: "AUD" });
    expect((await create(nsw, { ...body, uid: "t-outside", parentOrgUnit: { uid: "acme-au-vic" } })).status).toBe(404);
    const invalid = await create(admin, { ...body, uid: "", name: " " });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid))?.type).toBe("ValidationError");
  });

  it("edit: name and approval process; never under itself or outside the scope; the root cannot move", async () => {
    await create(admin, { uid: "t-edit", name: "Edit me", parentOrgUnit: { uid: "acme-au" } });
    await create(admin, { uid: "t-edit-child", name: "Edit child", parentOrgUnit: { uid: "t-edit" } });
    expect((await patch(admin, "t-edit", { name: "Edited", approvalProcess: { code: "accApprovalEscalation" } })).status).toBe(200);
    expect(await detail(admin, "t-edit")).toMatchObject({ name: "Edited", approvalProcess: { code: "accApprovalEscalation" }, lastChange: { action: "edited" } });
    const underItself = await patch(admin, "t-edit", { parentOrgUnit: { uid: "t-edit-child" } });
    expect(underItself.status).toBe(400);
    expect(await errorOf(underItself)).toMatchObject({ type: "ValidationError", subject: "parentOrgUnit" });
    expect((await patch(admin, "t-edit", { parentOrgUnit: { uid: "kiwi-nz" } })).status).toBe(404);
    expect(await errorOf(await patch(admin, "acme-au", { parentOrgUnit: { uid: "acme-au-vic" } }))).toMatchObject({ reason: "rootUnit" });
    expect((await patch(admin, "t-edit-child", { parentOrgUnit: { uid: "acme-au-vic" } })).status).toBe(200);
    expect((await detail(admin, "t-edit-child"))["parentOrgUnit"]).toMatchObject({ uid: "acme-au-vic" });
  });

  it("disable cascades in one go: child units, users (tokens revoked), budgets, cost centres; the preview lists exactly those", async () => {
    await create(admin, { uid: "t-mid", name: "Middle", parentOrgUnit: { uid: "acme-au" } });
    await create(admin, { uid: "t-leaf", name: "Leaf", parentOrgUnit: { uid: "t-mid" } });
    const mid = await fill("t-mid");
    const leaf = await fill("t-leaf");
    // Already disabled before: not part of the preview.
    backend.db.prepare("UPDATE budgets SET active = 0 WHERE code = ?").run(leaf.budget);
    const leafToken = (await login(backend, leaf.user.uid)).access_token;
    expect((await get(backend, `${CORP}/orgUsers/current`, leafToken)).status).toBe(200);

    const preview = (await (await get(backend, `${OURS}/business-units/disablePreview?b2bUnit=t-mid`, admin)).json()) as Record<string, { uid?: string; code?: string }[]>;
    expect(preview["childUnits"]!.map((u) => u.uid)).toEqual(["t-leaf"]);
    expect(preview["users"]!.map((u) => u.uid).sort()).toEqual([mid.user.uid, leaf.user.uid].sort());
    expect(preview["budgets"]!.map((b) => b.code)).toEqual([mid.budget]);
    expect(preview["costCentres"]!.map((c) => c.code).sort()).toEqual([mid.costCentre, leaf.costCentre].sort());

    expect((await patch(admin, "t-mid", { active: false })).status).toBe(200);
    expect(row<{ n: number }>("SELECT count(*) AS n FROM org_units WHERE uid IN ('t-mid', 't-leaf') AND active = 0").n).toBe(2);
    expect(row<{ n: number }>(`SELECT count(*) AS n FROM users WHERE uid IN (?, ?) AND disabled = 1`, mid.user.uid, leaf.user.uid).n).toBe(2);
    expect(row<{ n: number }>(`SELECT count(*) AS n FROM budgets WHERE code IN (?, ?) AND active = 0`, mid.budget, leaf.budget).n).toBe(2);
    expect(row<{ n: number }>(`SELECT count(*) AS n FROM cost_centres WHERE code IN (?, ?) AND active = 0`, mid.costCentre, leaf.costCentre).n).toBe(2);
    expect(row<{ n: number }>("SELECT count(*) AS n FROM oauth_tokens WHERE user_uid = ? AND revoked_at IS NULL", leaf.user.uid).n).toBe(0);
    expect((await get(backend, `${CORP}/orgUsers/current`, leafToken)).status).toBe(401);
    expect(await detail(admin, "t-mid")).toMatchObject({ active: false, lastChange: { action: "disabled" } });
    // A second disable changes nothing (a double submit): still one audit row.
    expect((await patch(admin, "t-mid", { active: false })).status).toBe(200);
    expect(row<{ n: number }>("SELECT count(*) AS n FROM org_audit WHERE entity_id = 't-mid' AND action = 'disabled'").n).toBe(1);

    // A disabled unit cannot be edited; its child cannot be enabled while it is disabled; enable is the unit only.
    expect(await errorOf(await patch(admin, "t-mid", { name: "Renamed" }))).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
    expect(await errorOf(await patch(admin, "t-leaf", { active: true }))).toMatchObject({ type: "IllegalStateError", reason: "parentDisabled" });
    expect(await errorOf(await create(admin, { uid: "t-under-disabled", name: "No", parentOrgUnit: { uid: "t-mid" } }))).toMatchObject({ reason: "parentDisabled" });
    expect((await patch(admin, "t-mid", { active: true })).status).toBe(200);
    expect(await detail(admin, "t-mid")).toMatchObject({ active: true });
    expect(await detail(admin, "t-leaf")).toMatchObject({ active: false });
    expect(row<{ disabled: number }>("SELECT disabled FROM users WHERE uid = ?", mid.user.uid).disabled).toBe(1);
    expect((await patch(admin, "t-leaf", { active: true })).status).toBe(200);
  });

  it("the root unit cannot be disabled (nor an admin's own unit); the database is unchanged", async () => {
    const root = await patch(admin, "acme-au", { active: false });
    expect(root.status).toBe(400);
    expect(await errorOf(root)).toMatchObject({ type: "IllegalStateError", reason: "rootUnit" });
    expect(await errorOf(await get(backend, `${OURS}/business-units/disablePreview?b2bUnit=acme-au`, admin))).toMatchObject({ reason: "rootUnit" });
    expect(await errorOf(await patch(nsw, "acme-au-nsw", { active: false }))).toMatchObject({ reason: "self" });
    expect(row<{ n: number }>("SELECT count(*) AS n FROM org_units WHERE uid IN ('acme-au', 'acme-au-nsw') AND active = 0").n).toBe(0);
  });

  it("users tab: the unit's users, filters (search, role, status), pagination", async () => {
    const tab = (body: Record<string, unknown>) => sendJson(backend, "POST", `${OURS}/manage-users/businessUnitUsersTab`, { token: admin, body });
    const all = (await (await tab({ unitId: "acme-au-nsw-sydney", currentPage: 0, pageSize: 50 })).json()) as { users: { uid: string; roles: string[]; pk: string }[]; pagination: { totalResults: number } };
    expect(all.users.map((u) => u.uid)).toEqual(expect.arrayContaining(["oliver.grant@acme.example", "ruby.hall@acme.example"]));
    expect(all.users.find((u) => u.uid === "ruby.hall@acme.example")?.roles).toEqual(["b2bapprovergroup"]);
    const approvers = (await (await tab({ unitId: "acme-au-nsw-sydney", role: "b2bapprovergroup" })).json()) as typeof all;
    expect(approvers.users.map((u) => u.uid)).toEqual(["ruby.hall@acme.example"]);
    const search = (await (await tab({ unitId: "acme-au-nsw-sydney", search: "ACME-1104" })).json()) as typeof all;
    expect(search.users.map((u) => u.uid)).toEqual(["jack.evans@acme.example"]);
    const page = (await (await tab({ unitId: "acme-au-nsw-sydney", pageSize: 1, currentPage: 1 })).json()) as typeof all;
    expect(page.users).toHaveLength(1);
    expect(page.pagination.totalResults).toBe(all.pagination.totalResults);
    const disabled = (await (await tab({ unitId: "acme-au", status: "DISABLED" })).json()) as typeof all;
    expect(disabled.users.map((u) => u.uid)).toContain("disabled@acme.example");
    expect((await sendJson(backend, "POST", `${OURS}/manage-users/businessUnitUsersTab`, { token: kiwi, body: { unitId: "acme-au" } })).status).toBe(404);
  });

  it("add a user (moves them), remove after the validation (moves to the parent, drops the unit's links); root refused", async () => {
    await create(admin, { uid: "t-move", name: "Move here", parentOrgUnit: { uid: "acme-au-vic" } });
    const filled = await fill("acme-au", "b2bapprovergroup");
    const search = (await (await get(backend, `${OURS}/searchUsersFromBillTo?soldToId=acme-au&searchText=${encodeURIComponent(filled.user.uid)}`, admin)).json()) as { users: { pk: string }[] };
    expect(search.users.map((u) => u.pk)).toEqual([filled.user.pk]);
    expect((await get(backend, `${OURS}/searchUsersFromBillTo?soldToId=acme-au&searchText=a`, kiwi)).status).toBe(404);

    // The move drops the links of the unit left (here the root): its approver assignment, cost centres and groups.
    expect((await sendJson(backend, "POST", `${STOCK}/orgUnits/acme-au/orgCustomers/${filled.user.uid}/roles?roleId=b2bapprovergroup`, { token: admin })).status).toBe(200);
    backend.db.prepare("INSERT INTO cost_centres (code, name, unit_uid, currency) VALUES ('T-ROOT-CC', 'Root CC', 'acme-au', 'AUD')").run();
    backend.db.prepare("INSERT INTO user_cost_centres (user_uid, cost_centre_code, is_default) VALUES (?, 'T-ROOT-CC', 1)").run(filled.user.uid);
    backend.db.prepare("INSERT INTO user_group_members (user_uid, group_uid, position) SELECT ?, uid, 99 FROM user_groups WHERE unit_uid = 'acme-au' LIMIT 1").run(filled.user.uid);
    const linksToRoot = () =>
      row<{ n: number }>(
        `SELECT (SELECT count(*) FROM unit_approvers WHERE unit_uid = 'acme-au' AND approver_uid = @u)
              + (SELECT count(*) FROM user_cost_centres WHERE user_uid = @u)
              + (SELECT count(*) FROM user_group_members m JOIN user_groups g ON g.uid = m.group_uid WHERE m.user_uid = @u AND g.unit_uid = 'acme-au') AS n`,
        { u: filled.user.uid },
      ).n;
    expect(linksToRoot()).toBe(3);
    const add = await sendJson(backend, "POST", `${OURS}/addUserToSelectedBusinessUnit`, { token: admin, body: { unitId: "t-move", customerPK: filled.user.pk } });
    expect(add.status).toBe(200);
    expect(row<{ org_unit: string }>("SELECT org_unit FROM users WHERE uid = ?", filled.user.uid).org_unit).toBe("t-move");
    expect(linksToRoot()).toBe(0);
    // Links of the unit, dropped on removal: approver of the unit, a cost centre of the unit, a group of the unit.
    expect((await sendJson(backend, "POST", `${STOCK}/orgUnits/t-move/orgCustomers/${filled.user.uid}/roles?roleId=b2bapprovergroup`, { token: admin })).status).toBe(200);
    backend.db.prepare("INSERT INTO cost_centres (code, name, unit_uid, currency) VALUES ('T-MOVE-CC', 'Move CC', 't-move', 'AUD')").run();
    backend.db.prepare("INSERT INTO user_cost_centres (user_uid, cost_centre_code, is_default) VALUES (?, 'T-MOVE-CC', 1)").run(filled.user.uid);

    const validation = (await (await sendJson(backend, "POST", `${OURS}/manage-users/removeUserValidation`, { token: admin, body: { unitId: "t-move", customerPK: filled.user.pk } })).json()) as Record<string, unknown>;
    expect(validation).toMatchObject({ canRemove: true, blockers: [], movesTo: { uid: "acme-au-vic" }, drops: { approverOfUnit: true, costCentres: [{ code: "T-MOVE-CC" }] } });
    const removed = await sendJson(backend, "POST", `${OURS}/manage-users/removeUserFromUnit`, { token: admin, body: { unitId: "t-move", customerPK: filled.user.pk } });
    expect(removed.status).toBe(200);
    expect(row<{ org_unit: string }>("SELECT org_unit FROM users WHERE uid = ?", filled.user.uid).org_unit).toBe("acme-au-vic");
    expect(row<{ n: number }>("SELECT count(*) AS n FROM unit_approvers WHERE unit_uid = 't-move'").n).toBe(0);
    expect(row<{ n: number }>("SELECT count(*) AS n FROM user_cost_centres WHERE user_uid = ?", filled.user.uid).n).toBe(0);
    // Not in the unit any more: 404; the root: refused.
    expect((await sendJson(backend, "POST", `${OURS}/manage-users/removeUserFromUnit`, { token: admin, body: { unitId: "t-move", customerPK: filled.user.pk } })).status).toBe(404);
    const buyerPk = row<{ pk: number }>("SELECT pk FROM users WHERE uid = 'buyer@acme.example'").pk;
    const rootValidation = (await (await sendJson(backend, "POST", `${OURS}/manage-users/removeUserValidation`, { token: admin, body: { unitId: "acme-au", customerPK: buyerPk } })).json()) as Record<string, unknown>;
    expect(rootValidation).toMatchObject({ canRemove: false, blockers: [{ code: "rootUnit" }] });
    expect(await errorOf(await sendJson(backend, "POST", `${OURS}/manage-users/removeUserFromUnit`, { token: admin, body: { unitId: "acme-au", customerPK: buyerPk } }))).toMatchObject({ reason: "rootUnit" });
    // Another organisation's user cannot be added.
    const kiwiPk = row<{ pk: number }>("SELECT pk FROM users WHERE uid = 'hana.parata@kiwi.example'").pk;
    expect((await sendJson(backend, "POST", `${OURS}/addUserToSelectedBusinessUnit`, { token: admin, body: { unitId: "t-move", customerPK: kiwiPk } })).status).toBe(404);
  });

  it("unit approvers: only active approvers of the scope; assign and unassign; addresses of the unit", async () => {
    const candidates = (await (await get(backend, `${STOCK}/orgUnits/acme-au-vic/orgCustomers?roleId=b2bapprovergroup`, admin)).json()) as { orgCustomers: { uid: string; selected: boolean }[] };
    expect(candidates.orgCustomers.find((c) => c.uid === "tom.ellis@acme.example")?.selected).toBe(true);
    const notApprover = await sendJson(backend, "POST", `${STOCK}/orgUnits/acme-au-vic/orgCustomers/buyer@acme.example/roles?roleId=b2bapprovergroup`, { token: admin });
    expect(notApprover.status).toBe(400);
    expect((await sendJson(backend, "POST", `${STOCK}/orgUnits/acme-au-vic/orgCustomers/mason.adams@acme.example/roles?roleId=b2bapprovergroup`, { token: admin })).status).toBe(200);
    expect(((await detail(admin, "acme-au-vic"))["approvers"] as { uid: string }[]).map((a) => a.uid)).toContain("mason.adams@acme.example");
    expect((await sendJson(backend, "DELETE", `${STOCK}/orgUnits/acme-au-vic/orgCustomers/mason.adams@acme.example/roles/b2bapprovergroup?roleId=b2bapprovergroup`, { token: admin })).status).toBe(200);
    expect(((await detail(admin, "acme-au-vic"))["approvers"] as { uid: string }[]).map((a) => a.uid)).not.toContain("mason.adams@acme.example");
    const addresses = (await (await get(backend, `${OURS}/business-units/details/deliveryAndShipping?b2bUnit=acme-au`, admin)).json()) as { addresses: unknown[] };
    expect(addresses.addresses.length).toBeGreaterThan(0);
    expect((await get(backend, `${OURS}/business-units/details/deliveryAndShipping?b2bUnit=acme-au`, kiwi)).status).toBe(404);
  });

  it("the spec's calls are extensions: 404 UnknownResourceError on a stock backend", async () => {
    const stock = createTestBackend({ extensions: "none" });
    try {
      const token = (await login(stock, "admin@acme.example")).access_token;
      const response = await get(stock, `${OURS}/business-units/disablePreview?b2bUnit=acme-au-nsw`, token);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ type: "UnknownResourceError" });
      expect((await get(stock, `${STOCK}/orgUnitsRootNodeTree`, token)).status).toBe(200);
    } finally {
      stock.close();
    }
  });
});
