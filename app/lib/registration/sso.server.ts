import { redirect } from "@remix-run/node";
import { createUserSession, getOptionalUser, occWithToken } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import * as registrationMessages from "~/lib/registration/messages";
import { allowedExternalUrl } from "~/lib/safe-redirect";
import { isOccError } from "~/lib/occ/errors";
import { getSsoUrl, loginUserCheck } from "~/lib/occ/onboarding.server";
import { type RequestContext } from "~/lib/request-context.server";
import { commitSession, flashOnlyCookie } from "~/lib/session.server";

/**
 * The OCC token response does not travel with `?access_token=`: the session assumes it lives this
 * long. The backend's refusal (401) ends the session earlier anyway, and SSO tokens come without a
 * refresh token, so the user signs in again when it runs out.
 */
export const SSO_TOKEN_ASSUMED_TTL_SECONDS = 3600;

/** True when `url` is an absolute http(s) URL whose origin is on ALLOWED_REDIRECT_ORIGINS. */
export function isAllowedExternalUrl(url: string, allowedOrigins: readonly string[] = getEnv().allowedRedirectOrigins): boolean {
  return allowedExternalUrl(url, allowedOrigins) !== null;
}

async function signInFailed() {
  return redirect("/login", {
    headers: { "Set-Cookie": await flashOnlyCookie({ type: "error", message: registrationMessages.ssoSignInFailed }) },
  });
}

/**
 * `/SSO-Redirection?access_token=…` (spec part 1 §2, part 2 §4): the server-side equivalent of the
 * old page's one-time reload. The token becomes a new session; the login user check must answer
 * 200; a non-empty, allow-listed SSO URL is where the user continues, otherwise home (where the
 * central guards apply). An invalid token or a failed check goes to sign-in with
 * 'We could not sign you in.'. The token never stays in the address bar: every answer redirects.
 */
export async function ssoRedirect(request: Request, context: RequestContext): Promise<Response> {
  const accessToken = new URL(request.url).searchParams.get("access_token")?.trim();
  if (!accessToken) return redirect((await getOptionalUser(request, context)) ? "/" : "/login");

  let cookie: string;
  try {
    const { session } = await createUserSession(request, context, {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: SSO_TOKEN_ASSUMED_TTL_SECONDS,
    });
    const occ = occWithToken(request, context, accessToken);
    if ((await loginUserCheck({ occ })) !== 200) return signInFailed();
    const ssoUrl = await getSsoUrl({ occ });
    cookie = await commitSession(session);
    const target = ssoUrl && isAllowedExternalUrl(ssoUrl) ? ssoUrl : "/";
    return redirect(target, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (isOccError(error) && (error.kind === "sessionExpired" || error.kind === "forbidden" || error.status === 401)) {
      return signInFailed();
    }
    throw error;
  }
}
