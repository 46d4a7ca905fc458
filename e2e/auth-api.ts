/**
 * Auth specs' setup through the reference backend's OCC API: a password-reset link requested the way the storefront
 * requests it (client-credentials token, `POST forgottenpasswordtokens`), read from the dev outbox. For tests whose
 * behaviour under test starts at the link, not at the request form.
 */
import { CLIENT, clientToken } from "./checkout-api";
import { nextMessage, outboxIds } from "./outbox";
import { BACKEND_URL, DEV_HEADERS, OCC_BASE_URL, type Site } from "./urls";

/** Requests a reset for `userId` (e-mail or mobile) through the backend and returns the link sent to `to`. */
export async function resetLinkThroughBackend(userId: string, to: string = userId, site: Site = "corporate"): Promise<string> {
  const seen = await outboxIds(to);
  // SAP's request parameter, no body (docs/occ-api.md "Password reset").
  const response = await fetch(`${OCC_BASE_URL}/${site}/forgottenpasswordtokens?userId=${encodeURIComponent(userId)}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await clientToken()}` },
  });
  if (response.status !== 202) throw new Error(`auth-api: forgottenpasswordtokens answered ${response.status} ${await response.text()}`);
  const message = await nextMessage(to, seen);
  if (!message.link) throw new Error(`auth-api: the reset message to ${to} has no link`);
  return message.link;
}

/** `times` password-grant sign-ins of `username` with a wrong password, as the storefront makes them (issue 21 limits). */
export async function failSignInsThroughBackend(username: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${BACKEND_URL}/authorizationserver/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "password", username, password: "not-the-password", client_id: CLIENT.id, client_secret: CLIENT.secret }),
    });
    if (response.status !== 400) throw new Error(`auth-api: a wrong password answered ${response.status} ${await response.text()}`);
  }
}

/**
 * A fresh punch-out session from the backend's development route (`POST /dev/punchout/sessions`), by default for
 * punchout@acme.example: a sid starts its session once, within five minutes, so every test asks for its own.
 */
export async function newPunchOutSid(
  options: { userId?: string; status?: "active" | "pending"; buyerCookie?: string } = {},
): Promise<string> {
  const { userId = "punchout@acme.example", status = "active", buyerCookie } = options;
  const response = await fetch(`${BACKEND_URL}/dev/punchout/sessions`, {
    method: "POST",
    headers: { ...DEV_HEADERS, "Content-Type": "application/json" },
    body: JSON.stringify({ userId, status, ...(buyerCookie ? { buyerCookie } : {}) }),
  });
  if (response.status !== 201) throw new Error(`POST /dev/punchout/sessions answered ${response.status}`);
  return ((await response.json()) as { sid: string }).sid;
}
