/**
 * Helpers of the registration, onboarding and SSO specs: a token from the backend's password grant and the error
 * summary. The flows that change an account's flags (onboarding, identity-provider registration) run on accounts of
 * their own per project (backend/src/seed-data/auth-e2e-users.ts), so no test waits for another.
 */
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts";
import { BACKEND_URL } from "./urls";

/** The demo account that must finish identity-provider registration first (its flag is never changed by a test). */
export const IDENTITY_REGISTRATION_ACCOUNT = "sso@acme.example";

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
