import type { CartRef } from "~/lib/occ/caller.server";
import { type OccClient } from "~/lib/occ/client.server";
import { type AppSession } from "~/lib/session.server";

/**
 * Guest carts (docs/decisions/007-guest-checkout.md): offered on the corporate site only — the wholesale site is
 * trade-only, so an anonymous add to cart there still goes to sign-in. The guest cart's guid is the secret that
 * names it on the backend (`users/anonymous/carts/{guid}`); it lives only in the signed, httpOnly session cookie
 * (`guestCartGuid`), never in a page or a URL.
 */

export type SiteType = "corporate" | "wholesale";

/** Whether anonymous visitors may fill a cart and check out as guests on this site. */
export function guestCheckoutOffered(siteType: SiteType): boolean {
  return siteType === "corporate";
}

/** A guid the backend could have made (a UUID); anything else in a session is ignored. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session's guest cart guid, or null. */
export function guestCartGuid(session: AppSession): string | null {
  const guid = session.get("guestCartGuid");
  return typeof guid === "string" && GUID.test(guid) ? guid : null;
}

/** Keeps the guest cart's guid in the session; true when the session changed (the caller commits it). */
export function rememberGuestCart(session: AppSession, guid: string): boolean {
  if (!GUID.test(guid)) throw new Error("Not a guest cart guid");
  if (session.get("guestCartGuid") === guid) return false;
  session.set("guestCartGuid", guid);
  return true;
}

/** Forgets the guest cart (it is gone on the backend); true when the session changed. */
export function forgetGuestCart(session: AppSession): boolean {
  if (session.get("guestCartGuid") === undefined) return false;
  session.unset("guestCartGuid");
  return true;
}

/** The reference of a guest cart: `users/anonymous/carts/{guid}` with the storefront's client token. */
export function guestCartRef(appOcc: OccClient, guid: string): CartRef {
  return {
    occ: appOcc,
    userId: "anonymous",
    cartId: guid,
    guest: true,
    basePath: `users/anonymous/carts/${encodeURIComponent(guid)}`,
    userPath: "users/anonymous",
    orgBasePath: `users/anonymous/carts/${encodeURIComponent(guid)}`,
    orgUserPath: "users/anonymous",
  };
}
