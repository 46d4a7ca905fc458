/**
 * Helpers of the registration, onboarding and SSO specs: a per-account lock (the onboarding and
 * identity-provider registration flows change an account's flags, which other tests of both
 * projects read when they sign in as that account), the dev endpoint that puts the flags back,
 * and a token from the backend's password grant.
 */
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoAccount } from "./demo-accounts";
import { withFileLock } from "./locks";
import { BACKEND_URL } from "./urls";

/** The accounts whose session flags tests change (and must take turns on). */
export const FIRST_LOGIN_ACCOUNT = "newstarter@acme.example";
export const IDENTITY_REGISTRATION_ACCOUNT = "sso@acme.example";

export function withAccountLock<T>(account: string, run: () => Promise<T>): Promise<T> {
  return withFileLock(`flags-${account}`, run);
}

/** Puts a seeded account's session flags back (POST /dev/users/{uid}/flags, e2e backend only). */
export async function resetFlags(uid: string, flags: { isFirstLogin?: boolean; showCdcRegistrationPage?: boolean }) {
  const response = await fetch(`${BACKEND_URL}/dev/users/${encodeURIComponent(uid)}/flags`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(flags),
  });
  if (!response.ok) throw new Error(`POST /dev/users/${uid}/flags answered ${response.status}`);
}

/** The seeded flags of the accounts above, under their lock for the whole of `run`. */
export async function withSeededFlags<T>(account: string, run: () => Promise<T>): Promise<T> {
  const seeded =
    demoAccount(account).landsOn === "/customer-onboarding" ? { isFirstLogin: true } : { showCdcRegistrationPage: true };
  return withAccountLock(account, async () => {
    await resetFlags(account, seeded);
    try {
      return await run();
    } finally {
      await resetFlags(account, seeded);
    }
  });
}

/** An access token for `uid` from the backend's password grant (what an identity provider would hand over). */
export async function passwordGrantToken(uid: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${BACKEND_URL}/authorizationserver/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      username: uid,
      password,
      client_id: "storefront",
      client_secret: "storefront-secret",
    }),
  });
  expect(response.status, `password grant for ${uid}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The GOV.UK error summary. */
export function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
}
