import { Hono, type Context } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { intParam, jsonBody, optional, parseInput } from "../http/validation";
import { APPROVAL_PROCESSES, ROLE_GROUPS } from "../stores/org-units";

const NO_STORE = { "Cache-Control": "private, no-store" };

const unitUid = z.string().trim().min(1, "uid is required").max(64, "uid is at most 64 characters").regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, "uid may hold letters, digits, '-', '_' and '.'");
/** Letters, digits, spaces and . , ' ’ & ( ) / - (starting with a letter or digit); the storefront's rule too. */
const unitName = z
  .string()
  .trim()
  .min(1, "name is required")
  .max(255, "name is at most 255 characters")
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,&()/-]*$/u, "name may hold letters, digits, spaces and . , ' & ( ) / -");
const processCodes = APPROVAL_PROCESSES.map((p) => p.code) as [string, ...string[]];
const approvalProcess = z.object({ code: z.enum(processCodes as ["accApproval", "accApprovalEscalation"]) }).nullable();
const unitRef = z.object({ uid: unitUid });

const createSchema = z.object({ uid: unitUid, name: unitName, parentOrgUnit: unitRef, approvalProcess: approvalProcess.optional() });
const patchSchema = z
  .object({ name: unitName.optional(), parentOrgUnit: unitRef.optional(), approvalProcess: approvalProcess.optional(), active: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "Nothing to change", path: ["body"] });
const unitParam = z.object({ unitId: unitUid });
const customerPk = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,12}$/, "customerPK is a number"));
const unitUserBody = z.object({ unitId: unitUid, customerPK: customerPk });
const usersTabBody = z.object({
  unitId: unitUid,
  currentPage: z.number().int().min(0).max(100_000).optional().default(0),
  pageSize: z.number().int().min(1).max(100).optional().default(50),
  search: optional(z.string().trim().max(100)),
  role: optional(z.enum(ROLE_GROUPS)),
  status: optional(z.enum(["ACTIVE", "DISABLED"])),
});
const b2bUnitQuery = z.object({ b2bUnit: unitUid });
const searchQuery = z.object({ soldToId: unitUid, searchText: z.string().max(100).optional().default(""), pageSize: intParam(1, 20, 20) });
const approverParams = z.object({ unitId: unitUid, orgCustomerId: z.string().min(1).max(320) });
const roleQuery = z.object({ roleId: z.literal("b2bapprovergroup") });

/**
 * Units / stores of the organisation administration (issue 26, H1; docs/occ-api.md "Organisation administration",
 * stores/org-units.ts). Stock SAP Commerce 2211 B2B calls under `users/{userId}/` (Spartacus'
 * default-occ-organization-config: orgUnitsTree, orgUnit, orgUnits, orgUnitsApprovalProcesses, orgUnitApprovers,
 * orgUnitApprover) and the spec's calls under `orgUsers/{userId}/` (this customer's extensions, 404 with
 * BACKEND_EXTENSIONS=none). Every call: a signed-in organisation admin (403 otherwise), ids in their scope (404).
 */
export function orgUnitsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { orgAdmins, orgUnits } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extension = extensionRoute(config);
  const stock = "/:site/users/:userId";
  const ours = "/:site/orgUsers/:userId";
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));
  const immediate = <T>(work: () => T): T => db.transaction(work).immediate();

  // --- stock calls ---
  app.get(`${stock}/orgUnitsRootNodeTree`, auth, (c) => c.json(orgUnits.tree(adminOf(c)), 200, NO_STORE));

  app.get(`${stock}/orgUnitsAvailableApprovalProcesses`, auth, (c) => {
    adminOf(c);
    return c.json(orgUnits.approvalProcesses(), 200, NO_STORE);
  });

  app.post(`${stock}/orgUnits`, auth, async (c) => {
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(createSchema, await jsonBody(c));
    const { created, unit } = immediate(() => orgUnits.create(adminOf(c), body, key));
    return c.json(unit, created ? 201 : 200, NO_STORE);
  });

  app.get(`${stock}/orgUnits/:unitId`, auth, (c) => {
    const { unitId } = parseInput(unitParam, c.req.param());
    return c.json(orgUnits.detail(adminOf(c), unitId), 200, NO_STORE);
  });

  app.patch(`${stock}/orgUnits/:unitId`, auth, async (c) => {
    const { unitId } = parseInput(unitParam, c.req.param());
    const body = parseInput(patchSchema, await jsonBody(c));
    immediate(() => orgUnits.patch(adminOf(c), unitId, body));
    return c.body(null, 200, NO_STORE);
  });

  app.get(`${stock}/orgUnits/:unitId/orgCustomers`, auth, (c) => {
    const { unitId } = parseInput(unitParam, c.req.param());
    parseInput(roleQuery, c.req.query());
    return c.json(orgUnits.approverCandidates(adminOf(c), unitId), 200, NO_STORE);
  });

  app.post(`${stock}/orgUnits/:unitId/orgCustomers/:orgCustomerId/roles`, auth, (c) => {
    const { unitId, orgCustomerId } = parseInput(approverParams, c.req.param());
    parseInput(roleQuery, c.req.query());
    immediate(() => orgUnits.assignApprover(adminOf(c), unitId, orgCustomerId));
    return c.body(null, 200, NO_STORE);
  });

  app.delete(`${stock}/orgUnits/:unitId/orgCustomers/:orgCustomerId/roles/:roleId`, auth, (c) => {
    const { unitId, orgCustomerId } = parseInput(approverParams, c.req.param());
    parseInput(roleQuery, { roleId: c.req.param("roleId") });
    immediate(() => orgUnits.unassignApprover(adminOf(c), unitId, orgCustomerId));
    return c.body(null, 200, NO_STORE);
  });

  // --- this customer's extensions (spec part 2 §7 "Cost centres and business units") ---
  app.get(`${ours}/business-units/disablePreview`, extension, auth, (c) => {
    const { b2bUnit } = parseInput(b2bUnitQuery, c.req.query());
    return c.json(orgUnits.disablePreview(adminOf(c), b2bUnit), 200, NO_STORE);
  });

  app.get(`${ours}/business-units/details/deliveryAndShipping`, extension, auth, (c) => {
    const { b2bUnit } = parseInput(b2bUnitQuery, c.req.query());
    return c.json(orgUnits.addresses(adminOf(c), b2bUnit), 200, NO_STORE);
  });

  app.post(`${ours}/manage-users/businessUnitUsersTab`, extension, auth, async (c) => {
    const query = parseInput(usersTabBody, await jsonBody(c));
    return c.json(orgUnits.usersTab(adminOf(c), query), 200, NO_STORE);
  });

  app.get(`${ours}/searchUsersFromBillTo`, extension, auth, (c) => {
    const { soldToId, searchText } = parseInput(searchQuery, c.req.query());
    return c.json(orgUnits.searchUsers(adminOf(c), soldToId, searchText), 200, NO_STORE);
  });

  app.post(`${ours}/addUserToSelectedBusinessUnit`, extension, auth, async (c) => {
    const { unitId, customerPK } = parseInput(unitUserBody, await jsonBody(c));
    const { user } = immediate(() => orgUnits.addUser(adminOf(c), unitId, customerPK));
    return c.json(user, 200, NO_STORE);
  });

  app.post(`${ours}/manage-users/removeUserValidation`, extension, auth, async (c) => {
    const { unitId, customerPK } = parseInput(unitUserBody, await jsonBody(c));
    return c.json(orgUnits.removeValidation(adminOf(c), unitId, customerPK), 200, NO_STORE);
  });

  app.post(`${ours}/manage-users/removeUserFromUnit`, extension, auth, async (c) => {
    const { unitId, customerPK } = parseInput(unitUserBody, await jsonBody(c));
    return c.json(immediate(() => orgUnits.removeUser(adminOf(c), unitId, customerPK)), 200, NO_STORE);
  });

  return app;
}
