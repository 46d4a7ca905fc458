import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { jsonBody, parseInput } from "../http/validation";
import { type OrgAdmin } from "../stores/org-admin";

/**
 * User administration (issue 26, H3; docs/occ-api.md "Organisation administration", docs/organisation.md). Rules:
 * stores/org-user-admin.ts. Every call needs an admin's token (403 'No sufficient permissions to access this page'),
 * finds the user in the admin's scope (404 UnknownIdentifierError) and changes in one IMMEDIATE transaction.
 *
 * This customer's extensions (spec part 2 §7 "Organisation and users"; 404 with BACKEND_EXTENSIONS=none), under
 * `orgUsers/{userId}/`: `GET roleDetails`, `POST manage-users/updateRole` {customerPK, roleId}, `PATCH
 * manage-users/removeRole` {customerPK, roleId}, `POST manage-users/deactivate` {customerPK}, `POST
 * manage-users/activate` {customerPK}, `POST manage-users/validatedeletion` {customerPK}, `DELETE manage-users/delete`
 * {customerPK} (JSON body), `GET manage-users/user-payment-details?customerPk`, `DELETE
 * manage-users/user-payment-details/{pk}/removeCostCenter/{ccId}`, `PATCH
 * manage-users/user-payment-details/{pk}/updateDefaultCostCenter/{ccId}`, `GET
 * costcenter-search-paymentdetails?search&customerPK`, `GET add-costCenter-payment-details?costCenterCodes&customerPK`.
 * Mutations without an answer of their own answer 200 with an empty body.
 *
 * Stock SAP Commerce 2211 B2B (Spartacus `userApprovers`, `userApprover`): `GET users/{u}/orgCustomers/{id}/approvers`,
 * `POST`/`DELETE users/{u}/orgCustomers/{id}/approvers/{approverId}` (ids: uids) → B2BSelectionData {id, selected}.
 */

const NO_STORE = { "Cache-Control": "private, no-store" };
const pkSchema = z.string({ required_error: "customerPK is required" }).trim().regex(/^\d{1,12}$/, "customerPK must be a customer PK");
const pkBody = z.object({ customerPK: z.union([pkSchema, z.number().int().nonnegative().transform(String)]) });
const roleBody = pkBody.extend({ roleId: z.string({ required_error: "roleId is required" }).trim().min(1, "roleId is required").max(64) });
const code = z.string().trim().min(1).max(64);

export function orgUserAdminRoutes(deps: AppDeps) {
  const { db } = deps;
  const { orgAdmins, orgUserAdmin } = deps.stores;
  const app = new Hono<OccEnv>();
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/orgUsers/:userId";

  const adminOf = (c: Context<OccEnv>): OrgAdmin => orgAdmins.admin(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));
  /** Runs a change as one IMMEDIATE transaction, the admin read inside it. */
  const change = <T>(c: Context<OccEnv>, run: (admin: OrgAdmin) => T): T => db.transaction(() => run(adminOf(c))).immediate();
  const empty = (c: Context<OccEnv>) => c.body(null, 200, NO_STORE);

  app.get(`${base}/roleDetails`, extension, auth, (c) => {
    adminOf(c);
    return c.json(orgUserAdmin.roleDetails(), 200, NO_STORE);
  });

  app.post(`${base}/manage-users/updateRole`, extension, auth, async (c) => {
    const body = parseInput(roleBody, await jsonBody(c));
    change(c, (admin) => orgUserAdmin.addRole(admin, body.customerPK, body.roleId));
    return empty(c);
  });

  app.patch(`${base}/manage-users/removeRole`, extension, auth, async (c) => {
    const body = parseInput(roleBody, await jsonBody(c));
    change(c, (admin) => orgUserAdmin.removeRole(admin, body.customerPK, body.roleId));
    return empty(c);
  });

  app.post(`${base}/manage-users/deactivate`, extension, auth, async (c) => {
    const body = parseInput(pkBody, await jsonBody(c));
    change(c, (admin) => orgUserAdmin.deactivate(admin, body.customerPK));
    return empty(c);
  });

  app.post(`${base}/manage-users/activate`, extension, auth, async (c) => {
    const body = parseInput(pkBody, await jsonBody(c));
    change(c, (admin) => orgUserAdmin.activate(admin, body.customerPK));
    return empty(c);
  });

  app.post(`${base}/manage-users/validatedeletion`, extension, auth, async (c) => {
    const body = parseInput(pkBody, await jsonBody(c));
    return c.json(orgUserAdmin.validateDeletion(adminOf(c), body.customerPK), 200, NO_STORE);
  });

  app.delete(`${base}/manage-users/delete`, extension, auth, async (c) => {
    const body = parseInput(pkBody, await jsonBody(c));
    change(c, (admin) => orgUserAdmin.delete(admin, body.customerPK));
    return empty(c);
  });

  app.get(`${base}/manage-users/user-payment-details`, extension, auth, (c) => {
    const { customerPk } = parseInput(z.object({ customerPk: pkSchema }), c.req.query());
    return c.json(orgUserAdmin.paymentDetails(adminOf(c), customerPk), 200, NO_STORE);
  });

  app.delete(`${base}/manage-users/user-payment-details/:pk/removeCostCenter/:ccId`, extension, auth, (c) => {
    const { pk, ccId } = parseInput(z.object({ pk: pkSchema, ccId: code }), c.req.param());
    return c.json(change(c, (admin) => orgUserAdmin.removeCostCentre(admin, pk, ccId)), 200, NO_STORE);
  });

  app.patch(`${base}/manage-users/user-payment-details/:pk/updateDefaultCostCenter/:ccId`, extension, auth, (c) => {
    const { pk, ccId } = parseInput(z.object({ pk: pkSchema, ccId: code }), c.req.param());
    return c.json(change(c, (admin) => orgUserAdmin.setDefaultCostCentre(admin, pk, ccId)), 200, NO_STORE);
  });

  app.get(`${base}/costcenter-search-paymentdetails`, extension, auth, (c) => {
    const query = parseInput(z.object({ customerPK: pkSchema, search: z.string().max(100).optional() }), c.req.query());
    return c.json(orgUserAdmin.searchCostCentres(adminOf(c), query.customerPK, query.search ?? ""), 200, NO_STORE);
  });

  // The spec's GET that links (a GET that changes: kept as the spec has it; the storefront calls it only from an action).
  app.get(`${base}/add-costCenter-payment-details`, extension, auth, (c) => {
    const query = parseInput(
      z.object({
        customerPK: pkSchema,
        costCenterCodes: z
          .string({ required_error: "costCenterCodes is required" })
          .max(2000)
          .transform((value) => [...new Set(value.split(",").map((part) => part.trim()).filter((part) => part !== ""))])
          .pipe(z.array(code).min(1, "costCenterCodes is required").max(50)),
      }),
      c.req.query(),
    );
    return c.json(change(c, (admin) => orgUserAdmin.addCostCentres(admin, query.customerPK, query.costCenterCodes)), 200, NO_STORE);
  });

  // Stock user approvers.
  const stock = "/:site/users/:userId/orgCustomers/:orgCustomerId/approvers";
  const uid = z.string().trim().min(1).max(255);
  app.get(stock, auth, (c) => {
    const { orgCustomerId } = parseInput(z.object({ orgCustomerId: uid }), c.req.param());
    const users = orgUserAdmin.approvers(adminOf(c), orgCustomerId);
    return c.json({ users, pagination: { currentPage: 0, pageSize: users.length, totalPages: 1, totalResults: users.length }, sorts: [] }, 200, NO_STORE);
  });
  app.post(`${stock}/:approverId`, auth, (c) => {
    const { orgCustomerId, approverId } = parseInput(z.object({ orgCustomerId: uid, approverId: uid }), c.req.param());
    return c.json(change(c, (admin) => orgUserAdmin.addApprover(admin, orgCustomerId, approverId)), 200, NO_STORE);
  });
  app.delete(`${stock}/:approverId`, auth, (c) => {
    const { orgCustomerId, approverId } = parseInput(z.object({ orgCustomerId: uid, approverId: uid }), c.req.param());
    return c.json(change(c, (admin) => orgUserAdmin.removeApprover(admin, orgCustomerId, approverId)), 200, NO_STORE);
  });

  return app;
}
