import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, jsonBody, optional, parseInput } from "../http/validation";
import { UID_PATTERN } from "../stores/org-user-groups";

const NO_STORE = { "Cache-Control": "private, no-store" };
const groupParam = z.object({ groupId: z.string().min(1).max(64) });
const memberParam = z.object({ groupId: z.string().min(1).max(64), orgCustomerId: z.string().min(1).max(255) });
const listQuery = z.object({
  currentPage: intParam(0, 100_000, 0),
  pageSize: intParam(1, 100, 50),
  sort: optional(z.enum(["byName", "byGroupID", "byUnitName"])).transform((sort) => sort ?? "byName"),
});
const name = z.string().trim().min(1, "name is required").max(255, "name is at most 255 characters");
const unitRef = z.object({ uid: z.string().trim().min(1, "orgUnit.uid is required").max(64) });
const createBody = z.object({
  uid: z.string().trim().regex(UID_PATTERN, "uid: 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit"),
  name,
  orgUnit: unitRef,
});
const updateBody = z.object({ uid: z.string().trim().optional(), name: name.optional(), orgUnit: unitRef.optional() });

/**
 * Organisation user groups (issue 26, H4; docs/occ-api.md "Organisation administration", docs/organisation.md "User
 * groups"): SAP Commerce 2211 B2B's OrgUnitUserGroupsController, as Spartacus' organisation config calls it
 * (`userGroups`, `userGroup`, `userGroupAvailableOrgCustomers`, `userGroupMembers`, `userGroupMember`,
 * `userGroupAvailableOrderApprovalPermissions`). Stock calls: served in both backend flavours. Rules:
 * stores/org-user-groups.ts.
 */
export function orgUserGroupsRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orgAdmins, orgUserGroups: groups } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/users/:userId/orgUnitUserGroups";
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));

  // Spartacus' `orgUnitsAvailable`: the units a group may belong to (the admin's scope).
  app.get("/:site/users/:userId/availableOrgUnitNodes", auth, (c) => c.json(groups.availableUnitNodes(adminOf(c)), 200, NO_STORE));

  app.get(base, auth, (c) => {
    const admin = adminOf(c);
    return c.json(groups.list(admin, parseInput(listQuery, c.req.query())), 200, NO_STORE);
  });

  app.post(base, auth, async (c) => {
    const admin = adminOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(createBody, await jsonBody(c));
    const { group, created } = db.transaction(() => groups.create(admin, body, key)).immediate();
    return c.json(group, created ? 201 : 200, NO_STORE);
  });

  app.get(`${base}/:groupId`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    return c.json(groups.get(admin, groupId), 200, NO_STORE);
  });

  app.patch(`${base}/:groupId`, auth, async (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    const body = parseInput(updateBody, await jsonBody(c));
    return c.json(db.transaction(() => groups.update(admin, groupId, body)).immediate(), 200, NO_STORE);
  });

  app.delete(`${base}/:groupId`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    db.transaction(() => groups.delete(admin, groupId)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.get(`${base}/:groupId/availableOrgCustomers`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    const { currentPage, pageSize } = parseInput(listQuery, c.req.query());
    return c.json(groups.availableOrgCustomers(admin, groupId, { currentPage, pageSize }), 200, NO_STORE);
  });

  app.post(`${base}/:groupId/members`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    const { orgCustomerId } = parseInput(z.object({ orgCustomerId: z.string().trim().min(1, "orgCustomerId is required").max(255) }), c.req.query());
    db.transaction(() => groups.addMember(admin, groupId, orgCustomerId)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.delete(`${base}/:groupId/members/:orgCustomerId`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId, orgCustomerId } = parseInput(memberParam, c.req.param());
    db.transaction(() => groups.removeMember(admin, groupId, orgCustomerId)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.get(`${base}/:groupId/availableOrderApprovalPermissions`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    const { currentPage, pageSize } = parseInput(listQuery, c.req.query());
    return c.json(groups.availableOrderApprovalPermissions(admin, groupId, { currentPage, pageSize }), 200, NO_STORE);
  });

  return app;
}
