import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { LastChangeSchema, OrgPaginationSchema } from "./org-common.server";

/**
 * Organisation purchase limits (issue 27, B; docs/occ-api.md "Organisation administration"): SAP Commerce 2211 B2B's
 * approval permissions as Spartacus' organisation config calls them — `permissions` (GET/POST
 * users/{u}/orderApprovalPermissions), `permission` (GET/PATCH …/{code}), `orderApprovalPermissionTypes`,
 * `b2bUserPermissions` / `b2bUserPermission` (users/{u}/orgCustomers/{id}/permissions[/{code}], GET, POST, DELETE),
 * `userGroupOrderApprovalPermissions` / `userGroupOrderApprovalPermission` (POST …/orderApprovalPermissions?
 * orderApprovalPermissionCode=, DELETE …/{code}). Stock calls: the same in both backend flavours.
 */

const PERMISSIONS = "users/current/orderApprovalPermissions";
const permission = (code: string) => `${PERMISSIONS}/${encodeURIComponent(code)}`;
const customerPermissions = (id: string) => `users/current/orgCustomers/${encodeURIComponent(id)}/permissions`;
const groupPermissions = (groupId: string) => `users/current/orgUnitUserGroups/${encodeURIComponent(groupId)}/orderApprovalPermissions`;

/** SAP's permission type codes and our names for them (the reference backend stores ORDER, PERIOD, BUDGET_EXCEEDED). */
export const PERMISSION_TYPE_CODES = {
  ORDER: "B2BOrderThresholdPermission",
  PERIOD: "B2BOrderThresholdTimespanPermission",
  BUDGET_EXCEEDED: "B2BBudgetExceededPermission",
} as const;
export type LimitKind = keyof typeof PERMISSION_TYPE_CODES;
export const LIMIT_KINDS = Object.keys(PERMISSION_TYPE_CODES) as LimitKind[];
export const LIMIT_PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
export type LimitPeriodCode = (typeof LIMIT_PERIODS)[number];

/** Our kind of a SAP permission type code (unknown types: null, shown by name only). */
export function kindOf(typeCode: string | undefined): LimitKind | null {
  return LIMIT_KINDS.find((kind) => PERMISSION_TYPE_CODES[kind] === typeCode) ?? null;
}

/** B2BApprovalPermission (SAP: code, orderApprovalPermissionType, threshold, currency, periodRange, orgUnit, active). */
export const PurchaseLimitSchema = z.object({
  code: z.string(),
  orderApprovalPermissionType: z.object({ code: z.string(), name: z.string() }),
  threshold: z.number().optional(),
  currency: z.object({ isocode: z.string(), symbol: z.string().optional() }).optional(),
  periodRange: z.string().nullable().optional(),
  orgUnit: z.object({ uid: z.string(), name: z.string(), active: z.boolean().optional().default(true) }),
  active: z.boolean().optional().default(true),
  assignedUsersCount: z.number().int().optional().default(0),
  assignedUserGroupsCount: z.number().int().optional().default(0),
  selected: z.boolean().optional().default(false),
});
export type PurchaseLimit = z.infer<typeof PurchaseLimitSchema>;

const AssigneeUnitSchema = z.object({ uid: z.string(), name: z.string() });
export const LimitCustomerSchema = z.object({
  uid: z.string(),
  customerId: z.string().optional().default(""),
  name: z.string(),
  orgUnit: AssigneeUnitSchema.optional(),
  active: z.boolean().optional().default(true),
  selected: z.boolean().optional().default(false),
});
export const LimitGroupSchema = z.object({ uid: z.string(), name: z.string(), orgUnit: AssigneeUnitSchema.optional(), selected: z.boolean().optional().default(false) });

export const PurchaseLimitDetailsSchema = PurchaseLimitSchema.extend({
  orgCustomers: z.array(LimitCustomerSchema).optional().default([]),
  orgUnitUserGroups: z.array(LimitGroupSchema).optional().default([]),
  currencies: z.array(z.object({ isocode: z.string() })).optional().default([]),
  lastChange: LastChangeSchema.optional().default(null),
});
export type PurchaseLimitDetails = z.infer<typeof PurchaseLimitDetailsSchema>;

const PurchaseLimitListSchema = z.object({
  orderApprovalPermissions: z.array(PurchaseLimitSchema),
  pagination: OrgPaginationSchema,
  currencies: z.array(z.object({ isocode: z.string() })).optional().default([]),
});
export type PurchaseLimitList = z.infer<typeof PurchaseLimitListSchema>;
const CustomerLimitsSchema = z.object({
  orgCustomer: LimitCustomerSchema,
  orderApprovalPermissions: z.array(PurchaseLimitSchema),
  pagination: OrgPaginationSchema,
});
export type CustomerLimits = z.infer<typeof CustomerLimitsSchema>;
const SelectionSchema = z.object({ id: z.string(), selected: z.boolean() });

/** What create and update send (SAP's B2BApprovalPermissionWsDTO). */
export interface PurchaseLimitBody {
  code?: string;
  orderApprovalPermissionType?: { code: string };
  threshold?: number | null;
  currency?: { isocode: string } | null;
  periodRange?: string | null;
  orgUnit?: { uid: string };
  active?: boolean;
}

/** `GET users/{u}/orderApprovalPermissions?currentPage&pageSize&sort` (the admin's scope). */
export function getPurchaseLimits({ occ }: OccCaller, query: { currentPage: number; pageSize: number; sort?: string }): Promise<PurchaseLimitList> {
  return occ.request({ path: PERMISSIONS, query: { currentPage: query.currentPage, pageSize: query.pageSize, ...(query.sort ? { sort: query.sort } : {}) }, schema: PurchaseLimitListSchema });
}

/** `GET users/{u}/orderApprovalPermissions/{code}` (outside the scope or unknown: 404). */
export function getPurchaseLimit({ occ }: OccCaller, code: string): Promise<PurchaseLimitDetails> {
  return occ.request({ path: permission(code), schema: PurchaseLimitDetailsSchema });
}

/** `POST users/{u}/orderApprovalPermissions` with `Idempotency-Key` → 201 (the same key again: the limit it created). */
export function createPurchaseLimit({ occ }: OccCaller, body: PurchaseLimitBody, idempotencyKey: string): Promise<PurchaseLimit> {
  return occ.request({ method: "POST", path: PERMISSIONS, body, headers: { "Idempotency-Key": idempotencyKey }, schema: PurchaseLimitSchema });
}

/** `PATCH users/{u}/orderApprovalPermissions/{code}` → the limit (`{ active }` disables or enables it). */
export function updatePurchaseLimit({ occ }: OccCaller, code: string, body: PurchaseLimitBody): Promise<PurchaseLimit> {
  return occ.request({ method: "PATCH", path: permission(code), body, schema: PurchaseLimitSchema });
}

/** `GET users/{u}/orgCustomers/{id}/permissions` → the limits of the scope, `selected` = assigned to the user. */
export function getCustomerLimits({ occ }: OccCaller, orgCustomerId: string): Promise<CustomerLimits> {
  return occ.request({ path: customerPermissions(orgCustomerId), query: { currentPage: 0, pageSize: 100 }, schema: CustomerLimitsSchema });
}

/** `POST` (assign) or `DELETE` (unassign) `users/{u}/orgCustomers/{id}/permissions/{code}`. */
export async function setCustomerLimit({ occ }: OccCaller, orgCustomerId: string, code: string, assign: boolean): Promise<void> {
  await occ.request({ method: assign ? "POST" : "DELETE", path: `${customerPermissions(orgCustomerId)}/${encodeURIComponent(code)}`, schema: SelectionSchema });
}

/** `POST …/orgUnitUserGroups/{g}/orderApprovalPermissions?orderApprovalPermissionCode=` or `DELETE …/{code}`. */
export async function setGroupLimit({ occ }: OccCaller, groupId: string, code: string, assign: boolean): Promise<void> {
  if (assign) await occ.request({ method: "POST", path: groupPermissions(groupId), query: { orderApprovalPermissionCode: code }, schema: SelectionSchema });
  else await occ.request({ method: "DELETE", path: `${groupPermissions(groupId)}/${encodeURIComponent(code)}`, schema: SelectionSchema });
}
