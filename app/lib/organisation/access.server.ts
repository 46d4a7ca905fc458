import { type AuthenticatedUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { isOccError } from "~/lib/occ/errors";
import { getEnv } from "~/lib/env.server";
import { type RequestContext } from "~/lib/request-context.server";
import { ORG_ADMIN_ROLES, hasAnyRole } from "~/lib/roles";
import { noPermission, type SiteType } from "./messages";

export interface OrgAdminUser extends AuthenticatedUser {
  siteType: SiteType;
}

/**
 * The guard of every loader and action of the organisation area (issue 26; spec part 2 §6): a signed-in
 * administrator (`b2badmingroup` or `CustomerAdmin`), else 403 'No sufficient permissions to access this page'.
 * Anonymous visitors sign in first; the session guards (proxy mode, punch-out mode, first login) apply as everywhere.
 * The reference backend checks the same groups and the admin's unit tree on every call (a 403 from it becomes the same
 * page: `orgForbidden`).
 */
export async function requireOrgAdmin(request: Request, context: RequestContext): Promise<OrgAdminUser> {
  const user = await requireUser(request, context);
  if (!hasAnyRole(user.roles, ORG_ADMIN_ROLES)) throw orgForbidden();
  return { ...user, siteType: getEnv().siteType };
}

/** The organisation area's 403 response (the root error boundary shows its `message`). */
export const orgForbidden = () => Response.json({ message: noPermission }, { status: 403, statusText: "Forbidden" });

/**
 * For `.catch()` on the organisation area's backend calls a loader or action does not handle itself: the backend's 403
 * becomes the area's 403 page, its 404 (an id outside the admin's unit tree, or unknown) the not-found page, anything
 * else the catalogue error (`throwBackendError`).
 */
export function throwOrgBackendError(error: unknown): never {
  if (isOccError(error) && error.status === 403) throw orgForbidden();
  if (isOccError(error) && error.status === 404) throw new Response(null, { status: 404, statusText: "Not Found" });
  return throwBackendError(error);
}
