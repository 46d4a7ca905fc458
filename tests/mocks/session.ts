import { afterAll, beforeAll, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { type SessionData, type SessionUser, sessionStorage } from "~/lib/session.server";
import { OCC_BASE_URL } from "./handlers";

export const TEST_SESSION_SECRET = "test-session-secret";

/** Storefront env for the auth tests: corporate site, fake backend at http://occ.test. */
export function useTestEnv(siteType: "corporate" | "wholesale" = "corporate") {
  beforeAll(() => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("SESSION_SECRET", TEST_SESSION_SECRET);
    vi.stubEnv("OCC_BASE_URL", OCC_BASE_URL);
    vi.stubEnv("SITE_TYPE", siteType);
    vi.stubEnv("OCC_BASE_SITE", undefined);
    vi.stubEnv("OCC_CLIENT_ID", "storefront");
    vi.stubEnv("OCC_CLIENT_SECRET", "storefront-secret");
    vi.stubEnv("OCC_TIMEOUT_MS", "2000");
    resetEnvForTests();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: "buyer@acme.example",
    firstName: "Bella",
    lastName: "Buyer",
    preferredName: null,
    groups: ["b2bcustomergroup"],
    orgUnitUid: "acme-au",
    countryIso: "AU",
    ...overrides,
  };
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

/** A Cookie header value for a session holding `data`. */
export async function sessionCookie(data: Partial<SessionData>): Promise<string> {
  const session = await sessionStorage().getSession();
  for (const [key, value] of Object.entries(data) as [keyof SessionData, SessionData[keyof SessionData]][]) {
    session.set(key, value);
  }
  return cookiePair(await sessionStorage().commitSession(session));
}

/** A signed-in session: tokens valid for an hour, a buyer by default. */
export function signedInData(overrides: Partial<SessionData> = {}): Partial<SessionData> {
  return {
    accessToken: "access-old",
    refreshToken: "refresh-old",
    expiresAt: Date.now() + 3_600_000,
    user: sessionUser(),
    ...overrides,
  };
}

/** A page request carrying `cookie`. */
export function pageRequest(url: string, cookie?: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(url, { ...init, headers });
}
