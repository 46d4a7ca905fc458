import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, jsonBody, optional, parseInput } from "../http/validation";
import { LIMIT_CODE_PATTERN } from "../stores/org-purchase-limits";

const NO_STORE = { "Cache-Control": "private, no-store" };
const codeParam = z.object({ code: z.string().min(1).max(64) });
const customerParam = z.object({ orgCustomerId: z.string().min(1).max(255) });
const customerLimitParam = z.object({ orgCustomerId: z.string().min(1).max(255), permissionId: z.string().min(1).max(64) });
const groupParam = z.object({ groupId: z.string().min(1).max(64) });
const groupLimitParam = z.object({ groupId: z.string().min(1).max(64), code: z.string().min(1).max(64) });
const listQuery = z.object({
  currentPage: intParam(0, 100_000, 0),
  pageSize: intParam(1, 100, 50),
  sort: optional(z.enum(["byCode", "byUnitName"])).transform((sort) => sort ?? "byCode"),
});
const typeRef = z.object({ code: z.string().trim().min(1, "orderApprovalPermissionType.code is required").max(64) });
const unitRef = z.object({ uid: z.string().trim().min(1, "orgUnit.uid is required").max(64) });
const currencyRef = z.object({ isocode: z.string().trim().max(3) }).nullable();
const threshold = z.number({ invalid_type_error: "threshold must be a number" }).nullable();
const periodRange = z.string().trim().max(16).nullable();
const createBody = z.object({
  code: z.string().trim().regex(LIMIT_CODE_PATTERN, "code: 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit"),
  orderApprovalPermissionType: typeRef,
  threshold: threshold.optional(),
  currency: currencyRef.optional(),
  periodRange: periodRange.optional(),
  orgUnit: unitRef,
});
const updateBody = z.object({
  code: z.string().trim().optional(),
  orderApprovalPermissionType: typeRef.optional(),
  threshold: threshold.optional(),
  currency: currencyRef.optional(),
  periodRange: periodRange.optional(),
  orgUnit: unitRef.optional(),
  active: z.boolean().optional(),
});

/**
 * Organisation purchase limits (issue 27, B; docs/occ-api.md "Organisation administration", docs/organisation.md
 * "Purchase limits"): SAP Commerce 2211 B2B's OrderApprovalPermissionsController and the permission assignments of
 * OrgCustomerManagement / OrgUnitUserGroups, as Spartacus' organisation config calls them (`permissions`, `permission`,
 * `orderApprovalPermissionTypes`, `b2bUserPermissions`, `b2bUserPermission`, `userGroupOrderApprovalPermissions`,
 * `userGroupOrderApprovalPermission`). Stock calls: served in both backend flavours. Rules: stores/org-purchase-limits.ts.
 */
export function orgPurchaseLimitsRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orgAdmins, orgPurchaseLimits: limits } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/users/:userId/orderApprovalPermissions";
  const customers = "/:site/users/:userId/orgCustomers/:orgCustomerId/permissions";
  const groups = "/:site/users/:userId/orgUnitUserGroups/:groupId/orderApprovalPermissions";
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));

  app.get("/:site/orderApprovalPermissionTypes", (c) => c.json(limits.types(), 200, { "Cache-Control": "public, max-age=3600" }));

  app.get(base, auth, (c) => {
    const admin = adminOf(c);
    return c.json(limits.list(admin, parseInput(listQuery, c.req.query())), 200, NO_STORE);
  });

  app.post(base, auth, async (c) => {
    const admin = adminOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(createBody, await jsonBody(c));
    const { limit, created } = db.transaction(() => limits.create(admin, body, key)).immediate();
    return c.json(limit, created ? 201 : 200, NO_STORE);
  });

  app.get(`${base}/:code`, auth, (c) => {
    const admin = adminOf(c);
    const { code } = parseInput(codeParam, c.req.param());
    return c.json(limits.get(admin, code), 200, NO_STORE);
  });

  app.patch(`${base}/:code`, auth, async (c) => {
    const admin = adminOf(c);
    const { code } = parseInput(codeParam, c.req.param());
    const body = parseInput(updateBody, await jsonBody(c));
    return c.json(db.transaction(() => limits.update(admin, code, body)).immediate(), 200, NO_STORE);
  });

  app.get(customers, auth, (c) => {
    const admin = adminOf(c);
    const { orgCustomerId } = parseInput(customerParam, c.req.param());
    const { currentPage, pageSize } = parseInput(listQuery, c.req.query());
    return c.json(limits.customerLimits(admin, orgCustomerId, { currentPage, pageSize }), 200, NO_STORE);
  });

  for (const [method, selected] of [["post", true], ["delete", false]] as const) {
    app[method](`${customers}/:permissionId`, auth, (c) => {
      const admin = adminOf(c);
      const { orgCustomerId, permissionId } = parseInput(customerLimitParam, c.req.param());
      return c.json(db.transaction(() => limits.setCustomerLimit(admin, orgCustomerId, permissionId, selected)).immediate(), 200, NO_STORE);
    });
  }

  app.get(groups, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    return c.json(limits.groupLimits(admin, groupId), 200, NO_STORE);
  });

  app.post(groups, auth, (c) => {
    const admin = adminOf(c);
    const { groupId } = parseInput(groupParam, c.req.param());
    const { orderApprovalPermissionCode } = parseInput(
      z.object({ orderApprovalPermissionCode: z.string().trim().min(1, "orderApprovalPermissionCode is required").max(64) }),
      c.req.query(),
    );
    return c.json(db.transaction(() => limits.setGroupLimit(admin, groupId, orderApprovalPermissionCode, true)).immediate(), 200, NO_STORE);
  });

  app.delete(`${groups}/:code`, auth, (c) => {
    const admin = adminOf(c);
    const { groupId, code } = parseInput(groupLimitParam, c.req.param());
    return c.json(db.transaction(() => limits.setGroupLimit(admin, groupId, code, false)).immediate(), 200, NO_STORE);
  });

  return app;
}
