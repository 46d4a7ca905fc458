import { getOcc } from "~/lib/auth.server";
import { getOrgUserDetails, type OrgUserDetails } from "~/lib/occ/org-users.server";
import { requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import { formatDateTime } from "~/lib/returns/return-view.server";
import { CUSTOMER_PK } from "./paths";

export const userNotFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** The user behind `customerPk` in the admin's scope (404 for anything else: another organisation, a sibling subtree, unknown). */
export async function readUser(request: Request, context: RequestContext, customerPk: string | undefined) {
  const admin = await requireOrgAdmin(request, context);
  if (!customerPk || !CUSTOMER_PK.test(customerPk)) throw userNotFound();
  const caller = { occ: await getOcc(request, context) };
  const user: OrgUserDetails = await getOrgUserDetails(caller, customerPk).catch(throwOrgBackendError);
  return { admin, caller, user };
}

/**
 * /organisation/users/{pk} (issue 26, H2; spec `getUserDetails`): personal, contact and employee details, roles,
 * status, payment details, approvers, user groups and 'Last changed by … on …', with links to the edit pages and to
 * the roles, status, delete, payment details and approvers pages (H3).
 */
export async function loadUserDetails(request: Request, context: RequestContext, customerPk: string | undefined) {
  const { admin, user } = await readUser(request, context, customerPk);
  const lastChange = user.lastChange ? { name: user.lastChange.by.name, at: formatDateTime(user.lastChange.at), iso: user.lastChange.at } : null;
  return { siteType: admin.siteType, user, lastChange };
}
