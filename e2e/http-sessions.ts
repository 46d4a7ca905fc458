/**
 * HTTP-level sessions for the issue-21 harness (authorization matrix, link crawl): one Playwright `request` context per
 * kind of user — no browser, no page — signed in the way a browser is: the real /login form (its CSRF token and
 * honeypot fields scraped from the page), a punch-out entry with a fresh sid, the proxy-order form. Each context keeps
 * its own cookies; requests never follow redirects, so a test sees the answer the storefront gave.
 *
 * These sessions are the harness's own (not e2e/sessions.ts's stored ones): the proxy buyer's proxy mode and the
 * punch-out sid belong to this run only, and nothing here logs out a session another test shares.
 */
import { type APIRequestContext, type APIResponse, request } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts";
import { newPunchOutSid } from "./auth-api";
import { type Site, siteUrl } from "./urls";

/** The kinds of user the matrix and the crawl check every route for (issue 21; later: finance, agent). */
export const USER_KINDS = ["anonymous", "wearer", "buyer", "approver", "admin", "punchOut", "proxyBuyer", "wholesaleBuyer"] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** Who each kind is: a seeded account (backend/src/seed-data/, e2e/demo-accounts.ts) and how the session is made. */
export const KIND_ACCOUNTS: Record<UserKind, { email: string | null; site: Site; entry: "none" | "login" | "punchOut" | "proxy" }> = {
  anonymous: { email: null, site: "corporate", entry: "none" },
  wearer: { email: "wearer@acme.example", site: "corporate", entry: "login" },
  buyer: { email: "buyer@acme.example", site: "corporate", entry: "login" },
  approver: { email: "approver@acme.example", site: "corporate", entry: "login" },
  admin: { email: "admin@acme.example", site: "corporate", entry: "login" },
  // A punch-out buyer of its own would be cleaner, but punchout@acme.example is the demo punch-out account; the
  // harness only reads (no cart change), and its sid is a fresh one (sids are single use).
  punchOut: { email: "punchout@acme.example", site: "corporate", entry: "punchOut" },
  // backend/src/seed-data/harness-users.ts: proxy mode is kept per user, so this buyer is the harness's alone.
  proxyBuyer: { email: "proxy.matrix@acme.example", site: "corporate", entry: "proxy" },
  wholesaleBuyer: { email: "buyer@wholesale.example", site: "wholesale", entry: "login" },
};

/** The wearer the proxy buyer orders for (a demo wearer of acme-au; the harness never changes their cart). */
export const PROXY_WEARER = "wearer@acme.example";

export interface HttpSession {
  readonly kind: string;
  readonly site: Site;
  readonly origin: string;
  readonly context: APIRequestContext;
  /** GET without following redirects. */
  get(path: string): Promise<APIResponse>;
  /**
   * POST an url-encoded form without following redirects, with this session's CSRF token (and the site's Origin, as a
   * browser sends it) added to `fields`.
   */
  post(path: string, fields?: Record<string, string>): Promise<APIResponse>;
  dispose(): Promise<void>;
}

/** The value of every `<input type="hidden">` (and the honeypot's text input) of the form whose tag matches `formTag`. */
export function formFields(html: string, formTag: RegExp): Record<string, string> {
  const form = html.match(new RegExp(`<form[^>]*${formTag.source}[^>]*>([\\s\\S]*?)</form>`, "i"))?.[1];
  if (form === undefined) throw new Error(`No form matching ${formTag} in the page`);
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = input.match(/\bname="([^"]*)"/)?.[1];
    const type = input.match(/\btype="([^"]*)"/)?.[1] ?? "text";
    if (!name || !["hidden", "text"].includes(type)) continue;
    fields[name] = decodeEntities(input.match(/\bvalue="([^"]*)"/)?.[1] ?? "");
  }
  return fields;
}

/** The few entities React writes in attribute values. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

async function expectRedirect(response: APIResponse, what: string): Promise<string> {
  const location = response.headers().location;
  if (response.status() < 300 || response.status() >= 400 || !location) {
    throw new Error(`${what}: expected a redirect, got ${response.status()} ${(await response.text()).slice(0, 300)}`);
  }
  return location;
}

/** Signs `context` (a client of `origin`) in through the real sign-in form: its CSRF token and honeypot, e-mail, password. */
export async function signInOverHttp(context: APIRequestContext, origin: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  const page = await context.get(`${origin}/login`);
  const fields = formFields(await page.text(), /\bid="login"/);
  const response = await context.post(`${origin}/login`, {
    form: { ...fields, email, password, redirectTo: "/" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const location = await expectRedirect(response, `sign in as ${email}`);
  if (location.startsWith("/login")) throw new Error(`sign in as ${email} went back to ${location}`);
}

/** A new session of `kind`, signed in (or entered) the way a browser would be. */
export async function openHttpSession(kind: UserKind): Promise<HttpSession> {
  const account = KIND_ACCOUNTS[kind];
  return openHttpSessionAs(kind, account.email, account.site, account.entry);
}

/**
 * A new session for any seeded account (object-level rows use accounts outside the kinds): `entry` says how it starts.
 */
export async function openHttpSessionAs(
  label: string,
  email: string | null,
  site: Site,
  entry: "none" | "login" | "punchOut" | "proxy" = email ? "login" : "none",
): Promise<HttpSession> {
  const origin = siteUrl(site);
  const context = await request.newContext({ baseURL: origin, maxRedirects: 0 });
  let csrf: string | null = null;
  const session: HttpSession = {
    kind: label,
    site,
    origin,
    context,
    get: (path) => context.get(path, { maxRedirects: 0 }),
    post: async (path, fields = {}) => {
      csrf ??= await csrfToken(context);
      return context.post(path, { form: { csrf, ...fields }, headers: { Origin: origin }, maxRedirects: 0 });
    },
    dispose: () => context.dispose(),
  };
  if (entry === "login" || entry === "proxy") {
    if (!email) throw new Error(`${label}: sign-in needs an e-mail`);
    await signInOverHttp(context, origin, email);
  }
  if (entry === "punchOut") {
    if (!email) throw new Error(`${label}: punch-out needs an e-mail`);
    const sid = await newPunchOutSid({ userId: email });
    const response = await context.get(`/punchout/cxml/session?sid=${encodeURIComponent(sid)}`, { maxRedirects: 0 });
    const location = await expectRedirect(response, `${label}: punch-out entry`);
    if (location.includes("punchout-session-end")) throw new Error(`${label}: the punch-out sid was refused (${location})`);
  }
  if (entry === "proxy") {
    const page = await context.get("/proxy-order", { maxRedirects: 0 });
    if (page.status() !== 200) throw new Error(`${label}: /proxy-order answered ${page.status()}`);
    const fields = formFields(await page.text(), /\bid="proxy"/);
    const response = await context.post("/proxy-order", {
      form: { ...fields, intent: "enable", uid: PROXY_WEARER },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    await expectRedirect(response, `${label}: enter proxy mode for ${PROXY_WEARER}`);
  }
  return session;
}

/** This context's CSRF token: the hidden `csrf` input the shell's forms carry (its cookie is set by the same answer). */
async function csrfToken(context: APIRequestContext): Promise<string> {
  // The sign-out confirmation page (a GET that changes nothing) has a form for every signed-in session; /login for others.
  for (const path of ["/logout", "/login"]) {
    const response = await context.get(path, { maxRedirects: 0 });
    const token = (await response.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
    if (token) return decodeEntities(token);
  }
  throw new Error("No CSRF token on /logout or /login");
}
