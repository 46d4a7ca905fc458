import { redirect } from "@remix-run/node";
import { getOptionalUser } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, getSession, markSessionChanged } from "~/lib/session.server";

/**
 * Who may see the registration pages (spec part 1 §2, §6): anonymous visitors of the corporate
 * site. The wholesale site has no registration and signed-in users have an account: both go home.
 */
export async function requireRegistrationVisitor(request: Request, context: RequestContext): Promise<AppSession> {
  if (getEnv().siteType === "wholesale") throw redirect("/");
  if (await getOptionalUser(request, context)) throw redirect("/");
  return getSession(request, context);
}

/** The code step's state, or null when no registration is pending. */
export function pendingRegistration(session: AppSession) {
  const id = session.get("registrationId");
  const pending = session.get("registrationPending");
  return id && pending ? { id, ...pending } : null;
}

export function startPendingRegistration(
  context: RequestContext,
  session: AppSession,
  registration: { registrationId: string; email: string; resendAfterSeconds: number },
  now = Date.now(),
) {
  session.set("registrationId", registration.registrationId);
  session.set("registrationPending", {
    email: registration.email,
    resendAt: now + registration.resendAfterSeconds * 1000,
  });
  markSessionChanged(context, session);
}

/** Forgets the pending registration (expired, or done); the code stays for a new attempt. */
export function clearPendingRegistration(context: RequestContext, session: AppSession) {
  session.unset("registrationId");
  session.unset("registrationPending");
  markSessionChanged(context, session);
}
