import { APPROVAL_ROLES, hasAnyRole, PROXY_ORDERING_ROLES, PURCHASE_ORDER_ROLES, type Role } from "~/lib/roles";

/**
 * Account-menu links that only some roles get (our additions where the spec is silent): the way into proxy
 * ordering, into purchase orders and into the approval dashboard. The pages check the same role lists in their
 * loaders and actions.
 */
export interface RoleLink {
  label: string;
  url: string;
}

const ROLE_LINKS: readonly (RoleLink & { roles: readonly Role[] })[] = [
  { label: "Order for a wearer", url: "/proxy-order", roles: PROXY_ORDERING_ROLES },
  { label: "Purchase orders", url: "/purchase-order", roles: PURCHASE_ORDER_ROLES },
  { label: "Approvals", url: "/my-account/approval-dashboard", roles: APPROVAL_ROLES },
];

export function roleLinksFor(roles: readonly Role[]): RoleLink[] {
  return ROLE_LINKS.filter((link) => hasAnyRole(roles, link.roles)).map(({ label, url }) => ({ label, url }));
}
