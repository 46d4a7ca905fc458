import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { csrfToken, getHoneypot } from "~/lib/csrf.server";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { type SessionData, sessionStorage } from "~/lib/session.server";
import { cookiePair, sessionCookie } from "../mocks/session";

/** Request helpers of the registration route tests: CSRF + honeypot like the real forms. */

async function csrfCookie() {
  const context = createRequestContext("nonce");
  const token = await csrfToken(new Request("http://shop.test/"), context);
  const headers = new Headers();
  for (const hook of context.responseHooks.values()) await hook(headers);
  return { token, cookie: cookiePair(headers.get("Set-Cookie") ?? "") };
}

function honeypotFields() {
  const props = getHoneypot().getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName ?? "from__confirm"]: props.encryptedValidFrom ?? "" };
}

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

export async function postForm(
  action: Action,
  url: string,
  fields: Record<string, string>,
  session: Partial<SessionData> = {},
  params: Record<string, string> = {},
) {
  const csrf = await csrfCookie();
  const cookies = [csrf.cookie, await sessionCookie(session)];
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams({ csrf: csrf.token, ...honeypotFields(), ...fields }),
    headers: { Cookie: cookies.join("; "), "Content-Type": "application/x-www-form-urlencoded" },
  });
  const context = createRequestContext("nonce");
  const result = await action({ request, context, params } as unknown as ActionFunctionArgs).catch((e: unknown) => e);
  return { result, context };
}

export async function load(loader: Loader, url: string, session: Partial<SessionData> = {}, params: Record<string, string> = {}) {
  const request = new Request(url, { headers: { Cookie: await sessionCookie(session) } });
  const context = createRequestContext("nonce");
  const result = await loader({ request, context, params } as unknown as LoaderFunctionArgs).catch((e: unknown) => e);
  return { result, context };
}

/** The session a response leaves behind: its own Set-Cookie, else the one the response hooks commit. */
export async function sessionAfter(result: unknown, context: RequestContext) {
  let setCookie = result instanceof Response ? result.headers.get("Set-Cookie") : null;
  if (!setCookie) {
    const headers = new Headers();
    for (const hook of context.responseHooks.values()) await hook(headers);
    setCookie = headers.get("Set-Cookie");
  }
  return sessionStorage().getSession(cookiePair(setCookie ?? ""));
}

export function redirectTarget(result: unknown): string | null {
  if (!(result instanceof Response) || result.status < 300 || result.status >= 400) return null;
  return result.headers.get("Location");
}
