import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BaseSite } from "../src/http/env";
import { OccError } from "../src/http/errors";
import { ORG_USER_ADMIN_E2E as U } from "../src/seed-data/org-user-admin-e2e";
import { orgAdmins } from "../src/stores/org-admin";
import { orgUserAdminStore } from "../src/stores/org-user-admin";
import { createTestBackend, login, occErrorsSchema, parseJson, readJson, type TestBackend } from "./helpers";

/**
 * User administration (issue 26, H3; routes/org-user-admin.ts, stores/org-user-admin.ts): roles, deactivate and
 * activate, validate and delete, payment details, user approvers — every rule, the scope and the audit.
 */

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(() => backend.close());

const SITE = "/occ/v2/corporate";
const ADMIN = "admin@acme.example";

function call(method: string, path: string, token: string | null, body?: unknown, site = SITE) {
  return backend.app.request(`${site}/${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const tokenOf = async (uid: string) => (await login(backend, uid)).access_token;
const errorOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];
const pkOf = (uid: string) => String(backend.db.prepare<[string], { pk: number }>("SELECT pk FROM users WHERE uid = ?").get(uid)?.pk);
const groupsOf = (uid: string) =>
  backend.db
    .prepare<[string], { g: string }>("SELECT group_uid AS g FROM user_group_members WHERE user_uid = ? ORDER BY group_uid")
    .all(uid)
    .map((row) => row.g);
const userRow = (uid: string) =>
  backend.db.prepare<[string], { disabled: number; deletedAt: number | null }>("SELECT disabled, deleted_at AS deletedAt FROM users WHERE uid = ?").get(uid);
const audits = (pk: number | string) =>
  backend.db
    .prepare<[string], { action: string; actor: string }>("SELECT action, actor_uid AS actor FROM org_audit WHERE entity_type = 'USER' AND entity_id = ? ORDER BY id")
    .all(String(pk));
const pk = (user: { pk: number }) => String(user.pk);
/** The IllegalStateError reason a store call throws (null when it does not throw). */
function reasonOf(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    return error instanceof OccError ? (error.errors[0].reason ?? null) : String(error);
  }
  return null;
}

describe("roles", () => {
  it("roleDetails lists the roles and the right; non-admins get 403 'No sufficient permissions to access this page'", async () => {
    const details = await readJson(await call("GET", "orgUsers/current/roleDetails", await tokenOf(ADMIN)));
    expect(details).toEqual({
      roles: [
        { uid: "customergroup", name: "Wearer" },
        { uid: "b2bcustomergroup", name: "Customer" },
        { uid: "b2bapprovergroup", name: "Approver" },
        { uid: "b2bmanagergroup", name: "Manager" },
        { uid: "b2badmingroup", name: "Admin" },
      ],
      rights: [{ uid: "unitorderviewergroup", name: "View Unit-Level Orders" }],
    });
    const buyer = await call("GET", "orgUsers/current/roleDetails", await tokenOf("buyer@acme.example"));
    expect(buyer.status).toBe(403);
    expect(await errorOf(buyer)).toMatchObject({ type: "ForbiddenError", message: "No sufficient permissions to access this page" });
  });

  it("updateRole adds (admin adds CustomerAdmin too), removeRole removes both; repeats are no-ops; audited", async () => {
    const token = await tokenOf(ADMIN);
    expect((await call("POST", "orgUsers/current/manage-users/updateRole", token, { customerPK: pk(U.roleJs), roleId: "b2bmanagergroup" })).status).toBe(200);
    expect((await call("POST", "orgUsers/current/manage-users/updateRole", token, { customerPK: pk(U.roleJs), roleId: "b2bmanagergroup" })).status).toBe(200);
    expect(groupsOf(U.roleJs.uid)).toEqual(["b2bcustomergroup", "b2bmanagergroup"]);
    await call("POST", "orgUsers/current/manage-users/updateRole", token, { customerPK: pk(U.roleJs), roleId: "b2badmingroup" });
    expect(groupsOf(U.roleJs.uid)).toEqual(["CustomerAdmin", "b2badmingroup", "b2bcustomergroup", "b2bmanagergroup"]);
    expect((await call("PATCH", "orgUsers/current/manage-users/removeRole", token, { customerPK: pk(U.roleJs), roleId: "b2badmingroup" })).status).toBe(200);
    expect(groupsOf(U.roleJs.uid)).toEqual(["b2bcustomergroup", "b2bmanagergroup"]);
    expect(audits(U.roleJs.pk).map((a) => a.action)).toEqual(["addRole", "addRole", "removeRole"]);
    expect(audits(U.roleJs.pk)[0]?.actor).toBe(ADMIN);
  });

  it("an unknown role is 400 ValidationError on roleId; a bad customerPK 400 on customerPK", async () => {
    const token = await tokenOf(ADMIN);
    const role = await call("POST", "orgUsers/current/manage-users/updateRole", token, { customerPK: pk(U.roleJs), roleId: "CustomerAdmin" });
    expect(role.status).toBe(400);
    expect(await errorOf(role)).toMatchObject({ type: "ValidationError", subject: "roleId" });
    const bad = await call("POST", "orgUsers/current/manage-users/updateRole", token, { customerPK: "abc", roleId: "b2bmanagergroup" });
    expect(await errorOf(bad)).toMatchObject({ type: "ValidationError", subject: "customerPK" });
  });

  it("the last role is kept (lastRole); a right is not a role", async () => {
    const token = await tokenOf(ADMIN);
    await call("POST", "orgUsers/current/manage-users/updateRole", token, { customerPK: pk(U.roleJs), roleId: "unitorderviewergroup" });
    const last = await call("PATCH", "orgUsers/current/manage-users/removeRole", token, { customerPK: pk(U.roleJs), roleId: "b2bcustomergroup" });
    expect(last.status).toBe(400);
    expect(await errorOf(last)).toMatchObject({ type: "IllegalStateError", reason: "lastRole" });
    expect((await call("PATCH", "orgUsers/current/manage-users/removeRole", token, { customerPK: pk(U.roleJs), roleId: "unitorderviewergroup" })).status).toBe(200);
    expect(groupsOf(U.roleJs.uid)).toEqual(["b2bcustomergroup"]);
  });

  it("an admin cannot remove their own admin role (self); a subtree admin cannot reach the root's admin (404)", async () => {
    const token = await tokenOf(ADMIN);
    const self = await call("PATCH", "orgUsers/current/manage-users/removeRole", token, { customerPK: pkOf(ADMIN), roleId: "b2badmingroup" });
    expect(self.status).toBe(400);
    expect(await errorOf(self)).toMatchObject({ type: "IllegalStateError", reason: "self" });
    expect(groupsOf(ADMIN)).toContain("b2badmingroup");

    // NSW's admin cannot reach the root's admin at all (outside NSW).
    const nsw = await tokenOf("admin-nsw@acme.example");
    expect((await call("PATCH", "orgUsers/current/manage-users/removeRole", nsw, { customerPK: pkOf(ADMIN), roleId: "b2badmingroup" })).status).toBe(404);
  });

  it("a disabled user's roles cannot be changed (disabledItem)", async () => {
    backend.db.prepare("UPDATE users SET disabled = 1 WHERE uid = ?").run(U.roleJs.uid);
    const response = await call("POST", "orgUsers/current/manage-users/updateRole", await tokenOf(ADMIN), { customerPK: pk(U.roleJs), roleId: "b2bmanagergroup" });
    expect(await errorOf(response)).toMatchObject({ type: "IllegalStateError", reason: "disabledItem" });
  });
});

describe("last admin", () => {
  it("Kiwi's only admin: deleting themselves is blocked twice (self, lastAdmin)", async () => {
    const kiwiAdmin = "admin@kiwi.example";
    const validation = await readJson(await call("POST", "orgUsers/current/manage-users/validatedeletion", await tokenOf(kiwiAdmin), { customerPK: pkOf(kiwiAdmin) }));
    expect(validation).toMatchObject({ canDelete: false, blockers: [{ code: "self" }, { code: "lastAdmin" }] });
  });

  it("the organisation's last active admin cannot be deactivated, lose the admin role or be deleted (lastAdmin)", async () => {
    // Over HTTP the acting admin is always another active admin; the rule still holds when the actor's own account
    // is disabled during the change (the store with an admin read before).
    const admins = orgAdmins(backend.db, () => backend.clock.now);
    const store = orgUserAdminStore(backend.db, () => backend.clock.now, { orgAdmins: admins });
    const admin = admins.admin(ADMIN, "current", { uid: "corporate" } as BaseSite);
    // Every other admin of Acme (the root's, NSW's, any e2e admin) disabled.
    backend.db
      .prepare(
        `UPDATE users SET disabled = 1 WHERE org_unit LIKE 'acme-au%'
         AND uid IN (SELECT user_uid FROM user_group_members WHERE group_uid IN ('b2badmingroup', 'CustomerAdmin'))`,
      )
      .run();
    store.addRole(admin, pk(U.roleJs), "b2badmingroup");
    expect(reasonOf(() => store.deactivate(admin, pk(U.roleJs)))).toBe("lastAdmin");
    expect(reasonOf(() => store.removeRole(admin, pk(U.roleJs), "b2badmingroup"))).toBe("lastAdmin");
    expect(reasonOf(() => store.delete(admin, pk(U.roleJs)))).toBe("lastAdmin");
    expect(userRow(U.roleJs.uid)).toMatchObject({ disabled: 0, deletedAt: null });
    expect(store.validateDeletion(admin, pk(U.roleJs))).toMatchObject({ canDelete: false, blockers: [{ code: "lastAdmin" }] });
    // With a second active admin the same changes go ahead.
    backend.db.prepare("UPDATE users SET disabled = 0 WHERE uid = 'admin-nsw@acme.example'").run();
    store.removeRole(admin, pk(U.roleJs), "b2badmingroup");
    expect(groupsOf(U.roleJs.uid)).toEqual(["b2bcustomergroup"]);
  });
});

describe("deactivate and activate", () => {
  it("deactivate disables the user and revokes every token in the same change: their next request is signed out", async () => {
    const victim = await tokenOf(U.deactivateJs.uid);
    expect((await call("GET", "orgUsers/current", victim)).status).toBe(200);
    const response = await call("POST", "orgUsers/current/manage-users/deactivate", await tokenOf(ADMIN), { customerPK: pk(U.deactivateJs) });
    expect(response.status).toBe(200);
    expect(userRow(U.deactivateJs.uid)?.disabled).toBe(1);
    expect((await call("GET", "orgUsers/current", victim)).status).toBe(401);
    const open = backend.db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM oauth_tokens WHERE user_uid = ? AND revoked_at IS NULL").get(U.deactivateJs.uid);
    expect(open?.n).toBe(0);
    // Sign-in refused.
    await expect(login(backend, U.deactivateJs.uid)).rejects.toThrow();
    expect(audits(U.deactivateJs.pk).map((a) => a.action)).toEqual(["deactivate"]);
    // A repeat is a no-op (no second audit row).
    await call("POST", "orgUsers/current/manage-users/deactivate", await tokenOf(ADMIN), { customerPK: pk(U.deactivateJs) });
    expect(audits(U.deactivateJs.pk)).toHaveLength(1);
  });

  it("an admin cannot deactivate themselves (self)", async () => {
    const response = await call("POST", "orgUsers/current/manage-users/deactivate", await tokenOf(ADMIN), { customerPK: pkOf(ADMIN) });
    expect(await errorOf(response)).toMatchObject({ type: "IllegalStateError", reason: "self" });
    expect(userRow(ADMIN)?.disabled).toBe(0);
  });

  it("activate enables; refused while the user's unit or an ancestor is disabled (parentDisabled)", async () => {
    const token = await tokenOf(ADMIN);
    await call("POST", "orgUsers/current/manage-users/deactivate", token, { customerPK: pk(U.deactivateJs) });
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = 'acme-au-nsw'").run();
    const refused = await call("POST", "orgUsers/current/manage-users/activate", token, { customerPK: pk(U.deactivateJs) });
    expect(await errorOf(refused)).toMatchObject({ type: "IllegalStateError", reason: "parentDisabled" });
    backend.db.prepare("UPDATE org_units SET active = 1 WHERE uid = 'acme-au-nsw'").run();
    expect((await call("POST", "orgUsers/current/manage-users/activate", token, { customerPK: pk(U.deactivateJs) })).status).toBe(200);
    expect(userRow(U.deactivateJs.uid)?.disabled).toBe(0);
    expect((await login(backend, U.deactivateJs.uid)).access_token).toBeTruthy();
  });
});

describe("validate and delete", () => {
  it("validatedeletion lists the warnings; delete soft-deletes and drops the links; orders stay", async () => {
    const token = await tokenOf(ADMIN);
    const validation = await readJson(await call("POST", "orgUsers/current/manage-users/validatedeletion", token, { customerPK: pk(U.deleteJs) }));
    expect(validation).toEqual({
      customerPK: pk(U.deleteJs),
      canDelete: true,
      blockers: [],
      warnings: [{ code: "userApprover", message: "Approver of Abe Approversjs: the assignment is removed" }],
    });
    const victim = await tokenOf(U.deleteJs.uid);
    const response = await call("DELETE", "orgUsers/current/manage-users/delete", token, { customerPK: pk(U.deleteJs) });
    expect(response.status).toBe(200);
    expect(userRow(U.deleteJs.uid)).toMatchObject({ disabled: 1, deletedAt: expect.any(Number) });
    expect((await call("GET", "orgUsers/current", victim)).status).toBe(401);
    const links = backend.db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM user_approvers WHERE approver_uid = ?").get(U.deleteJs.uid);
    expect(links?.n).toBe(0);
    // Gone: every call about the user is 404 now.
    const again = await call("DELETE", "orgUsers/current/manage-users/delete", token, { customerPK: pk(U.deleteJs) });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toMatchObject({ type: "UnknownIdentifierError" });
  });

  it("warns about group memberships, unit approvals and orders pending approval", async () => {
    const token = await tokenOf(ADMIN);
    const validation = await readJson(await call("POST", "orgUsers/current/manage-users/validatedeletion", token, { customerPK: pkOf("grace.young@acme.example") }));
    expect(validation).toMatchObject({ canDelete: true, warnings: expect.arrayContaining([expect.objectContaining({ code: "unitApprover" })]) });
    const member = await readJson(await call("POST", "orgUsers/current/manage-users/validatedeletion", token, { customerPK: pkOf("jack.evans@acme.example") }));
    expect(member).toMatchObject({ warnings: [{ code: "groupMember", message: "Member of NSW drivers: the membership is removed" }] });
    const pending = backend.db.prepare<[], { uid: string }>("SELECT user_uid AS uid FROM orders WHERE status = 'PENDING_APPROVAL' AND user_uid LIKE '%@acme.example' LIMIT 1").get();
    if (pending) {
      const withOrders = await readJson(await call("POST", "orgUsers/current/manage-users/validatedeletion", token, { customerPK: pkOf(pending.uid) }));
      expect(withOrders).toMatchObject({ warnings: expect.arrayContaining([expect.objectContaining({ code: "pendingOrders" })]) });
    }
  });

  it("the admin cannot delete themselves: a blocker in the validation, refused (self) by the delete", async () => {
    const token = await tokenOf(ADMIN);
    const validation = await readJson(await call("POST", "orgUsers/current/manage-users/validatedeletion", token, { customerPK: pkOf(ADMIN) }));
    expect(validation).toMatchObject({ canDelete: false, blockers: [{ code: "self", message: "You cannot delete yourself" }] });
    const response = await call("DELETE", "orgUsers/current/manage-users/delete", token, { customerPK: pkOf(ADMIN) });
    expect(await errorOf(response)).toMatchObject({ type: "IllegalStateError", reason: "self" });
    expect(userRow(ADMIN)?.deletedAt).toBeNull();
  });
});

describe("payment details", () => {
  const base = "orgUsers/current/manage-users/user-payment-details";

  it("lists, searches the addable ones (the unit's and its ancestors', active, not linked), adds, sets default, removes", async () => {
    const token = await tokenOf(ADMIN);
    const list = await readJson(await call("GET", `${base}?customerPk=${U.paymentJs.pk}`, token));
    expect(list).toMatchObject({ customerPK: pk(U.paymentJs), costCentres: [{ code: "ACME-SYD", isDefault: true, active: true }] });
    const search = (await readJson(await call("GET", `orgUsers/current/costcenter-search-paymentdetails?customerPK=${U.paymentJs.pk}&search=`, token))) as { costCenters: Array<{ code: string }> };
    const codes = search.costCenters.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["ACME-NSW", "ACME-OPS", "ACME-FLEET"]));
    expect(codes).not.toContain("ACME-SYD");
    expect(codes).not.toContain("ACME-MEL");
    const narrowed = (await readJson(await call("GET", `orgUsers/current/costcenter-search-paymentdetails?customerPK=${U.paymentJs.pk}&search=nsw`, token))) as { costCenters: Array<{ code: string }> };
    expect(narrowed.costCenters.map((c) => c.code)).toEqual(["ACME-NSW"]);

    const added = await call("GET", `orgUsers/current/add-costCenter-payment-details?customerPK=${U.paymentJs.pk}&costCenterCodes=ACME-NSW,ACME-OPS`, token);
    expect(added.status).toBe(200);
    expect(await readJson(added)).toMatchObject({ costCentres: [{ code: "ACME-SYD", isDefault: true }, { code: "ACME-NSW", isDefault: false }, { code: "ACME-OPS", isDefault: false }] });
    const outside = await call("GET", `orgUsers/current/add-costCenter-payment-details?customerPK=${U.paymentJs.pk}&costCenterCodes=ACME-MEL`, token);
    expect(await errorOf(outside)).toMatchObject({ type: "ValidationError", subject: "costCenterCodes" });

    const def = await call("PATCH", `${base}/${U.paymentJs.pk}/updateDefaultCostCenter/ACME-NSW`, token);
    expect(await readJson(def)).toMatchObject({ costCentres: [{ code: "ACME-NSW", isDefault: true }, { isDefault: false }, { isDefault: false }] });
    const removed = await call("DELETE", `${base}/${U.paymentJs.pk}/removeCostCenter/ACME-NSW`, token);
    const after = (await readJson(removed)) as { costCentres: Array<{ code: string; isDefault: boolean }> };
    expect(after.costCentres.map((c) => c.code)).toEqual(["ACME-OPS", "ACME-SYD"]);
    expect(after.costCentres.filter((c) => c.isDefault)).toHaveLength(1);
    const notLinked = await call("DELETE", `${base}/${U.paymentJs.pk}/removeCostCenter/ACME-MEL`, token);
    expect(notLinked.status).toBe(404);
    expect(audits(U.paymentJs.pk).map((a) => a.action)).toEqual(["addCostCentres", "setDefaultCostCentre", "removeCostCentre"]);
  });
});

describe("user approvers", () => {
  const path = (user: string, approver = "") => `users/current/orgCustomers/${encodeURIComponent(user)}/approvers${approver ? `/${encodeURIComponent(approver)}` : ""}`;

  it("lists the approvers in scope (selected when assigned), adds and removes one; a non-approver is refused", async () => {
    const token = await tokenOf(ADMIN);
    const list = (await readJson(await call("GET", path(U.approversJs.uid), token))) as { users: Array<{ uid: string; selected: boolean }> };
    expect(list.users.find((u) => u.uid === U.deleteJs.uid)?.selected).toBe(true);
    expect(list.users.find((u) => u.uid === "ruby.hall@acme.example")?.selected).toBe(false);
    expect(list.users.map((u) => u.uid)).not.toContain(U.approversJs.uid);

    expect(await readJson(await call("POST", path(U.approversJs.uid, "ruby.hall@acme.example"), token))).toEqual({ id: "ruby.hall@acme.example", selected: true });
    const assigned = backend.db.prepare<[string], { a: string }>("SELECT approver_uid AS a FROM user_approvers WHERE user_uid = ? ORDER BY 1").all(U.approversJs.uid);
    expect(assigned.map((r) => r.a)).toEqual([U.deleteJs.uid, "ruby.hall@acme.example"]);
    expect(await readJson(await call("DELETE", path(U.approversJs.uid, "ruby.hall@acme.example"), token))).toEqual({ id: "ruby.hall@acme.example", selected: false });

    const buyer = await call("POST", path(U.approversJs.uid, "oliver.grant@acme.example"), token);
    expect(await errorOf(buyer)).toMatchObject({ type: "ValidationError", subject: "approverId" });
    expect(audits(U.approversJs.pk).map((a) => a.action)).toEqual(["addApprover", "removeApprover"]);
  });
});

describe("scope", () => {
  it("an admin of another organisation gets 404 on every call about an Acme user; NSW's admin on VIC's users", async () => {
    const kiwi = await tokenOf("admin@kiwi.example");
    const calls: Array<[string, string, unknown?]> = [
      ["POST", "orgUsers/current/manage-users/updateRole", { customerPK: pk(U.matrix), roleId: "b2bmanagergroup" }],
      ["PATCH", "orgUsers/current/manage-users/removeRole", { customerPK: pk(U.matrix), roleId: "b2bcustomergroup" }],
      ["POST", "orgUsers/current/manage-users/deactivate", { customerPK: pk(U.matrix) }],
      ["POST", "orgUsers/current/manage-users/activate", { customerPK: pk(U.matrix) }],
      ["POST", "orgUsers/current/manage-users/validatedeletion", { customerPK: pk(U.matrix) }],
      ["DELETE", "orgUsers/current/manage-users/delete", { customerPK: pk(U.matrix) }],
      ["GET", `orgUsers/current/manage-users/user-payment-details?customerPk=${U.matrix.pk}`],
      ["GET", `orgUsers/current/costcenter-search-paymentdetails?customerPK=${U.matrix.pk}`],
      ["GET", `orgUsers/current/add-costCenter-payment-details?customerPK=${U.matrix.pk}&costCenterCodes=ACME-SYD`],
      ["GET", `users/current/orgCustomers/${U.matrix.uid}/approvers`],
      ["POST", `users/current/orgCustomers/${U.matrix.uid}/approvers/ruby.hall@acme.example`],
    ];
    for (const [method, path, body] of calls) {
      const response = await call(method, path, kiwi, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(groupsOf(U.matrix.uid)).toEqual(["b2bcustomergroup"]);
    expect(userRow(U.matrix.uid)).toMatchObject({ disabled: 0, deletedAt: null });
    const nsw = await tokenOf("admin-nsw@acme.example");
    expect((await call("POST", "orgUsers/current/manage-users/validatedeletion", nsw, { customerPK: pk(U.deleteJs) })).status).toBe(404);
    expect((await call("POST", "orgUsers/current/manage-users/validatedeletion", nsw, { customerPK: pk(U.matrix) })).status).toBe(200);
  });

  it("with BACKEND_EXTENSIONS=none the extension calls are 404 UnknownResourceError; the stock approvers call stays", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    const token = await tokenOf(ADMIN);
    const response = await call("GET", "orgUsers/current/roleDetails", token);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ type: "UnknownResourceError" });
    expect((await call("GET", `users/current/orgCustomers/${U.matrix.uid}/approvers`, token)).status).toBe(200);
  });
});
