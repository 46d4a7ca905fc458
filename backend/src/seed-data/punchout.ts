/**
 * Issue 4 demo data for punch-out and proxy ordering (docs/punch-out-and-proxy.md): the seeded
 * punch-out sessions and two buyers kept for the proxy e2e tests (one per Playwright project, so
 * the projects never share a proxy mode), with a wearer each to order for (seed v9). Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

/** The sid as stored: its SHA-256 in hex (a sid travels in URLs, like a token). */
export const sidHash = (sid: string) => createHash("sha256").update(sid).digest("hex");

/** The BrowserFormPost URL seeded sessions had before seed v11 (a procurement system that does not exist). */
export const LEGACY_PUNCH_OUT_RETURN_URL = "https://procurement.example/punchout/return";

/**
 * The BrowserFormPost URL of the seeded and dev sessions (seed v11): the demo procurement receiver of this
 * backend (`/dev/procurement/punchout`, mounted with BACKEND_DEV_OUTBOX=1). A stored URL starting with '/' is a
 * path on this backend, resolved against the origin the storefront called (like the hosted payment page).
 */
export const DEMO_PROCUREMENT_PATH = "/dev/procurement/punchout";

/** This store's credential in the cXML it sends (Header From and Sender). */
export const SUPPLIER_CREDENTIAL = { domain: "NetworkID", identity: "AN-UNIFORM-STORE" } as const;
/** The demo procurement system's credential (Header From of its setup request, To of our order message). */
export const DEMO_BUYER_CREDENTIAL = { domain: "NetworkID", identity: "AN-ACME-PROCUREMENT" } as const;

const FAR_FUTURE = Date.parse("2099-12-31T23:59:59.000Z");
const LONG_AGO = Date.parse("2020-01-01T00:00:00.000Z");
const SEEDED_AT = Date.parse("2026-01-01T00:00:00.000Z");

export interface PunchOutSessionSeed {
  sid: string;
  site: string;
  userUid: string;
  status: "pending" | "active" | "ended";
  expiresAt: number;
  /** The BuyerCookie of the (imagined) PunchOutSetupRequest: echoed in the PunchOutOrderMessage. */
  buyerCookie: string;
}

export const PUNCH_OUT_SESSIONS: PunchOutSessionSeed[] = [
  // Valid for ever: every GET issues a fresh token; never cancel it in tests (it would end).
  { sid: "demo-punchout-sid", site: "corporate", userUid: "punchout@acme.example", status: "active", expiresAt: FAR_FUTURE, buyerCookie: "demo-buyer-cookie" },
  { sid: "expired-punchout-sid", site: "corporate", userUid: "punchout@acme.example", status: "active", expiresAt: LONG_AGO, buyerCookie: "expired-buyer-cookie" },
  // The procurement system has not finished setting it up: GET answers without a token.
  { sid: "pending-punchout-sid", site: "corporate", userUid: "punchout@acme.example", status: "pending", expiresAt: FAR_FUTURE, buyerCookie: "pending-buyer-cookie" },
];

/**
 * Punch-out buyers of acme-au reserved for the transfer e2e tests (seed v11; one per Playwright project, so the js and
 * no-js runs never fill or empty each other's cart — one open cart per user). Each test asks POST /dev/punchout/sessions
 * for a session of its own.
 */
export const PUNCH_OUT_TEST_BUYERS = [
  { uid: "punchout.js@acme.example", firstName: "Pita", lastName: "Script" },
  { uid: "punchout.nojs@acme.example", firstName: "Pam", lastName: "Plain" },
] as const;

/** Buyers of acme-au reserved for the proxy e2e specs (one per project: js, no-js). */
export const PROXY_TEST_BUYERS = [
  { uid: "proxy.js@acme.example", firstName: "Pia", lastName: "Proxy" },
  { uid: "proxy.nojs@acme.example", firstName: "Paul", lastName: "Proxy" },
] as const;

/**
 * Wearers of acme-au the proxy e2e buyers place orders for (one per project; nobody else uses their carts or packs).
 * They are in the proxy dropdown of every acme-au buyer, and have the site-staff pack role (the Site Safety pack), so
 * a buyer ordering for them sees their packs, not the buyer's own (none).
 */
export const PROXY_TEST_WEARERS = [
  { uid: "proxy-wearer.js@acme.example", firstName: "Quinn", lastName: "Script", group: "customergroup" },
  { uid: "proxy-wearer.nojs@acme.example", firstName: "Quinn", lastName: "Plain", group: "customergroup" },
] as const;
const PROXY_TEST_WEARER_PACK_ROLE = "acme-site";

/** Returns the number of existing rows it upgraded. */
export function seedPunchOutAndProxy(db: Db, insert: Insert): number {
  seedTestAccounts(db, insert, [...PROXY_TEST_BUYERS, ...PROXY_TEST_WEARERS, ...PUNCH_OUT_TEST_BUYERS]);
  for (const wearer of PROXY_TEST_WEARERS) insert("user_pack_roles", { user_uid: wearer.uid, role_code: PROXY_TEST_WEARER_PACK_ROLE });
  for (const session of PUNCH_OUT_SESSIONS) {
    insert("punchout_sessions", {
      sid_hash: sidHash(session.sid),
      site: session.site,
      user_uid: session.userUid,
      cart_id: null,
      status: session.status,
      expires_at: session.expiresAt,
      return_url: DEMO_PROCUREMENT_PATH,
      created_at: SEEDED_AT,
      buyer_cookie: session.buyerCookie,
      buyer_domain: DEMO_BUYER_CREDENTIAL.domain,
      buyer_identity: DEMO_BUYER_CREDENTIAL.identity,
    });
  }
  // Databases seeded before v11: the seeded sessions post back to the demo receiver, with their buyer cookies.
  const upgrade = db.prepare<[string, string, string, string, string]>(
    `UPDATE punchout_sessions SET return_url = ?, buyer_cookie = ?, buyer_identity = ?
     WHERE sid_hash = ? AND return_url = ? AND buyer_cookie = ''`,
  );
  let upgraded = 0;
  for (const session of PUNCH_OUT_SESSIONS) {
    upgraded += upgrade.run(DEMO_PROCUREMENT_PATH, session.buyerCookie, DEMO_BUYER_CREDENTIAL.identity, sidHash(session.sid), LEGACY_PUNCH_OUT_RETURN_URL).changes;
  }
  return upgraded;
}
