import { redirect } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import * as messages from "~/lib/messages";
import { type OAuthConfig, requestToken, revokeToken, type TokenResponse } from "~/lib/occ/authentication.server";
import { OccClient, type OccClientConfig, type TokenSource } from "~/lib/occ/client.server";
import { OccError } from "~/lib/occ/errors";
import { getCurrentUser, type CurrentUser, userGroupUids } from "~/lib/occ/users.server";
import { memoize, type RequestContext } from "~/lib/request-context.server";
import { type Role, hasAnyRole, rolesFromGroups } from "~/lib/roles";
import { loginPath } from "~/lib/safe-redirect";
import { sessionGuardRedirect } from "~/lib/session-guards";
import {
  type AppSession,
  type SessionUser,
  commitSession,
  destroySession,
  flashOnlyCookie,
  getSession,
  markSessionChanged,
  sessionStorage,
} from "~/lib/session.server";

/** Refresh this long before the access token expires, so a page never starts with a dead token. */
const REFRESH_MARGIN_MS = 30_000;

export function occConfig(): OccClientConfig {
  const env = getEnv();
  return { baseUrl: env.occBaseUrl, baseSite: env.baseSite, timeoutMs: env.timeoutMs };
}

export function oauthConfig(): OAuthConfig {
  const env = getEnv();
  return {
    tokenUrl: env.oauthTokenUrl,
    revokeUrl: env.oauthRevokeUrl,
    clientId: env.clientId,
    clientSecret: env.clientSecret,
    timeoutMs: env.timeoutMs,
  };
}

function storeTokens(session: AppSession, token: TokenResponse, now = Date.now()) {
  session.set("accessToken", token.access_token);
  if (token.refresh_token) session.set("refreshToken", token.refresh_token);
  session.set("expiresAt", now + token.expires_in * 1000);
}

/**
 * `/login?expired=<expiresAt>`: the session whose refresh failed, named by its token expiry (issue 21, hole 3). The
 * request that failed does not destroy the session: a parallel request may have refreshed it, and that request's
 * Set-Cookie may reach the browser first or last. /login ends the session only if the browser still holds that one
 * (`endExpiredSession`); a browser that holds a newer session just continues.
 */
export const EXPIRED_SESSION_PARAM = "expired";

/**
 * The session-backed token source: refreshes ahead of expiry and after a 401 (once per request; the backend answers
 * parallel refreshes of one session with the same new pair, decision 021), and on a dead session sends the user to
 * /login, which signs them out with 'Your session has expired. Please login again.' (`EXPIRED_SESSION_PARAM`).
 */
export function sessionTokenSource(request: Request, context: RequestContext, session: AppSession): TokenSource {
  let refreshing: Promise<{ accessToken: string } | null> | undefined;

  const refresh = () => {
    refreshing ??= (async () => {
      const refreshToken = session.get("refreshToken");
      if (!refreshToken) return null;
      try {
        const token = await requestToken(
          oauthConfig(),
          { grantType: "refresh_token", refreshToken },
          { signal: request.signal, timings: context.serverTimings, clientAddress: context.clientAddress },
        );
        storeTokens(session, token);
        markSessionChanged(context, session);
        return { accessToken: token.access_token };
      } catch (error) {
        if (error instanceof OccError) throw error; // backend down: not the user's session's fault
        return null;
      }
    })();
    return refreshing;
  };

  return {
    async current() {
      const accessToken = session.get("accessToken");
      if (!accessToken) return null;
      const expiresAt = session.get("expiresAt") ?? 0;
      if (expiresAt - REFRESH_MARGIN_MS <= Date.now() && session.get("refreshToken")) {
        return (await refresh()) ?? { accessToken };
      }
      return { accessToken };
    },
    refresh,
    async sessionExpired(path) {
      // On /login itself (the shell's calls with a dead session: every token of the user revoked by a password or
      // e-mail change elsewhere, issue 25) a redirect to /login would loop; the shell degrades on this error and the
      // login loader ends the session (`endExpiredSession`).
      if (new URL(request.url).pathname === "/login") return new OccError("sessionExpired", 401, path);
      // No Set-Cookie: never destroy a session another request may have refreshed (EXPIRED_SESSION_PARAM).
      const target = new URL(loginPath(request), "http://storefront");
      target.searchParams.set(EXPIRED_SESSION_PARAM, String(session.get("expiresAt") ?? 0));
      return redirect(`${target.pathname}${target.search}`);
    },
  };
}

/** The OCC client for this request: the session's token, punch-out header, abort signal, timings. */
export async function getOcc(request: Request, context: RequestContext): Promise<OccClient> {
  const session = await getSession(request, context);
  return memoize(
    context,
    "occ",
    () =>
      new OccClient({
        config: occConfig(),
        tokens: sessionTokenSource(request, context, session),
        punchOutSessionId: session.get("punchOutSessionId") ?? null,
        clientAddress: context.clientAddress,
        signal: request.signal,
        timings: context.serverTimings,
      }),
  );
}

export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    uid: user.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredName: user.preferredName,
    groups: userGroupUids(user),
    orgUnitUid: user.orgUnit?.uid ?? null,
    countryIso: user.orgUnit?.country?.isocode ?? null,
    showLoginPreferencePage: user.showLoginPreferencePage,
    isFirstLogin: user.isFirstLogin,
    showCdcRegistrationPage: user.showCDCRegistrationPage,
  };
}

/**
 * An OCC client bound to one access token that is not (yet) the session's: no refresh, a 401 is
 * an `OccError('sessionExpired')`. For the token entries before their session exists.
 */
export function occWithToken(request: Request, context: RequestContext, accessToken: string): OccClient {
  return new OccClient({
    config: occConfig(),
    tokens: {
      current: async () => ({ accessToken }),
      refresh: async () => null,
      sessionExpired: async (path) => new OccError("sessionExpired", 401, path),
    },
    clientAddress: context.clientAddress,
    signal: request.signal,
    timings: context.serverTimings,
  });
}

/**
 * A brand-new session (new id: no session fixation) for `token`, after fetching the current
 * user with it. Used by the password sign-in and by the token entries (SSO-Redirection,
 * punch-out), which add their own flags before committing. Revokes the token if the user
 * cannot be fetched. Throws `OccError`.
 */
export async function createUserSession(
  request: Request,
  context: RequestContext,
  token: TokenResponse,
  options: { billTo?: string | null } = {},
): Promise<{ session: AppSession; user: CurrentUser }> {
  const session = await sessionStorage().getSession();
  storeTokens(session, token);
  const occ = occWithToken(request, context, token.access_token);
  let user: CurrentUser;
  try {
    user = await getCurrentUser({ occ });
  } catch (error) {
    await revokeToken(oauthConfig(), token.access_token, { clientAddress: context.clientAddress });
    throw error;
  }
  session.set("user", toSessionUser(user));
  session.set("priceEnabled", user.priceEnabled);
  session.set(
    "currencySymbol",
    user.orgUnit?.customerSpecificCurrencySymbol ?? user.currency?.symbol ?? "$", // spec: default '$'
  );
  const billTo = options.billTo ?? user.orgUnit?.billToName ?? null;
  if (billTo) session.set("billTo", billTo);
  return { session, user };
}

/**
 * Signs in with the password grant, fetches the current user and returns the Set-Cookie header
 * of a brand-new session. Throws `OAuthError` (bad credentials, disabled, bad client) or `OccError`.
 */
export async function signIn(
  request: Request,
  context: RequestContext,
  credentials: { email: string; password: string; billTo?: string | null },
): Promise<string> {
  const token = await requestToken(
    oauthConfig(),
    { grantType: "password", username: credentials.email, password: credentials.password },
    { signal: request.signal, timings: context.serverTimings, clientAddress: context.clientAddress },
  );
  const { session } = await createUserSession(request, context, token, { billTo: credentials.billTo });
  return commitSession(session);
}

/** Updates the session's user summary after a change on the backend (onboarding, identity-provider registration). */
export async function refreshSessionUser(request: Request, context: RequestContext, user: CurrentUser) {
  const session = await getSession(request, context);
  session.set("user", toSessionUser(user));
  markSessionChanged(context, session);
}

/** The storefront's client-credentials token, shared by all anonymous requests until it nears expiry. */
let appToken: { accessToken: string; expiresAt: number } | null = null;

function appTokenSource(request: Request, context: RequestContext): TokenSource {
  const fetchToken = async () => {
    const token = await requestToken(
      oauthConfig(),
      { grantType: "client_credentials" },
      { signal: request.signal, timings: context.serverTimings, clientAddress: context.clientAddress },
    );
    appToken = { accessToken: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 };
    return { accessToken: token.access_token };
  };
  return {
    async current() {
      if (appToken && appToken.expiresAt - REFRESH_MARGIN_MS > Date.now()) return { accessToken: appToken.accessToken };
      return fetchToken();
    },
    refresh: fetchToken,
    sessionExpired: async (path) => new OccError("sessionExpired", 401, path),
  };
}

/**
 * An OCC client with the storefront's own client-credentials token, for the anonymous calls OCC
 * protects (password reset, registration, punch-out session lookup).
 */
export function getAppOcc(request: Request, context: RequestContext): OccClient {
  return memoize(
    context,
    "appOcc",
    () =>
      new OccClient({
        config: occConfig(),
        tokens: appTokenSource(request, context),
        clientAddress: context.clientAddress,
        signal: request.signal,
        timings: context.serverTimings,
      }),
  );
}

/**
 * Like `getAppOcc`, but not tied to the browser request's abort signal: for a guest's cart change that must
 * finish once it reached the backend (see `occForCartChange` in app/lib/product/add-to-cart.server.ts).
 */
export function appOccForCartChange(request: Request, context: RequestContext): OccClient {
  return new OccClient({
    config: occConfig(),
    tokens: appTokenSource(request, context),
    clientAddress: context.clientAddress,
    timings: context.serverTimings,
  });
}

/** For tests: forget the cached client-credentials token. */
export function resetAppTokenForTests() {
  appToken = null;
}

/** Revokes the token and answers with a redirect to /login that clears the session. */
export async function signOut(request: Request, context: RequestContext) {
  const session = await getSession(request, context);
  const accessToken = session.get("accessToken");
  if (accessToken) await revokeToken(oauthConfig(), accessToken, { timings: context.serverTimings, clientAddress: context.clientAddress });
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  headers.append("Set-Cookie", await flashOnlyCookie({ type: "info", message: messages.signedOut }));
  return redirect("/login", { headers });
}

export interface AuthenticatedUser extends SessionUser {
  roles: Role[];
}

export async function getOptionalUser(request: Request, context: RequestContext): Promise<AuthenticatedUser | null> {
  const session = await getSession(request, context);
  const user = session.get("user");
  if (!user || !session.get("accessToken")) return null;
  return { ...user, roles: rolesFromGroups(user.groups) };
}

/**
 * The guard of every protected loader and action. Anonymous visitors go to
 * `/login?redirectTo=…`; the session redirects of session-guards.ts (identity-provider
 * registration, first-login onboarding, proxy-mode restricted paths) come next; a signed-in user without one of `roles` gets a 403 with the
 * catalogue's forbidden text.
 */
export async function requireUser(
  request: Request,
  context: RequestContext,
  options: { roles?: readonly Role[] } = {},
): Promise<AuthenticatedUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(loginPath(request));
  const session = await getSession(request, context);
  const guard = sessionGuardRedirect({
    pathname: new URL(request.url).pathname,
    isFirstLogin: user.isFirstLogin === true,
    showCdcRegistrationPage: user.showCdcRegistrationPage === true,
    isProxyMode: session.get("isProxyMode") === true,
    proxyRestrictedPaths: getEnv().proxyRestrictedPaths,
    isPunchOutMode: session.get("isPunchOutMode") === true,
  });
  if (guard) throw redirect(guard);
  if (!hasAnyRole(user.roles, options.roles ?? [])) {
    throw new Response(messages.forbidden, { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/**
 * /login with `?expired=<expiresAt>` (`EXPIRED_SESSION_PARAM`): when the browser still holds the session whose refresh
 * failed, it ends here, flashing 'Your session has expired. Please login again.'; the parameter is dropped either way.
 * A browser that holds another session (a parallel request refreshed it) goes on through `redirectIfSignedIn`.
 */
export async function endExpiredSession(request: Request, context: RequestContext): Promise<void> {
  const url = new URL(request.url);
  const expired = url.searchParams.get(EXPIRED_SESSION_PARAM);
  if (expired === null) return;
  url.searchParams.delete(EXPIRED_SESSION_PARAM);
  const login = `${url.pathname}${url.search}`;
  const session = await getSession(request, context);
  if (session.get("accessToken") && String(session.get("expiresAt") ?? 0) === expired) {
    throw redirect(login, { headers: { "Set-Cookie": await flashOnlyCookie({ type: "error", message: messages.sessionExpired }) } });
  }
  if (!(await getOptionalUser(request, context))) throw redirect(login);
}

/** For pages only anonymous visitors should see (the login page): signed-in users go on. */
export async function redirectIfSignedIn(request: Request, context: RequestContext, to: string) {
  if (await getOptionalUser(request, context)) throw redirect(to);
}
