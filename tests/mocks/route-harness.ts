import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { csrfToken, getHoneypot } from "~/lib/csrf.server";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { type SessionData, sessionStorage } from "~/lib/session.server";

type Session = Awaited<ReturnType<ReturnType<typeof sessionStorage>["getSession"]>>;
import { cookiePair, sessionCookie } from "./session";

/**
 * The route-test harness: builds the requests a browser would send to a loader or action (session
 * cookie, CSRF token and cookie, honeypot), calls the route function, and reads back what it left
 * behind (a thrown Response, the session its response hooks commit).
 */

/** The origin relative URLs resolve against. */
export const STORE_ORIGIN = "http://store.test";

export type RouteArgs = LoaderFunctionArgs & ActionFunctionArgs;
export type RouteFunction<T> = (args: RouteArgs) => Promise<T>;
/** Form fields: an object, or pairs when a name repeats (`units=a&units=b`). */
export type Fields = Record<string, string> | [string, string][];

/** A fresh CSRF token and the `name=value` of the cookie it is checked against, as the page with the form set it. */
export async function csrfCookie(): Promise<{ token: string; cookie: string }> {
  const context = createRequestContext("nonce");
  const token = await csrfToken(new Request(`${STORE_ORIGIN}/`), context);
  const headers = await hookHeaders(context);
  return { token, cookie: cookiePair(headers.get("Set-Cookie") ?? "") };
}

/** The honeypot fields the real forms render (registration, password reset). */
export function honeypotFields(): Record<string, string> {
  const props = getHoneypot().getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName ?? "from__confirm"]: props.encryptedValidFrom ?? "" };
}

/** The headers `context`'s response hooks add to the response (Set-Cookie of a changed session, …). */
export async function hookHeaders(context: RequestContext): Promise<Headers> {
  const headers = new Headers();
  for (const hook of context.responseHooks.values()) await hook(headers);
  return headers;
}

/** The `__session=` cookie pair among `setCookies` (the last one wins), or "" when none. */
export function sessionCookiePair(setCookies: string[]): string {
  return setCookies.map(cookiePair).filter((c) => c.startsWith("__session=")).at(-1) ?? "";
}

/** The session `context`'s response hooks commit, and its cookie pair ("" and an empty session when none). */
export async function committedSession(context: RequestContext) {
  const cookie = sessionCookiePair((await hookHeaders(context)).getSetCookie());
  return { session: await sessionStorage().getSession(cookie), cookie };
}

/** The session a Response sets in its own Set-Cookie headers (an empty session when none). */
export async function responseSession(response: Response) {
  return sessionStorage().getSession(sessionCookiePair(response.headers.getSetCookie()));
}

export interface RequestOptions {
  /** The session the request's cookie carries; `null` (default) sends no session cookie. */
  session?: Partial<SessionData> | null;
  /** More `name=value` cookie pairs to send. */
  cookies?: string[];
  /** Send the CSRF cookie and, with `fields`, the `csrf` field (default true). */
  csrf?: boolean;
  /** Send the `csrf` field (default: as `csrf`); `false` with the cookie is a cross-site POST: the cookie, no token. */
  csrfField?: boolean;
  /** Add the honeypot fields to the form (default false). */
  honeypot?: boolean;
}

/**
 * A request to `url` (relative ones against {@link STORE_ORIGIN}): a form POST when `fields` is given, else a
 * GET. The CSRF token, when sent, is the first field.
 */
export async function routeRequest(url: string, fields?: Fields, options: RequestOptions = {}): Promise<Request> {
  const { session = null, cookies = [], csrf = true, csrfField = csrf, honeypot = false } = options;
  const href = new URL(url, STORE_ORIGIN).href;
  const issued = csrf ? await csrfCookie() : null;
  const cookie = [issued?.cookie, session ? await sessionCookie(session) : undefined, ...cookies].filter(Boolean).join("; ");
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  if (!fields) return new Request(href, { headers });
  const body = new URLSearchParams([
    ...(issued && csrfField ? [["csrf", issued.token]] : []),
    ...(honeypot ? Object.entries(honeypotFields()) : []),
    ...(Array.isArray(fields) ? fields : Object.entries(fields)),
  ]);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(href, { method: "POST", body, headers });
}

/** The arguments Remix passes a loader or action. */
export function routeArgs(request: Request, params: Record<string, string> = {}, context: RequestContext = createRequestContext("nonce")): RouteArgs {
  return { request, context, params } as unknown as RouteArgs;
}

export interface CallOptions extends RequestOptions {
  /** Form fields: the call is a POST (with the CSRF token unless `csrf: false`). */
  fields?: Fields;
  params?: Record<string, string>;
  /** Return a thrown Response as the result instead of rejecting (default true). */
  catchResponse?: boolean;
}

/**
 * Calls the loader or action `fn` with a request built by {@link routeRequest}. Returns what it returned (or
 * the Response it threw), the request context, and a reader of the session its response hooks commit.
 */
export function callRoute<T>(fn: RouteFunction<T>, url: string, options: CallOptions & { catchResponse: false }): Promise<{ result: T; context: RequestContext }>;
export function callRoute<T>(fn: RouteFunction<T>, url: string, options?: CallOptions): Promise<{ result: T | Response; context: RequestContext }>;
export async function callRoute<T>(fn: RouteFunction<T>, url: string, options: CallOptions = {}) {
  const { fields, params = {}, catchResponse = true, ...requestOptions } = options;
  const request = await routeRequest(url, fields, requestOptions);
  const context = createRequestContext("nonce");
  let result: T | Response;
  try {
    result = await fn(routeArgs(request, params, context));
  } catch (thrown) {
    if (!catchResponse || !(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  return { result, context };
}

/** {@link callRoute}, then the session the response hooks committed (`null` when they set no session cookie). */
export function callRouteWithSession<T>(fn: RouteFunction<T>, url: string, options: CallOptions & { catchResponse: false }): Promise<{ result: T; context: RequestContext; session: Session | null }>;
export function callRouteWithSession<T>(fn: RouteFunction<T>, url: string, options?: CallOptions): Promise<{ result: T | Response; context: RequestContext; session: Session | null }>;
export async function callRouteWithSession<T>(fn: RouteFunction<T>, url: string, options: CallOptions = {}) {
  const { result, context } = await callRoute(fn, url, options);
  const { session, cookie } = await committedSession(context);
  return { result, context, session: cookie ? session : null };
}
