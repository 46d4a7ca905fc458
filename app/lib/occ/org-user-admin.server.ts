import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { OrgUnitRefSchema } from "./org-common.server";

/**
 * Call group "Organisation and users" — user administration (issue 26, H3; spec part 2 §7; docs/occ-api.md
 * "Organisation administration"). This customer's extensions under `orgUsers/{userId}/` (404 with
 * BACKEND_EXTENSIONS=none): `roleDetails`, `manage-users/updateRole`, `removeRole`, `deactivate`, `activate`,
 * `validatedeletion`, `delete` (JSON body), `user-payment-details`, `…/removeCostCenter/{ccId}`,
 * `…/updateDefaultCostCenter/{ccId}`, `costcenter-search-paymentdetails`, `add-costCenter-payment-details`. Stock SAP
 * Commerce 2211 B2B (Spartacus `userApprovers` / `userApprover`): `users/{u}/orgCustomers/{uid}/approvers[/{id}]`.
 * The user's details come from H2's `getOrgUserDetails` (app/lib/occ/org-users.server.ts).
 */

const BASE = "orgUsers/current";
const USERS = "users/current";

export const RoleRefSchema = z.object({ uid: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof RoleRefSchema>;
export const RoleDetailsSchema = z.object({ roles: z.array(RoleRefSchema), rights: z.array(RoleRefSchema) });
export type RoleDetails = z.infer<typeof RoleDetailsSchema>;

const IssueSchema = z.object({ code: z.string(), message: z.string() });
export const DeletionValidationSchema = z.object({
  canDelete: z.boolean(),
  blockers: z.array(IssueSchema),
  warnings: z.array(IssueSchema),
});
export type DeletionValidation = z.infer<typeof DeletionValidationSchema>;

export const UserCostCentreSchema = z.object({
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  active: z.boolean(),
  unit: OrgUnitRefSchema,
});
export type UserCostCentre = z.infer<typeof UserCostCentreSchema>;
const PaymentDetailsSchema = z.object({ customerPK: z.string(), costCentres: z.array(UserCostCentreSchema) });
export const CostCentreOptionSchema = z.object({ code: z.string(), name: z.string(), unit: OrgUnitRefSchema });
export type CostCentreOption = z.infer<typeof CostCentreOptionSchema>;

/** Stock B2BUser as the approvers list answers it (`selected`: assigned to the user). */
export const ApproverCandidateSchema = z.object({
  uid: z.string(),
  customerId: z.string(),
  name: z.string(),
  selected: z.boolean(),
  orgUnit: OrgUnitRefSchema,
});
export type ApproverCandidate = z.infer<typeof ApproverCandidateSchema>;
const ApproverListSchema = z.object({ users: z.array(ApproverCandidateSchema) });
const SelectionSchema = z.object({ id: z.string(), selected: z.boolean() });

/** `GET orgUsers/{u}/roleDetails` → the roles and rights a user may have. */
export function getRoleDetails({ occ }: OccCaller): Promise<RoleDetails> {
  return occ.request({ path: `${BASE}/roleDetails`, schema: RoleDetailsSchema });
}

/** `POST orgUsers/{u}/manage-users/updateRole` {customerPK, roleId}: adds the role → 200, empty body. */
export async function addRole({ occ }: OccCaller, customerPK: string, roleId: string): Promise<void> {
  await occ.request({ method: "POST", path: `${BASE}/manage-users/updateRole`, body: { customerPK, roleId }, schema: EmptyBodySchema });
}

/** `PATCH orgUsers/{u}/manage-users/removeRole` {customerPK, roleId} → 200 (refusals: 400 self, lastRole, lastAdmin). */
export async function removeRole({ occ }: OccCaller, customerPK: string, roleId: string): Promise<void> {
  await occ.request({ method: "PATCH", path: `${BASE}/manage-users/removeRole`, body: { customerPK, roleId }, schema: EmptyBodySchema });
}

/** `POST orgUsers/{u}/manage-users/deactivate` {customerPK}: disabled, signed out everywhere. */
export async function deactivateUser({ occ }: OccCaller, customerPK: string): Promise<void> {
  await occ.request({ method: "POST", path: `${BASE}/manage-users/deactivate`, body: { customerPK }, schema: EmptyBodySchema });
}

/** `POST orgUsers/{u}/manage-users/activate` {customerPK} (400 parentDisabled under a disabled unit). */
export async function activateUser({ occ }: OccCaller, customerPK: string): Promise<void> {
  await occ.request({ method: "POST", path: `${BASE}/manage-users/activate`, body: { customerPK }, schema: EmptyBodySchema });
}

/** `POST orgUsers/{u}/manage-users/validatedeletion` {customerPK} → blockers and warnings. */
export function validateDeletion({ occ }: OccCaller, customerPK: string): Promise<DeletionValidation> {
  return occ.request({ method: "POST", path: `${BASE}/manage-users/validatedeletion`, body: { customerPK }, schema: DeletionValidationSchema });
}

/** `DELETE orgUsers/{u}/manage-users/delete` with the JSON body {customerPK}. */
export async function deleteUser({ occ }: OccCaller, customerPK: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${BASE}/manage-users/delete`, body: { customerPK }, schema: EmptyBodySchema });
}

/** `GET orgUsers/{u}/manage-users/user-payment-details?customerPk` → the user's cost centres (default first). */
export async function getPaymentDetails({ occ }: OccCaller, customerPk: string): Promise<UserCostCentre[]> {
  return (await occ.request({ path: `${BASE}/manage-users/user-payment-details`, query: { customerPk }, schema: PaymentDetailsSchema })).costCentres;
}

/** `GET orgUsers/{u}/costcenter-search-paymentdetails?search&customerPK` → cost centres that may be added. */
export async function searchCostCentres({ occ }: OccCaller, customerPK: string, search: string): Promise<CostCentreOption[]> {
  const schema = z.object({ costCenters: z.array(CostCentreOptionSchema) });
  return (await occ.request({ path: `${BASE}/costcenter-search-paymentdetails`, query: { search, customerPK }, schema })).costCenters;
}

/** `GET orgUsers/{u}/add-costCenter-payment-details?costCenterCodes&customerPK`: the spec's GET that links (actions only). */
export async function addCostCentres({ occ }: OccCaller, customerPK: string, codes: readonly string[]): Promise<void> {
  await occ.request({ path: `${BASE}/add-costCenter-payment-details`, query: { costCenterCodes: codes.join(","), customerPK }, schema: PaymentDetailsSchema });
}

/** `DELETE orgUsers/{u}/manage-users/user-payment-details/{pk}/removeCostCenter/{ccId}`. */
export async function removeCostCentre({ occ }: OccCaller, customerPk: string, code: string): Promise<void> {
  const path = `${BASE}/manage-users/user-payment-details/${encodeURIComponent(customerPk)}/removeCostCenter/${encodeURIComponent(code)}`;
  await occ.request({ method: "DELETE", path, schema: PaymentDetailsSchema });
}

/** `PATCH orgUsers/{u}/manage-users/user-payment-details/{pk}/updateDefaultCostCenter/{ccId}`. */
export async function setDefaultCostCentre({ occ }: OccCaller, customerPk: string, code: string): Promise<void> {
  const path = `${BASE}/manage-users/user-payment-details/${encodeURIComponent(customerPk)}/updateDefaultCostCenter/${encodeURIComponent(code)}`;
  await occ.request({ method: "PATCH", path, schema: PaymentDetailsSchema });
}

/** Stock `GET users/{u}/orgCustomers/{uid}/approvers` → approvers in the admin's scope, `selected` when assigned. */
export async function getUserApprovers({ occ }: OccCaller, userUid: string): Promise<ApproverCandidate[]> {
  return (await occ.request({ path: `${USERS}/orgCustomers/${encodeURIComponent(userUid)}/approvers`, schema: ApproverListSchema })).users;
}

/** Stock `POST users/{u}/orgCustomers/{uid}/approvers/{approverId}`. */
export async function assignUserApprover({ occ }: OccCaller, userUid: string, approverId: string): Promise<void> {
  const path = `${USERS}/orgCustomers/${encodeURIComponent(userUid)}/approvers/${encodeURIComponent(approverId)}`;
  await occ.request({ method: "POST", path, schema: SelectionSchema });
}

/** Stock `DELETE users/{u}/orgCustomers/{uid}/approvers/{approverId}`. */
export async function unassignUserApprover({ occ }: OccCaller, userUid: string, approverId: string): Promise<void> {
  const path = `${USERS}/orgCustomers/${encodeURIComponent(userUid)}/approvers/${encodeURIComponent(approverId)}`;
  await occ.request({ method: "DELETE", path, schema: SelectionSchema });
}

