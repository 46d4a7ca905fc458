import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { type SessionData, sessionStorage } from "~/lib/session.server";
import { committedSession, routeArgs, routeRequest, sessionCookiePair } from "../mocks/route-harness";

/** Request helpers of the registration route tests: CSRF + honeypot like the real forms. */

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A form POST with CSRF and honeypot; a thrown value (redirect, error Response) is the result. */
export async function postForm(
  action: Action,
  url: string,
  fields: Record<string, string>,
  session: Partial<SessionData> = {},
  params: Record<string, string> = {},
) {
  const context = createRequestContext("nonce");
  const request = await routeRequest(url, fields, { session, honeypot: true });
  const result = await action(routeArgs(request, params, context)).catch((e: unknown) => e);
  return { result, context };
}

export async function load(loader: Loader, url: string, session: Partial<SessionData> = {}, params: Record<string, string> = {}) {
  const context = createRequestContext("nonce");
  const request = await routeRequest(url, undefined, { session, csrf: false });
  const result = await loader(routeArgs(request, params, context)).catch((e: unknown) => e);
  return { result, context };
}

/** The session a response leaves behind: its own Set-Cookie, else the one the response hooks commit. */
export async function sessionAfter(result: unknown, context: RequestContext) {
  const own = result instanceof Response ? sessionCookiePair(result.headers.getSetCookie()) : "";
  return own ? sessionStorage().getSession(own) : (await committedSession(context)).session;
}

export function redirectTarget(result: unknown): string | null {
  if (!(result instanceof Response) || result.status < 300 || result.status >= 400) return null;
  return result.headers.get("Location");
}
