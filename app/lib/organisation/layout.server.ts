import { type RequestContext } from "~/lib/request-context.server";
import { requireOrgAdmin } from "./access.server";
import { orgNav } from "./nav";

/** The organisation layout: admins only (403 'No sufficient permissions to access this page' for anyone else). */
export async function loadOrgLayout(request: Request, context: RequestContext) {
  const admin = await requireOrgAdmin(request, context);
  return { nav: orgNav(admin.siteType), siteType: admin.siteType };
}
