import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { LastChangeSchema, OrgPaginationSchema, OrgUnitRefSchema } from "./org-common.server";

/**
 * Units / stores of the organisation administration (issue 26, H1; docs/occ-api.md "Organisation administration",
 * docs/organisation.md "Units / stores"). Stock SAP Commerce 2211 B2B calls under `users/current/` as Spartacus'
 * organisation config has them (orgUnitsTree, orgUnit, orgUnits, orgUnitsApprovalProcesses, orgUnitApprovers,
 * orgUnitApprover) and the spec's calls under `orgUsers/current/` (part 2 §7 "Cost centres and business units").
 */

const USER = "users/current";
const ORG_USER = "orgUsers/current";
const unitPath = (uid: string) => `${USER}/orgUnits/${encodeURIComponent(uid)}`;

/** SAP's B2BUnitNode. */
export interface UnitNode {
  id: string;
  name: string;
  active: boolean;
  children: UnitNode[];
}
const UnitNodeSchema: z.ZodType<UnitNode, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), active: z.boolean(), children: z.array(UnitNodeSchema).optional().default([]) }),
);

const ApproverSchema = z.object({ uid: z.string(), pk: z.string(), name: z.string(), unit: OrgUnitRefSchema });
const ApprovalProcessSchema = z.object({ code: z.string(), name: z.string() });

/** SAP's B2BUnit with this backend's additions (children, cost centres, approvers, counts, last change). */
export const OrgUnitSchema = z.object({
  uid: z.string(),
  name: z.string(),
  active: z.boolean(),
  parentOrgUnit: OrgUnitRefSchema.extend({ active: z.boolean() }).nullable(),
  parentInScope: z.boolean(),
  approvalProcess: ApprovalProcessSchema.nullable(),
  children: z.array(OrgUnitRefSchema.extend({ active: z.boolean() })),
  costCentres: z.array(z.object({ code: z.string(), name: z.string(), currency: z.object({ isocode: z.string() }), active: z.boolean() })),
  budgets: z.array(z.object({ code: z.string(), name: z.string(), active: z.boolean() })),
  approvers: z.array(ApproverSchema),
  effectiveApprovers: z.object({ source: z.enum(["USER", "UNIT", "ADMINS"]), fromUnit: OrgUnitRefSchema.nullable(), approvers: z.array(ApproverSchema) }),
  counts: z.object({ users: z.number().int(), childUnits: z.number().int(), costCentres: z.number().int(), budgets: z.number().int() }),
  lastChange: LastChangeSchema,
});
export type OrgUnit = z.infer<typeof OrgUnitSchema>;

/** H2's OrgUserRow (the contract): the users tab, the user search and the disable preview answer it. */
export const OrgUnitUserSchema = z.object({
  pk: z.string(),
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  employeeCode: z.string().nullable(),
  unit: OrgUnitRefSchema,
  roles: z.array(z.string()),
  active: z.boolean(),
});
export type OrgUnitUser = z.infer<typeof OrgUnitUserSchema>;

const ApprovalProcessesSchema = z.object({ approvalProcesses: z.array(ApprovalProcessSchema) });
export type ApprovalProcess = z.infer<typeof ApprovalProcessSchema>;

export const DisablePreviewSchema = z.object({
  unit: OrgUnitRefSchema.extend({ active: z.boolean() }),
  childUnits: z.array(OrgUnitRefSchema),
  users: z.array(OrgUnitUserSchema),
  budgets: z.array(z.object({ code: z.string(), name: z.string() })),
  costCentres: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DisablePreview = z.infer<typeof DisablePreviewSchema>;

const UsersTabSchema = z.object({ users: z.array(OrgUnitUserSchema), pagination: OrgPaginationSchema });
export type UsersTab = z.infer<typeof UsersTabSchema>;

export const RemoveValidationSchema = z.object({
  canRemove: z.boolean(),
  blockers: z.array(z.object({ code: z.string(), message: z.string() })),
  user: OrgUnitUserSchema,
  unit: OrgUnitRefSchema,
  movesTo: OrgUnitRefSchema.nullable(),
  drops: z.object({
    approverOfUnit: z.boolean(),
    costCentres: z.array(z.object({ code: z.string(), name: z.string() })),
    userGroups: z.array(OrgUnitRefSchema),
  }),
});
export type RemoveValidation = z.infer<typeof RemoveValidationSchema>;

const UnitAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  town: z.string(),
  region: z.object({ isocode: z.string(), name: z.string() }).optional(),
  postalCode: z.string(),
  country: z.object({ isocode: z.string(), name: z.string() }),
  phone: z.string().optional(),
  defaultAddress: z.boolean(),
});
const UnitAddressesSchema = z.object({ unit: OrgUnitRefSchema, addresses: z.array(UnitAddressSchema) });
export type UnitAddress = z.infer<typeof UnitAddressSchema>;

const ApproverCandidatesSchema = z.object({ orgCustomers: z.array(OrgUnitUserSchema.extend({ selected: z.boolean() })) });
export type ApproverCandidate = z.infer<typeof ApproverCandidatesSchema>["orgCustomers"][number];

export interface UnitBody {
  uid?: string;
  name?: string;
  parentOrgUnit?: { uid: string };
  approvalProcess?: { code: string } | null;
  active?: boolean;
}

/** `GET users/{u}/orgUnitsRootNodeTree`: the admin's unit and every unit below it. */
export function getUnitTree({ occ }: OccCaller): Promise<UnitNode> {
  return occ.request({ path: `${USER}/orgUnitsRootNodeTree`, schema: UnitNodeSchema });
}

/** `GET users/{u}/orgUnits/{unitId}` (outside the admin's scope: 404). */
export function getUnit({ occ }: OccCaller, uid: string): Promise<OrgUnit> {
  return occ.request({ path: unitPath(uid), schema: OrgUnitSchema });
}

/** `GET users/{u}/orgUnitsAvailableApprovalProcesses`. */
export async function getApprovalProcesses({ occ }: OccCaller): Promise<ApprovalProcess[]> {
  return (await occ.request({ path: `${USER}/orgUnitsAvailableApprovalProcesses`, schema: ApprovalProcessesSchema })).approvalProcesses;
}

/** `POST users/{u}/orgUnits` with `Idempotency-Key` (the same key again answers the unit it created). */
export function createUnit({ occ }: OccCaller, body: Required<Pick<UnitBody, "uid" | "name" | "parentOrgUnit">> & UnitBody, idempotencyKey: string): Promise<OrgUnit> {
  return occ.request({ method: "POST", path: `${USER}/orgUnits`, body, headers: { "Idempotency-Key": idempotencyKey }, schema: OrgUnitSchema });
}

/** `PATCH users/{u}/orgUnits/{unitId}` → 200, empty body (`active: false` disables with the cascade). */
export async function updateUnit({ occ }: OccCaller, uid: string, body: UnitBody): Promise<void> {
  await occ.request({ method: "PATCH", path: unitPath(uid), body, schema: EmptyBodySchema });
}

/** Ours: `GET orgUsers/{u}/business-units/disablePreview?b2bUnit=` — what disabling the unit disables. */
export function getDisablePreview({ occ }: OccCaller, uid: string): Promise<DisablePreview> {
  return occ.request({ path: `${ORG_USER}/business-units/disablePreview`, query: { b2bUnit: uid }, schema: DisablePreviewSchema });
}

/** Spec: `GET orgUsers/{u}/business-units/details/deliveryAndShipping?b2bUnit=`. */
export function getUnitAddresses({ occ }: OccCaller, uid: string) {
  return occ.request({ path: `${ORG_USER}/business-units/details/deliveryAndShipping`, query: { b2bUnit: uid }, schema: UnitAddressesSchema });
}

/** Spec: `POST orgUsers/{u}/manage-users/businessUnitUsersTab`. */
export function getUnitUsers(
  { occ }: OccCaller,
  query: { unitId: string; currentPage: number; pageSize: number; search?: string; role?: string; status?: "ACTIVE" | "DISABLED" },
): Promise<UsersTab> {
  return occ.request({ method: "POST", path: `${ORG_USER}/manage-users/businessUnitUsersTab`, body: query, schema: UsersTabSchema });
}

/** Spec: `GET orgUsers/{u}/searchUsersFromBillTo?soldToId=&searchText=` (users of the admin's scope, up to 20). */
export async function searchUsersFromBillTo({ occ }: OccCaller, soldToId: string, searchText: string): Promise<OrgUnitUser[]> {
  const schema = z.object({ users: z.array(OrgUnitUserSchema) });
  return (await occ.request({ path: `${ORG_USER}/searchUsersFromBillTo`, query: { soldToId, searchText }, schema })).users;
}

/** Spec: `POST orgUsers/{u}/addUserToSelectedBusinessUnit` {unitId, customerPK}: moves the user into the unit. */
export function addUserToUnit({ occ }: OccCaller, unitId: string, customerPK: string): Promise<OrgUnitUser> {
  return occ.request({ method: "POST", path: `${ORG_USER}/addUserToSelectedBusinessUnit`, body: { unitId, customerPK }, schema: OrgUnitUserSchema });
}

/** Spec: `POST orgUsers/{u}/manage-users/removeUserValidation` {unitId, customerPK}. */
export function validateRemoveUser({ occ }: OccCaller, unitId: string, customerPK: string): Promise<RemoveValidation> {
  return occ.request({ method: "POST", path: `${ORG_USER}/manage-users/removeUserValidation`, body: { unitId, customerPK }, schema: RemoveValidationSchema });
}

/** Spec: `POST orgUsers/{u}/manage-users/removeUserFromUnit` {unitId, customerPK}: the user moves to the parent unit. */
export async function removeUserFromUnit({ occ }: OccCaller, unitId: string, customerPK: string): Promise<void> {
  await occ.request({ method: "POST", path: `${ORG_USER}/manage-users/removeUserFromUnit`, body: { unitId, customerPK }, schema: EmptyBodySchema });
}

/** Stock `GET users/{u}/orgUnits/{unitId}/orgCustomers?roleId=b2bapprovergroup` (with `selected`). */
export async function getUnitApproverCandidates({ occ }: OccCaller, unitId: string): Promise<ApproverCandidate[]> {
  return (await occ.request({ path: `${unitPath(unitId)}/orgCustomers`, query: { roleId: "b2bapprovergroup" }, schema: ApproverCandidatesSchema })).orgCustomers;
}

/** Stock `POST users/{u}/orgUnits/{unitId}/orgCustomers/{orgCustomerId}/roles?roleId=b2bapprovergroup`. */
export async function assignUnitApprover({ occ }: OccCaller, unitId: string, customerUid: string): Promise<void> {
  await occ.request({
    method: "POST",
    path: `${unitPath(unitId)}/orgCustomers/${encodeURIComponent(customerUid)}/roles`,
    query: { roleId: "b2bapprovergroup" },
    schema: EmptyBodySchema,
  });
}

/** Stock `DELETE users/{u}/orgUnits/{unitId}/orgCustomers/{orgCustomerId}/roles/b2bapprovergroup`. */
export async function unassignUnitApprover({ occ }: OccCaller, unitId: string, customerUid: string): Promise<void> {
  await occ.request({
    method: "DELETE",
    path: `${unitPath(unitId)}/orgCustomers/${encodeURIComponent(customerUid)}/roles/b2bapprovergroup`,
    query: { roleId: "b2bapprovergroup" },
    schema: EmptyBodySchema,
  });
}
