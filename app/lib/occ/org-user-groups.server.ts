import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { EmptyBodySchema } from "./lenient-list.server";
import { LastChangeSchema, OrgPaginationSchema } from "./org-common.server";

/**
 * Organisation user groups (issue 26, H4; docs/occ-api.md "Organisation administration"): SAP Commerce 2211 B2B's
 * OrgUnitUserGroupsController as Spartacus' organisation config calls it (`userGroups`, `userGroup`,
 * `userGroupAvailableOrgCustomers`, `userGroupMembers`, `userGroupMember`, `userGroupAvailableOrderApprovalPermissions`).
 * Stock calls: the same in both backend flavours. The signed-in admin is `users/current`.
 */

const USER = "users/current/orgUnitUserGroups";
const group = (groupId: string) => `${USER}/${encodeURIComponent(groupId)}`;

/** B2BUserGroup as the list and the writes answer it (SAP: uid, name, orgUnit; ours: membersCount, active). */
export const UserGroupSchema = z.object({
  uid: z.string(),
  name: z.string(),
  orgUnit: z.object({ uid: z.string(), name: z.string(), active: z.boolean().optional().default(true) }),
  membersCount: z.number().int().optional().default(0),
  /** False while the group's unit is disabled (the group is read-only then). */
  active: z.boolean().optional().default(true),
});
export type UserGroup = z.infer<typeof UserGroupSchema>;

/** A B2B customer as the members calls answer it (`selected`: a member of the group). */
export const OrgCustomerSchema = z.object({
  uid: z.string(),
  customerId: z.string().optional().default(""),
  name: z.string(),
  email: z.string().optional(),
  orgUnit: z.object({ uid: z.string(), name: z.string() }).optional(),
  active: z.boolean().optional().default(true),
  selected: z.boolean().optional().default(false),
});
export type OrgCustomer = z.infer<typeof OrgCustomerSchema>;

/** SAP's B2BApprovalPermission (purchase limit) as Spartacus reads it. */
export const PermissionSchema = z.object({
  code: z.string(),
  orderApprovalPermissionType: z.object({ code: z.string(), name: z.string() }).optional(),
  threshold: z.number().optional(),
  currency: z.object({ isocode: z.string(), symbol: z.string().optional() }).optional(),
  periodRange: z.string().nullable().optional(),
  orgUnit: z.object({ uid: z.string(), name: z.string() }).optional(),
  active: z.boolean().optional().default(true),
  selected: z.boolean().optional().default(false),
});
export type Permission = z.infer<typeof PermissionSchema>;

export const UserGroupDetailsSchema = UserGroupSchema.extend({
  members: z.array(OrgCustomerSchema).optional().default([]),
  permissions: z.array(PermissionSchema).optional().default([]),
  lastChange: LastChangeSchema.optional().default(null),
});
export type UserGroupDetails = z.infer<typeof UserGroupDetailsSchema>;

const UserGroupListSchema = z.object({ orgUnitUserGroups: z.array(UserGroupSchema), pagination: OrgPaginationSchema });
export type UserGroupList = z.infer<typeof UserGroupListSchema>;
const CustomerListSchema = z.object({ users: z.array(OrgCustomerSchema), pagination: OrgPaginationSchema });
export type OrgCustomerList = z.infer<typeof CustomerListSchema>;
const PermissionListSchema = z.object({ orderApprovalPermissions: z.array(PermissionSchema).optional().default([]), pagination: OrgPaginationSchema });

/** What create and update send (SAP's OrgUnitUserGroupWsDTO). */
export interface UserGroupBody {
  uid: string;
  name: string;
  orgUnit: { uid: string };
}

/** `GET users/{u}/orgUnitUserGroups?currentPage&pageSize&sort` (the admin's scope). */
export function getUserGroups({ occ }: OccCaller, query: { currentPage: number; pageSize: number; sort?: string }): Promise<UserGroupList> {
  return occ.request({ path: USER, query: { currentPage: query.currentPage, pageSize: query.pageSize, ...(query.sort ? { sort: query.sort } : {}) }, schema: UserGroupListSchema });
}

/** `GET users/{u}/orgUnitUserGroups/{groupId}` (outside the scope or unknown: 404). */
export function getUserGroup({ occ }: OccCaller, groupId: string): Promise<UserGroupDetails> {
  return occ.request({ path: group(groupId), schema: UserGroupDetailsSchema });
}

/** `POST users/{u}/orgUnitUserGroups` with `Idempotency-Key` → 201 (the same key again: the group it created). */
export function createUserGroup({ occ }: OccCaller, body: UserGroupBody, idempotencyKey: string): Promise<UserGroup> {
  return occ.request({ method: "POST", path: USER, body, headers: { "Idempotency-Key": idempotencyKey }, schema: UserGroupSchema });
}

/** `PATCH users/{u}/orgUnitUserGroups/{groupId}` (name, orgUnit) → the group. */
export function updateUserGroup({ occ }: OccCaller, groupId: string, body: Partial<UserGroupBody>): Promise<UserGroup> {
  return occ.request({ method: "PATCH", path: group(groupId), body, schema: UserGroupSchema });
}

/** `DELETE users/{u}/orgUnitUserGroups/{groupId}` → 200. */
export async function deleteUserGroup({ occ }: OccCaller, groupId: string): Promise<void> {
  await occ.request({ method: "DELETE", path: group(groupId), schema: EmptyBodySchema });
}

/** `GET …/{groupId}/availableOrgCustomers?currentPage&pageSize` (each with `selected`). */
export function getAvailableOrgCustomers({ occ }: OccCaller, groupId: string, query: { currentPage: number; pageSize: number }): Promise<OrgCustomerList> {
  return occ.request({ path: `${group(groupId)}/availableOrgCustomers`, query, schema: CustomerListSchema });
}

/** `POST …/{groupId}/members?orgCustomerId=` → 200. */
export async function addUserGroupMember({ occ }: OccCaller, groupId: string, orgCustomerId: string): Promise<void> {
  await occ.request({ method: "POST", path: `${group(groupId)}/members`, query: { orgCustomerId }, schema: EmptyBodySchema });
}

/** `DELETE …/{groupId}/members/{orgCustomerId}` → 200. */
export async function removeUserGroupMember({ occ }: OccCaller, groupId: string, orgCustomerId: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${group(groupId)}/members/${encodeURIComponent(orgCustomerId)}`, schema: EmptyBodySchema });
}

/** `GET …/{groupId}/availableOrderApprovalPermissions` → the purchase limits; `selected` = assigned to the group. */
export async function getUserGroupPermissions({ occ }: OccCaller, groupId: string): Promise<Permission[]> {
  const list = await occ.request({ path: `${group(groupId)}/availableOrderApprovalPermissions`, query: { currentPage: 0, pageSize: 100 }, schema: PermissionListSchema });
  return list.orderApprovalPermissions;
}

const UnitNodesSchema = z.object({ unitNodes: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean().optional().default(true), parent: z.string().optional() })) });
export type UnitNode = z.infer<typeof UnitNodesSchema>["unitNodes"][number];

/** `GET users/{u}/availableOrgUnitNodes` (Spartacus' `orgUnitsAvailable`): the units of the admin's scope. */
export async function getAvailableUnitNodes({ occ }: OccCaller): Promise<UnitNode[]> {
  return (await occ.request({ path: "users/current/availableOrgUnitNodes", schema: UnitNodesSchema })).unitNodes;
}
