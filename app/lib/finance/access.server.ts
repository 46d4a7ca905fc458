import { type AuthenticatedUser, getOcc, requireUser } from "~/lib/auth.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { getEnv } from "~/lib/env.server";
import { orgForbidden } from "~/lib/organisation/access.server";
import { type SiteType } from "~/lib/organisation/messages";
import { type RequestContext } from "~/lib/request-context.server";
import { FINANCE_ROLES, hasAnyRole } from "~/lib/roles";

export interface FinanceUser extends AuthenticatedUser {
  siteType: SiteType;
}

/**
 * The guard of every loader and action of the finance area (issue 28; docs/finance.md): a signed-in administrator
 * (`b2badmingroup`, `CustomerAdmin`) or finance person (`financegroup`), else 403 'No sufficient permissions to access
 * this page' (the organisation area's page). The reference backend checks the same groups and the user's unit tree on
 * every finance call (`throwOrgBackendError` turns its 403 and 404 into the same pages).
 */
export async function requireFinanceUser(request: Request, context: RequestContext): Promise<FinanceUser> {
  const user = await requireUser(request, context);
  if (!hasAnyRole(user.roles, FINANCE_ROLES)) throw orgForbidden();
  return { ...user, siteType: getEnv().siteType };
}

/** `requireFinanceUser`, and the OCC caller its backend calls go through (every finance loader and action). */
export async function requireFinanceCaller(request: Request, context: RequestContext): Promise<{ user: FinanceUser; caller: OccCaller }> {
  const user = await requireFinanceUser(request, context);
  return { user, caller: { occ: await getOcc(request, context) } };
}
