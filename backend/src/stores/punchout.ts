import { createHash, randomUUID } from "node:crypto";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden, OccError, unknownIdentifier } from "../http/errors";
import { buildPunchOutOrderMessage } from "../punchout/cxml";
import { itemsTotalCents, requisitionItems } from "../punchout/requisition";
import { DEMO_BUYER_CREDENTIAL, SUPPLIER_CREDENTIAL, sidHash } from "../seed-data/punchout";
import { type TokenStore } from "../tokens";
import { cartCode, cartNotFound, type CartStore } from "./cart";
import { type PriceResolver } from "./pricing";

/**
 * Punch-out sessions and requisitions (routes/punchout.ts; docs/occ-api.md "Punch-out"): the session lookup that
 * signs the user in, cancel, transfer (the cXML PunchOutOrderMessage) and the transferred message read again.
 */

interface SessionRow {
  sidHash: string;
  site: string;
  userUid: string;
  cartId: number | null;
  status: "pending" | "active" | "ended";
  expiresAt: number;
  returnUrl: string;
  userDisabled: number;
  buyerCookie: string;
  buyerDomain: string;
  buyerIdentity: string;
  createdAt: number;
  startedAt: number | null;
}

interface SubmittedRow {
  returnUrl: string;
  cxml: string;
  postedAt: number;
}

/**
 * A sid signs its user in once, within this long of the session's creation (issue 21 hole 5, decision 022): the
 * start URL the procurement system hands the browser is a one-time credential, like an OAuth code, not a standing
 * login link. The session itself (token, cart, header) lives on until its `expires_at`.
 */
export const SID_START_WINDOW_MS = 5 * 60_000;

/** After a transfer, the session's tokens live this much longer (a replayed POST gets the same answer), then expire. */
export const TRANSFER_GRACE_MS = 10 * 60_000;
/** How long the transferred message can be read again (`GET punchout/sessions/{sid}/requisition`: a reloaded transfer page). */
export const REQUISITION_READABLE_MS = 60 * 60_000;

/** A stored BrowserFormPost URL: absolute, or a path on this backend ('/…', the demo receiver) resolved against the origin called. */
export const browserFormPostUrl = (stored: string, requestUrl: string) => new URL(stored, new URL(requestUrl).origin).toString();

/** The OCC answer (SAP b2bpunchoutocc RequisitionFormDataWsDTO): where to post, and the cXML in Base64. */
const requisitionForm = (row: { returnUrl: string; cxml: string }) => ({
  browseFormPostUrl: row.returnUrl,
  orderAsCXML: Buffer.from(row.cxml, "utf8").toString("base64"),
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function punchOutStore(
  db: Db,
  now: () => number,
  { carts, resolvePrices, tokens }: { carts: CartStore; resolvePrices: PriceResolver; tokens: TokenStore },
) {
  const findSession = db.prepare<[string], SessionRow>(
    `SELECT s.sid_hash AS sidHash, s.site, s.user_uid AS userUid, s.cart_id AS cartId, s.status,
       s.expires_at AS expiresAt, s.return_url AS returnUrl, u.disabled AS userDisabled, s.buyer_cookie AS buyerCookie,
       s.buyer_domain AS buyerDomain, s.buyer_identity AS buyerIdentity, s.created_at AS createdAt, s.started_at AS startedAt
     FROM punchout_sessions s JOIN users u ON u.uid = s.user_uid WHERE s.sid_hash = ?`,
  );
  /** Takes the sid's one start: only while unused and inside its window (one statement: two racing requests, one wins). */
  const claimStart = db.prepare<[{ at: number; sidHash: string; window: number }]>(
    `UPDATE punchout_sessions SET started_at = @at WHERE sid_hash = @sidHash AND status = 'active' AND started_at IS NULL
       AND created_at + @window > @at AND expires_at > @at`,
  );
  const setCart = db.prepare<[number, string]>("UPDATE punchout_sessions SET cart_id = ? WHERE sid_hash = ?");
  const capTokenExpiry = db.prepare<[number, string]>(
    "UPDATE oauth_tokens SET access_expires_at = MIN(access_expires_at, ?) WHERE access_token_hash = ?",
  );
  const rememberToken = db.prepare<[string, string]>(
    "INSERT INTO punchout_session_tokens (sid_hash, access_token_hash) VALUES (?, ?)",
  );
  const tokenBelongs = db.prepare<[string, string], { ok: number }>(
    "SELECT 1 AS ok FROM punchout_session_tokens WHERE sid_hash = ? AND access_token_hash = ?",
  );
  const endSession = db.prepare<[number, string]>(
    "UPDATE punchout_sessions SET status = 'ended', ended_at = ? WHERE sid_hash = ?",
  );
  const revokeSessionTokens = db.prepare<[number, string]>(
    `UPDATE oauth_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND access_token_hash IN
       (SELECT access_token_hash FROM punchout_session_tokens WHERE sid_hash = ?)`,
  );
  const emptyCart = db.prepare<[number]>("DELETE FROM cart_entries WHERE cart_id = ?");
  const emptyCartPacks = db.prepare<[number]>("DELETE FROM cart_packs WHERE cart_id = ?");
  const recordRequisition = db.prepare<[string, string, string, number, string, number]>(
    `INSERT INTO punchout_requisitions (sid_hash, status, items_json, total_cents, return_url, posted_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  const cartById = db.prepare<[number], { id: number; guid: string }>("SELECT id, guid FROM carts WHERE id = ?");
  const categoryOf = db.prepare<[string], { category: string }>("SELECT category FROM products WHERE code = ?");
  const submitted = db.prepare<[string], SubmittedRow>(
    `SELECT return_url AS returnUrl, cxml, posted_at AS postedAt FROM punchout_requisitions
     WHERE sid_hash = ? AND status = 'SUBMITTED' AND cxml IS NOT NULL`,
  );
  const recordSubmitted = db.prepare<[string, string, number, string, number, string, string, string | null]>(
    `INSERT INTO punchout_requisitions (sid_hash, status, items_json, total_cents, return_url, posted_at, payload_id, cxml, idempotency_key)
     VALUES (?, 'SUBMITTED', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const graceSessionTokens = db.prepare<[number, string]>(
    `UPDATE oauth_tokens SET access_expires_at = MIN(access_expires_at, ?) WHERE revoked_at IS NULL AND access_token_hash IN
       (SELECT access_token_hash FROM punchout_session_tokens WHERE sid_hash = ?)`,
  );

  const notUsable = () => unknownIdentifier("Punch-out session not found or no longer valid");

  /**
   * The session a sid may still start: unknown, ended, expired, for a disabled user, already started (a replayed sid)
   * or past its start window (SID_START_WINDOW_MS) are all the same 404 — no difference to probe. A pending session
   * (not set up yet) is answered as such until it expires: it starts nothing.
   */
  const usableSession = (sid: string, site: string): SessionRow => {
    const session = findSession.get(sidHash(sid));
    if (!session || session.site !== site || session.status === "ended" || session.expiresAt <= now() || session.userDisabled === 1) {
      throw notUsable();
    }
    if (session.status === "active" && (session.startedAt !== null || session.createdAt + SID_START_WINDOW_MS <= now())) throw notUsable();
    return session;
  };

  const insertDevSession = db.prepare<[string, string, string, string, number, string, number, string, string, string]>(
    `INSERT INTO punchout_sessions (sid_hash, site, user_uid, cart_id, status, expires_at, return_url, created_at, buyer_cookie, buyer_domain, buyer_identity)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const devUser = db.prepare<[string, string], { uid: string }>(
    "SELECT u.uid FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ? AND o.site = ?",
  );

  return {
    usableSession,

    /**
     * Signs the session's user in for the calling client — once per sid (the start is claimed in the same
     * transaction; a second start is 404): a token valid until the session ends, and the session's cart.
     */
    startSession(site: BaseSite, session: SessionRow, clientId: string) {
      const issued = db.transaction(() => {
        if (claimStart.run({ at: now(), sidHash: session.sidHash, window: SID_START_WINDOW_MS }).changes !== 1) throw notUsable();
        const cart = carts.openCart(site.uid, session.userUid, now());
        if (session.cartId !== cart.id) setCart.run(cart.id, session.sidHash);
        const token = tokens.issue(clientId, session.userUid, false, now());
        const tokenHash = sha256(token.accessToken);
        // Valid until the session ends: never past its expiry.
        capTokenExpiry.run(session.expiresAt, tokenHash);
        rememberToken.run(session.sidHash, tokenHash);
        const expiresIn = Math.max(1, Math.min(token.expiresIn, Math.floor((session.expiresAt - now()) / 1000)));
        return { accessToken: token.accessToken, expiresIn, cartId: cartCode(cart.id) };
      }).immediate();

      return issued;
    },

    /**
     * The session named by the X-Punchout-Session-Id header (`sid`), when the bearer token (`accessTokenHash`) was
     * issued for it: otherwise 403, whatever the reason, so nothing can be probed.
     */
    headerSession(sid: string | undefined, site: BaseSite, userUid: string, accessTokenHash: string): SessionRow {
      const session = sid ? findSession.get(sidHash(sid)) : undefined;
      if (!session || session.site !== site.uid || session.userUid !== userUid || !tokenBelongs.get(session.sidHash, accessTokenHash)) {
        throw forbidden("The punch-out session is not this token's session");
      }
      return session;
    },

    /** Cancel: the empty requisition is recorded, the cart emptied, the session ended and its tokens revoked. */
    cancel(session: SessionRow, cartId: string, returnUrl: string) {
      if (session.status !== "active" || session.expiresAt <= now()) {
        throw unknownIdentifier("Punch-out session not found or no longer valid");
      }
      if (session.cartId === null || cartId !== cartCode(session.cartId)) throw cartNotFound();

      const at = now();
      db.transaction(() => {
        // The empty requisition goes back to the procurement system; the cart is emptied.
        recordRequisition.run(session.sidHash, "CANCELLED", "[]", 0, returnUrl, at);
        if (session.cartId !== null) {
          emptyCart.run(session.cartId);
          emptyCartPacks.run(session.cartId);
        }
        endSession.run(at, session.sidHash);
        revokeSessionTokens.run(at, session.sidHash);
      })();

    },

    /** Transfer (call it as is: it runs its own BEGIN IMMEDIATE transaction); see routes/punchout.ts. */
    transfer(session: SessionRow, site: BaseSite, userUid: string, cartId: string, requestUrl: string, key: string | null) {
      const form = db
        .transaction(() => {
          const done = submitted.get(session.sidHash);
          if (done) return requisitionForm(done);
          const current = findSession.get(session.sidHash);
          if (!current || current.status !== "active" || current.expiresAt <= now() || current.userDisabled === 1) {
            throw unknownIdentifier("Punch-out session not found or no longer valid");
          }
          if (current.cartId === null || cartId !== cartCode(current.cartId)) throw cartNotFound();
          const cartRow = cartById.get(current.cartId);
          if (!cartRow) throw cartNotFound();

          const prices = resolvePrices(site, userUid);
          const cart = carts.toCart(cartRow, prices);
          if (cart.entries.length === 0) {
            throw new OccError(400, [{ type: "CartError", reason: "empty", message: "The cart is empty: there is no requisition to transfer" }]);
          }
          const items = requisitionItems(cart.code, cart.entries, (product) => categoryOf.get(product)?.category ?? "");
          const totalCents = itemsTotalCents(items);
          const at = now();
          const payloadId = `${at}.${randomUUID()}@uniform-store.example`;
          const cxml = buildPunchOutOrderMessage({
            payloadId,
            timestamp: new Date(at).toISOString(),
            lang: "en-AU",
            supplier: SUPPLIER_CREDENTIAL,
            buyer: { domain: current.buyerDomain, identity: current.buyerIdentity || DEMO_BUYER_CREDENTIAL.identity },
            userAgent: "Uniform Store reference backend",
            buyerCookie: current.buyerCookie,
            currency: prices.currency.isocode,
            totalCents,
            taxCents: Math.round((totalCents * cart.taxRatePercent) / 100),
            taxDescription: `GST ${cart.taxRatePercent}%`,
            items,
          });
          const returnUrl = browserFormPostUrl(current.returnUrl, requestUrl);
          const summary = items.map(({ supplierPartId, quantity, unitCents, description }) => ({ supplierPartId, quantity, unitCents, description }));
          recordSubmitted.run(current.sidHash, JSON.stringify(summary), totalCents, returnUrl, at, payloadId, cxml, key);
          emptyCart.run(current.cartId);
          emptyCartPacks.run(current.cartId);
          carts.entriesChanged(cartRow, at);
          endSession.run(at, current.sidHash);
          graceSessionTokens.run(at + TRANSFER_GRACE_MS, current.sidHash);
          return requisitionForm({ returnUrl, cxml });
        })
        .immediate();

      return form;
    },

    /** The transferred message of a session, while it is readable; else 404. */
    transferred(sid: string, site: BaseSite) {
      const session = findSession.get(sidHash(sid));
      const done = session && session.site === site.uid ? submitted.get(session.sidHash) : undefined;
      if (!done || done.postedAt + REQUISITION_READABLE_MS <= now()) throw unknownIdentifier("No transferred requisition for this punch-out session");
      return requisitionForm(done);
    },

    /** Development: a session for `userId` on `site` (undefined when there is no such user). */
    createDevSession(input: { userId: string; site: string; status: string; browserFormPostUrl: string }, sid: string, buyerCookie: string) {
      const user = devUser.get(input.userId.toLowerCase(), input.site);
      if (!user) return undefined;
      insertDevSession.run(sidHash(sid), input.site, user.uid, input.status, now() + 3_600_000, input.browserFormPostUrl, now(), buyerCookie, DEMO_BUYER_CREDENTIAL.domain, DEMO_BUYER_CREDENTIAL.identity);
      return sid;
    },
  };
}
