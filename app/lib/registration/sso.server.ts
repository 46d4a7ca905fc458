import { redirect } from "@remix-run/node";
import { createUserSession, getOptionalUser, occWithToken } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import * as registrationMessages from "~/lib/registration/messages";
import { allowedExternalUrl } from "~/lib/safe-redirect";
import * as messages from "~/lib/messages";
import { isOccError, rateLimitWait } from "~/lib/occ/errors";
import { getSsoUrl, loginUserCheck } from "~/lib/occ/onboarding.server";
import { type RequestContext } from "~/lib/request-context.server";
import { completeTokenSignIn } from "~/lib/login/account-switch.server";
import { clearSsoStateCookie, ssoStateMatches } from "~/lib/registration/sso-state.server";
import { commitSession, flashOnlyCookie, getSession, setFlash } from "~/lib/session.server";

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

/**
 * 'We could not sign you in. Please login again.' — without touching a signed-in visitor's session: they keep it
 * and see the message at home (a link must not be able to sign anyone out either); anyone else goes to sign-in.
 */
async function signInFailed(
  request: Request,
  context: RequestContext,
  message: string = registrationMessages.ssoSignInFailed,
): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": clearSsoStateCookie() });
  const flash = { type: "error", message } as const;
  if (await getOptionalUser(request, context)) {
    const session = await getSession(request, context);
    setFlash(session, flash);
    headers.append("Set-Cookie", await commitSession(session));
    return redirect("/", { headers });
  }
  headers.append("Set-Cookie", await flashOnlyCookie(flash));
  return redirect("/login", { headers });
}

/**
 * `/SSO-Redirection?access_token=…&state=…` (spec part 1 §2, part 2 §4): the server-side equivalent of the old
 * page's one-time reload. The returned `state` must be the one `/sso/start` left in this browser (issue 21 hole 5:
 * app/lib/registration/sso-state.server.ts) — otherwise nothing happens but 'We could not sign you in.'. Then the
 * token becomes a new session; the login user check must answer 200; a non-empty, allow-listed SSO URL is where the
 * user continues, otherwise home (where the central guards apply). Someone else already signed in is asked first
 * (app/lib/login/account-switch.server.ts). An invalid token or a failed check: 'We could not sign you in.'. The
 * token never stays in the address bar: every answer redirects.
 */
export async function ssoRedirect(request: Request, context: RequestContext): Promise<Response> {
  const url = new URL(request.url);
  const accessToken = url.searchParams.get("access_token")?.trim();
  if (!accessToken) return redirect((await getOptionalUser(request, context)) ? "/" : "/login");
  if (!ssoStateMatches(request, url.searchParams.get("state"))) return signInFailed(request, context);

  try {
    const { session } = await createUserSession(request, context, {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: SSO_TOKEN_ASSUMED_TTL_SECONDS,
    });
    const occ = occWithToken(request, context, accessToken);
    if ((await loginUserCheck({ occ })) !== 200) return signInFailed(request, context);
    const ssoUrl = await getSsoUrl({ occ });
    const target = ssoUrl && isAllowedExternalUrl(ssoUrl) ? ssoUrl : "/";
    const response = await completeTokenSignIn(request, context, session, target);
    response.headers.append("Set-Cookie", clearSsoStateCookie());
    return response;
  } catch (error) {
    if (isOccError(error) && (error.kind === "sessionExpired" || error.kind === "forbidden" || error.status === 401)) {
      return signInFailed(request, context);
    }
    // Too many unknown tokens from this address (issue 21, hole 2): the backend's limit, with when to try again.
    const wait = rateLimitWait(error);
    if (wait !== null) return signInFailed(request, context, messages.signInLimit(wait));
    throw error;
  }
}
