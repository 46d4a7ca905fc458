import { requireFinanceUser } from "~/lib/finance/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import { hasAnyRole, ORG_ADMIN_ROLES } from "~/lib/roles";
import { orgNav } from "./nav";

/**
 * The organisation layout: admins and (issue 28) finance people — 403 'No sufficient permissions to access this page'
 * for anyone else. An admin's navigation has every section plus Finance; a finance person's has Finance only (the
 * other sections' loaders still answer them 403).
 */
export async function loadOrgLayout(request: Request, context: RequestContext) {
  const user = await requireFinanceUser(request, context);
  return { nav: orgNav(user.siteType, hasAnyRole(user.roles, ORG_ADMIN_ROLES)), siteType: user.siteType };
}
