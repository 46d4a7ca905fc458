/**
 * Roles derived from the user's groups (spec part 1 §6, part 2 §3 and §6).
 * CustomerAdmin marks a customer admin; customergroup members are treated as wearers.
 */
export const ROLE_GROUPS = {
  customerAdmin: "CustomerAdmin",
  wearer: "customergroup",
  buyer: "b2bcustomergroup",
  approver: "b2bapprovergroup",
  manager: "b2bmanagergroup",
  admin: "b2badmingroup",
  /** Spec part 2 §6: the right to view unit-level orders (the order history's 'Orders of my units' tab; issue 23). */
  unitOrderViewer: "unitorderviewergroup",
  /** Issue 28: the organisation's finance people (the finance area; docs/finance.md). */
  finance: "financegroup",
} as const;

export type Role = keyof typeof ROLE_GROUPS;

export function rolesFromGroups(groups: readonly string[]): Role[] {
  const set = new Set(groups);
  return (Object.keys(ROLE_GROUPS) as Role[]).filter((role) => set.has(ROLE_GROUPS[role]));
}

/** True when the user holds at least one of the roles (an empty list means any signed-in user). */
export function hasAnyRole(userRoles: readonly Role[], required: readonly Role[]): boolean {
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}

/** Proxy ordering (spec part 2 §4): who may order on behalf of a wearer of their unit tree. */
export const PROXY_ORDERING_ROLES: readonly Role[] = ["buyer", "manager", "admin"];

/**
 * Purchase orders (issue 6): who may create, list, edit and delete them — buyers and administrators
 * (`b2badmingroup`, and `CustomerAdmin`, the customer admin of spec part 1 §6). Everyone else gets the
 * forbidden page. The reference backend enforces the same groups (docs/occ-api.md "Issue 6 additions").
 */
export const PURCHASE_ORDER_ROLES: readonly Role[] = ["buyer", "admin", "customerAdmin"];

/**
 * Order approvals (issue 7; spec part 2 §2 "Order approval", §6 "Approval pages need login plus approver
 * permission"): the approval dashboard, the approval detail and its decision — approvers (`b2bapprovergroup`) only.
 * Every loader and action of those pages passes this to `requireUser`; the reference backend answers 403 to anyone
 * else (docs/occ-api.md "Issue 7 additions").
 */
export const APPROVAL_ROLES: readonly Role[] = ["approver"];

/** Issue 23: the order history's 'Orders of my units' tab (`GET orgUsers/{u}/orgUnits/orders`; the backend answers 403 to anyone else). */
export const UNIT_ORDER_VIEWER_ROLES: readonly Role[] = ["unitOrderViewer"];

/**
 * Organisation administration (issue 26; spec part 2 §6 'No sufficient permissions to access this page'): the
 * `/organisation` area — administrators only (`b2badmingroup`, and `CustomerAdmin`, the customer admin of part 1 §6).
 * Every loader and action calls `requireOrgAdmin` (app/lib/organisation/access.server.ts); the reference backend
 * enforces the same groups and the admin's unit tree (backend/src/stores/org-admin.ts).
 */
export const ORG_ADMIN_ROLES: readonly Role[] = ["admin", "customerAdmin"];

/**
 * Finance (issue 28; docs/finance.md): the `/organisation/finance` area — administrators and the organisation's finance
 * people (`financegroup`). Every finance loader and action calls `requireFinanceUser` (app/lib/finance/access.server.ts);
 * the reference backend enforces the same groups and the user's unit tree (backend/src/stores/org-admin.ts `finance`).
 */
export const FINANCE_ROLES: readonly Role[] = ["admin", "customerAdmin", "finance"];
