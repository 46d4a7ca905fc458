import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";
import { LastChangeSchema, OrgPaginationSchema, OrgUnitRefSchema } from "./org-common.server";

/**
 * Call group "Organisation and users" — users (issue 26, H2; spec part 2 §7; docs/occ-api.md "Organisation
 * administration"). Extension calls under `orgUsers/{userId}/` (404 with BACKEND_EXTENSIONS=none):
 * - `POST manage-users/users` (ours: the list; the spec does not show its path) with filters and pagination;
 * - `GET manage-users/filters?unitId&unitName` (units in scope, roles, statuses);
 * - `GET manage-users/getUserDetails?customerPK=` (OrgUserDetails, H3 reads it too);
 * - `POST manage-users/create-wwg-user` with `Idempotency-Key` → 201 OrgUserDetails;
 * - `GET generateEmployeeCode`, `GET validateEmployeeCode?empCode`, `validateEmployeeEmail?emailAddress`,
 *   `validateEmployeeMobile?empMobile` → {valid, message?};
 * - `PATCH manage-users/updatePersonalDetails`, `updateContactDetails`, `updateEmployeeDetails`.
 */

const BASE = "orgUsers/current";

/** One row of the users list. `pk` is the customer PK the storefront's URLs carry. */
export const OrgUserRowSchema = z.object({
  pk: z.string(),
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  employeeCode: z.string().nullable(),
  unit: OrgUnitRefSchema,
  roles: z.array(z.string()),
  active: z.boolean(),
});
export type OrgUserRow = z.infer<typeof OrgUserRowSchema>;

export const OrgApproverSchema = z.object({ uid: z.string(), pk: z.string(), name: z.string(), unit: OrgUnitRefSchema });
export type OrgApprover = z.infer<typeof OrgApproverSchema>;

/** org-approvers `forUser`: the user's own approvers, else their unit's (inherited), else the organisation's admins. */
export const OrgEffectiveApproversSchema = z.object({
  source: z.enum(["USER", "UNIT", "ADMINS"]),
  fromUnit: OrgUnitRefSchema.nullable(),
  approvers: z.array(OrgApproverSchema),
});
export type OrgEffectiveApprovers = z.infer<typeof OrgEffectiveApproversSchema>;

export const OrgUserCostCentreSchema = z.object({ code: z.string(), name: z.string(), isDefault: z.boolean(), active: z.boolean() });
export type OrgUserCostCentre = z.infer<typeof OrgUserCostCentreSchema>;

/**
 * `getUserDetails` (and the answer of create-wwg-user): the row plus title, mobile, the unit's state, groups, payment
 * details, approvers, `canEdit` (false when the user or their unit is disabled) and the audit's newest change.
 * H3 (org-user-admin) imports this schema.
 */
export const OrgUserDetailsSchema = OrgUserRowSchema.extend({
  titleCode: z.string().nullable(),
  mobile: z.string().nullable(),
  unit: OrgUnitRefSchema.extend({ active: z.boolean() }),
  userGroups: z.array(OrgUnitRefSchema),
  costCentres: z.array(OrgUserCostCentreSchema),
  approvers: z.array(OrgApproverSchema),
  effectiveApprovers: OrgEffectiveApproversSchema,
  canEdit: z.boolean(),
  lastChange: LastChangeSchema,
});
export type OrgUserDetails = z.infer<typeof OrgUserDetailsSchema>;

export const OrgUserListSchema = z.object({
  users: lenientList(OrgUserRowSchema, "manage-users/users users"),
  pagination: OrgPaginationSchema,
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean() })).optional().default([]),
});
export type OrgUserList = z.infer<typeof OrgUserListSchema>;

export const OrgUserFiltersSchema = z.object({
  units: z.array(OrgUnitRefSchema),
  roles: z.array(OrgUnitRefSchema),
  statuses: z.array(z.object({ code: z.enum(["ACTIVE", "DISABLED"]), name: z.string() })),
});
export type OrgUserFilters = z.infer<typeof OrgUserFiltersSchema>;

export const EmployeeValidationSchema = z.object({ valid: z.boolean(), message: z.string().optional() });
export type EmployeeValidation = z.infer<typeof EmployeeValidationSchema>;

export interface OrgUserListQuery {
  currentPage: number;
  pageSize: number;
  search?: string;
  unitId?: string;
  role?: string;
  status?: "ACTIVE" | "DISABLED";
}

export interface CreateOrgUserBody {
  titleCode?: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  employeeCode: string;
  unitId: string;
  roles: string[];
}

/** `POST orgUsers/{u}/manage-users/users` (ours) → one page of the users in the admin's scope. */
export function listOrgUsers({ occ }: OccCaller, query: OrgUserListQuery): Promise<OrgUserList> {
  return occ.request({ method: "POST", path: `${BASE}/manage-users/users`, body: query, schema: OrgUserListSchema });
}

/** `GET orgUsers/{u}/manage-users/filters?unitId&unitName` → the list's filter options. */
export function getOrgUserFilters({ occ }: OccCaller, params: { unitId?: string; unitName?: string } = {}): Promise<OrgUserFilters> {
  const query: Record<string, string> = {};
  if (params.unitId) query.unitId = params.unitId;
  if (params.unitName) query.unitName = params.unitName;
  return occ.request({ path: `${BASE}/manage-users/filters`, query, schema: OrgUserFiltersSchema });
}

/** `GET orgUsers/{u}/manage-users/getUserDetails?customerPK=` (out of scope or unknown: 404). */
export function getOrgUserDetails({ occ }: OccCaller, customerPk: string): Promise<OrgUserDetails> {
  return occ.request({ path: `${BASE}/manage-users/getUserDetails`, query: { customerPK: customerPk }, schema: OrgUserDetailsSchema });
}

/** `POST orgUsers/{u}/manage-users/create-wwg-user` with `Idempotency-Key` (the same key again answers the same user). */
export function createOrgUser({ occ }: OccCaller, body: CreateOrgUserBody, idempotencyKey: string): Promise<OrgUserDetails> {
  return occ.request({
    method: "POST",
    path: `${BASE}/manage-users/create-wwg-user`,
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: OrgUserDetailsSchema,
  });
}

/** `GET orgUsers/{u}/generateEmployeeCode` → the organisation's next free code (e.g. ACME-1042). */
export async function generateEmployeeCode({ occ }: OccCaller): Promise<string> {
  return (await occ.request({ path: `${BASE}/generateEmployeeCode`, schema: z.object({ employeeCode: z.string() }) })).employeeCode;
}

/** `GET orgUsers/{u}/validateEmployeeCode?empCode` (a code taken by any user is invalid; `excludePk` ignores the user being edited). */
export function validateEmployeeCode({ occ }: OccCaller, empCode: string, excludePk?: string): Promise<EmployeeValidation> {
  return occ.request({ path: `${BASE}/validateEmployeeCode`, query: withExclude({ empCode }, excludePk), schema: EmployeeValidationSchema });
}

/** `GET orgUsers/{u}/validateEmployeeEmail?emailAddress`. */
export function validateEmployeeEmail({ occ }: OccCaller, emailAddress: string, excludePk?: string): Promise<EmployeeValidation> {
  return occ.request({ path: `${BASE}/validateEmployeeEmail`, query: withExclude({ emailAddress }, excludePk), schema: EmployeeValidationSchema });
}

/** `GET orgUsers/{u}/validateEmployeeMobile?empMobile` (URL-encoded: `+` stays a plus). */
export function validateEmployeeMobile({ occ }: OccCaller, empMobile: string, excludePk?: string): Promise<EmployeeValidation> {
  return occ.request({ path: `${BASE}/validateEmployeeMobile`, query: withExclude({ empMobile }, excludePk), schema: EmployeeValidationSchema });
}

function withExclude(query: Record<string, string>, excludePk: string | undefined): Record<string, string> {
  return excludePk ? { ...query, customerPK: excludePk } : query;
}

/** `PATCH orgUsers/{u}/manage-users/updatePersonalDetails` → 200, empty body. */
export async function updatePersonalDetails(
  { occ }: OccCaller,
  body: { customerPK: string; titleCode: string | null; firstName: string; lastName: string },
): Promise<void> {
  await occ.request({ method: "PATCH", path: `${BASE}/manage-users/updatePersonalDetails`, body, schema: EmptyBodySchema });
}

/** `PATCH orgUsers/{u}/manage-users/updateContactDetails` → 200, empty body. */
export async function updateContactDetails({ occ }: OccCaller, body: { customerPK: string; email: string; mobile: string | null }): Promise<void> {
  await occ.request({ method: "PATCH", path: `${BASE}/manage-users/updateContactDetails`, body, schema: EmptyBodySchema });
}

/** `PATCH orgUsers/{u}/manage-users/updateEmployeeDetails` → 200, empty body. */
export async function updateEmployeeDetails({ occ }: OccCaller, body: { customerPK: string; employeeCode: string; unitId: string }): Promise<void> {
  await occ.request({ method: "PATCH", path: `${BASE}/manage-users/updateEmployeeDetails`, body, schema: EmptyBodySchema });
}
