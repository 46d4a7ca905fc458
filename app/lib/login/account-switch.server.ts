import { redirect } from "@remix-run/node";
import { z } from "zod";
import { getOptionalUser, oauthConfig } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import * as switchMessages from "~/lib/login/switch-messages";
import { revokeToken } from "~/lib/occ/authentication.server";
import { type RequestContext } from "~/lib/request-context.server";
import { allowedExternalUrl, safeRedirect } from "~/lib/safe-redirect";
import { readCookie, sealJson, serializeCookie, unsealJson } from "~/lib/sealed.server";
import { type AppSession, type SessionData, commitSession, flashOnlyCookie, getSession, sessionStorage, setFlash } from "~/lib/session.server";

/**
 * Signing in over a session (issue 21 hole 5, decision 022). The token entries — `/SSO-Redirection` and the
 * punch-out entry — are GET links that anyone can send; they must never silently replace the session of someone
 * who is already signed in (login CSRF: the victim would go on working in the attacker's account). So when a
 * signed-in visitor arrives with a sign-in for another user, the new session is not committed: it waits, sealed,
 * in the short-lived `__pending_sign_in` cookie, and `/confirm-sign-in` asks "You are signed in as X. Continue as
 * Y?". Only its POST (CSRF-checked: another site cannot send it) replaces the session; the visitor's own session is
 * untouched until then (no `__session` Set-Cookie). The same user arriving again, or a visitor signed in as nobody,
 * goes straight on.
 */

export const CONFIRM_SIGN_IN_PATH = "/confirm-sign-in";
export const PENDING_SIGN_IN_COOKIE = "__pending_sign_in";
/** How long a pending sign-in waits for the confirmation. */
export const PENDING_SIGN_IN_SECONDS = 300;

const PendingSignInSchema = z.object({
  /** The new session's data (tokens, user summary, punch-out flags). */
  data: z.record(z.unknown()),
  /** Where the sign-in goes after the confirmation: a path, or an allow-listed SSO continuation URL. */
  target: z.string().max(2000),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
type PendingSignIn = z.infer<typeof PendingSignInSchema>;

const displayName = (user: { firstName: string; lastName: string; preferredName?: string | null }) =>
  `${user.preferredName || user.firstName} ${user.lastName}`.trim();

const pendingCookie = (value: string) =>
  serializeCookie(PENDING_SIGN_IN_COOKIE, value, { path: CONFIRM_SIGN_IN_PATH, maxAgeSeconds: PENDING_SIGN_IN_SECONDS });
const clearPendingCookie = () => serializeCookie(PENDING_SIGN_IN_COOKIE, "", { path: CONFIRM_SIGN_IN_PATH, expired: true });

/** A target the sign-in may continue to: a same-origin path, or an allow-listed external URL (the SSO continuation). */
function safeTarget(target: string): string {
  return allowedExternalUrl(target, getEnv().allowedRedirectOrigins) ?? safeRedirect(target);
}

/**
 * The end of a token entry: `session` is the new, not yet committed session. Nobody signed in, or the same user →
 * it is committed and the visitor goes to `target`. Someone else signed in → the confirmation page, the session
 * waiting in the pending cookie.
 */
export async function completeTokenSignIn(request: Request, context: RequestContext, session: AppSession, target: string): Promise<Response> {
  const current = await getOptionalUser(request, context);
  const next = session.get("user");
  if (!current || !next || current.uid === next.uid) {
    return redirect(target, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  const pending: PendingSignIn = { data: session.data, target, expiresAt: Date.now() + PENDING_SIGN_IN_SECONDS * 1000 };
  return redirect(CONFIRM_SIGN_IN_PATH, { headers: { "Set-Cookie": pendingCookie(sealJson(pending, "pending-sign-in")) } });
}

function readPending(request: Request): PendingSignIn | null {
  const sealed = readCookie(request.headers.get("Cookie"), PENDING_SIGN_IN_COOKIE);
  const parsed = PendingSignInSchema.safeParse(sealed ? unsealJson(sealed, "pending-sign-in") : null);
  return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
}

function pendingUserName(pending: PendingSignIn): string | null {
  const user = z.object({ firstName: z.string(), lastName: z.string(), preferredName: z.string().nullable().optional() }).safeParse(pending.data.user);
  return user.success ? displayName(user.data) : null;
}

/** Without a usable pending sign-in: home with 'That sign-in link has expired. Nothing has changed.' (the session kept). */
async function nothingPending(request: Request, context: RequestContext): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": clearPendingCookie() });
  if (await getOptionalUser(request, context)) {
    const session = await getSession(request, context);
    setFlash(session, { type: "info", message: switchMessages.switchExpired });
    headers.append("Set-Cookie", await commitSession(session));
    return redirect("/", { headers });
  }
  headers.append("Set-Cookie", await flashOnlyCookie({ type: "info", message: switchMessages.switchExpired }));
  return redirect("/login", { headers });
}

/** `/confirm-sign-in` GET: the question, or home (sign-in when signed out) with a note when nothing waits. */
export async function loadConfirmSignIn(request: Request, context: RequestContext): Promise<{ current: string; next: string }> {
  const pending = readPending(request);
  const next = pending && pendingUserName(pending);
  const current = await getOptionalUser(request, context);
  // Signed out meanwhile: the question no longer stands (and a GET never signs anyone in from the pending cookie).
  if (!pending || !next || !current) throw await nothingPending(request, context);
  return { current: displayName(current), next };
}

async function commitPending(pending: PendingSignIn, previousAccessToken: string | null): Promise<Response> {
  const session = await sessionStorage().getSession();
  for (const [key, value] of Object.entries(pending.data)) session.set(key as keyof SessionData, value as SessionData[keyof SessionData]);
  // The replaced session's token is of no more use: revoke it (best effort, as sign-out does).
  if (previousAccessToken) await revokeToken(oauthConfig(), previousAccessToken).catch(() => undefined);
  const headers = new Headers({ "Set-Cookie": clearPendingCookie() });
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(safeTarget(pending.target), { headers });
}

/** `/confirm-sign-in` POST (CSRF-checked): the pending session replaces the current one. */
export async function confirmSignIn(request: Request, context: RequestContext): Promise<Response> {
  await readForm(request);
  const pending = readPending(request);
  if (!pending || !pendingUserName(pending)) return nothingPending(request, context);
  const session = await getSession(request, context);
  return commitPending(pending, session.get("accessToken") ?? null);
}
