import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getEnv } from "~/lib/env.server";
import { markResponseCookie } from "~/lib/response-cookies.server";
import { type RequestContext } from "~/lib/request-context.server";

/**
 * CSRF protection on every mutation: remix-utils' signed double-submit token. The root loader
 * puts the token in a signed httpOnly cookie and in loader data; every form renders it as the
 * hidden `csrf` input; `readForm` checks it before any action does anything.
 * Public forms (login, reset, register) also carry a honeypot.
 */
let csrf: CSRF | undefined;
let honeypot: Honeypot | undefined;

function secret() {
  return getEnv().sessionSecret ?? "dev-only-csrf-secret";
}

function getCsrf() {
  csrf ??= new CSRF({
    cookie: createCookie("__csrf", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: getEnv().isProduction,
      secrets: [secret()],
    }),
    formDataKey: "csrf",
    secret: secret(),
  });
  return csrf;
}

export function getHoneypot() {
  honeypot ??= new Honeypot({ encryptionSeed: secret() });
  return honeypot;
}

/** The token for this visitor; a new one is set as a cookie once the response is sent. */
export async function csrfToken(request: Request, context: RequestContext): Promise<string> {
  const [token, cookie] = await getCsrf().commitToken(request);
  if (cookie) markResponseCookie(context, "csrf", cookie);
  return token;
}

/** The body types a form may be sent as (server/request-guard.mjs refuses the others before Remix sees them). */
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a POSTed form after checking the CSRF token (403 if missing or wrong) and, when
 * `honeypot` is set, the honeypot (400 if a bot filled it). A body that is not a form answers 415 before anything is
 * parsed, one that does not parse as its type (a multipart body without or with a wrong boundary) 400; the server
 * has already limited its size (decision 023).
 */
export async function readForm(request: Request, options: { honeypot?: boolean } = {}): Promise<FormData> {
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_CONTENT_TYPES.includes(mediaType)) {
    throw new Response("Unsupported Media Type: send the form as a form.", { status: 415, statusText: "Unsupported Media Type" });
  }
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new Response("Bad Request: the form could not be read.", { status: 400, statusText: "Bad Request" });
  }
  try {
    await getCsrf().validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw new Response("Invalid CSRF token", { status: 403, statusText: "Forbidden" });
    throw error;
  }
  if (options.honeypot) {
    try {
      getHoneypot().check(formData);
    } catch (error) {
      if (error instanceof SpamError) throw new Response("Form not submitted properly", { status: 400 });
      throw error;
    }
  }
  return formData;
}
