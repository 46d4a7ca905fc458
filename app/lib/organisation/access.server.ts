import { redirect } from "@remix-run/node";
import { type AuthenticatedUser, getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { isOccError } from "~/lib/occ/errors";
import { getEnv } from "~/lib/env.server";
import { type RequestContext } from "~/lib/request-context.server";
import { ORG_ADMIN_ROLES, hasAnyRole } from "~/lib/roles";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
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

/** `requireOrgAdmin`, and the OCC caller its backend calls go through (every organisation action and loader). */
export async function requireOrgAdminCaller(request: Request, context: RequestContext): Promise<{ user: OrgAdminUser; caller: OccCaller }> {
  const user = await requireOrgAdmin(request, context);
  return { user, caller: { occ: await getOcc(request, context) } };
}

/** After an organisation change: the success flash in the session and a 303 to `to` (redirect after POST). */
export async function flashAndGo(request: Request, context: RequestContext, message: string, to: string) {
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message });
  markSessionChanged(context, session);
  return redirect(to, 303);
}
