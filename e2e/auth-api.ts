/**
 * Auth specs' setup through the reference backend's OCC API: a password-reset link requested the way the storefront
 * requests it (client-credentials token, `POST forgottenpasswordtokens`), read from the dev outbox. For tests whose
 * behaviour under test starts at the link, not at the request form.
 */
import { clientToken } from "./checkout-api";
import { nextMessage, outboxIds } from "./outbox";
import { OCC_BASE_URL, type Site } from "./urls";

/** Requests a reset for `userId` (e-mail or mobile) through the backend and returns the link sent to `to`. */
export async function resetLinkThroughBackend(userId: string, to: string = userId, site: Site = "corporate"): Promise<string> {
  const seen = await outboxIds(to);
  const response = await fetch(`${OCC_BASE_URL}/${site}/forgottenpasswordtokens`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await clientToken()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ userId }),
  });
  if (response.status !== 202) throw new Error(`auth-api: forgottenpasswordtokens answered ${response.status} ${await response.text()}`);
  const message = await nextMessage(to, seen);
  if (!message.link) throw new Error(`auth-api: the reset message to ${to} has no link`);
  return message.link;
}
