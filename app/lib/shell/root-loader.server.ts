import { redirect } from "@remix-run/node";
import { getOptionalUser } from "~/lib/auth.server";
import { csrfToken, getHoneypot } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { hasFormErrors } from "~/lib/form-errors.server";
import { type RequestContext } from "~/lib/request-context.server";
import { roleLinksFor } from "~/lib/shell/account-role-links";
import { getSession, markSessionChanged } from "~/lib/session.server";
import { loadShell } from "~/lib/shell/shell.server";

/** The root loader's data: CSRF and honeypot, flash, page-mode flags, the shell, the signed-in user's summary. */
export async function loadRootData(request: Request, context: RequestContext) {
  const env = getEnv();
  const [session, user, csrf, shell] = await Promise.all([
    getSession(request, context),
    getOptionalUser(request, context),
    csrfToken(request, context),
    loadShell(request, context),
  ]);

  // Spec part 1 §2 /login: a signed-in visitor arriving with ?billTo goes to the same path without the query.
  const url = new URL(request.url);
  if (user && url.searchParams.has("billTo") && request.method === "GET") throw redirect(url.pathname);

  const flash = session.get("flash") ?? null;
  if (flash) markSessionChanged(context, session); // reading a flash removes it

  return {
    csrf,
    honeypot: getHoneypot().getInputProps(),
    siteType: env.siteType,
    flash,
    hasFormErrors: hasFormErrors(context),
    isPunchOutMode: session.get("isPunchOutMode") ?? false,
    // Proxy ordering (spec part 2 §4): who the user orders for, for the banner.
    proxyName: user && session.get("isProxyMode") ? (session.get("proxy")?.name ?? null) : null,
    shell,
    user: user
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          preferredName: user.preferredName,
          roles: user.roles,
          roleLinks: roleLinksFor(user.roles),
        }
      : null,
  };
}
