import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { cartCode, cartNotFound } from "../stores/cart";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidToken, OccError, unknownIdentifier } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { parseInput } from "../http/validation";
import { buildPunchOutOrderMessage } from "../punchout/cxml";
import { itemsTotalCents, requisitionItems } from "../punchout/requisition";
import { DEMO_BUYER_CREDENTIAL, DEMO_PROCUREMENT_PATH, SUPPLIER_CREDENTIAL, sidHash } from "../seed-data/punchout";

/** The header the storefront sends on every /carts/ URL while a punch-out session is open. */
export const PUNCH_OUT_HEADER = "X-Punchout-Session-Id";

const sidSchema = z.object({ sid: z.string().min(1).max(200) });
const cancelParamsSchema = z.object({
  userId: z.string().min(1).max(320),
  cartId: z.string().min(1).max(64),
});

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
}

interface SubmittedRow {
  returnUrl: string;
  cxml: string;
  postedAt: number;
}

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
const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Punch-out (docs/occ-api.md "Punch-out"; spec part 1 §3, §4, §7): the session lookup the
 * storefront's /punchout/cxml/session entry makes, and the requisition cancel behind
 * 'Cancel requisition'.
 */
export function punchOutRoutes(deps: AppDeps) {
  const { db, now, tokens } = deps;
  const { carts, resolvePrices } = deps.stores;

  const findSession = db.prepare<[string], SessionRow>(
    `SELECT s.sid_hash AS sidHash, s.site, s.user_uid AS userUid, s.cart_id AS cartId, s.status,
       s.expires_at AS expiresAt, s.return_url AS returnUrl, u.disabled AS userDisabled, s.buyer_cookie AS buyerCookie,
       s.buyer_domain AS buyerDomain, s.buyer_identity AS buyerIdentity
     FROM punchout_sessions s JOIN users u ON u.uid = s.user_uid WHERE s.sid_hash = ?`,
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

  /**
   * The session named by the X-Punchout-Session-Id header, when the bearer token was issued for it (cancel and
   * transfer): otherwise 403, whatever the reason, so nothing can be probed.
   */
  const headerSession = (c: Context<OccEnv>, userUid: string): SessionRow => {
    const sid = c.req.header(PUNCH_OUT_HEADER)?.trim();
    const site = c.get("site");
    const session = sid ? findSession.get(sidHash(sid)) : undefined;
    if (!session || session.site !== site.uid || session.userUid !== userUid || !tokenBelongs.get(session.sidHash, c.get("auth")?.accessTokenHash ?? "")) {
      throw forbidden("The punch-out session is not this token's session");
    }
    return session;
  };

  const callerOf = (c: Context<OccEnv>) => {
    const { userId, cartId } = parseInput(cancelParamsSchema, c.req.param());
    const userUid = c.get("auth")?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's carts is not allowed");
    return { userUid, cartId };
  };

  /** Unknown, ended, expired or for a disabled user: all the same 404 (no difference to probe). */
  const usableSession = (sid: string, site: string): SessionRow => {
    const session = findSession.get(sidHash(sid));
    if (!session || session.site !== site || session.status === "ended" || session.expiresAt <= now() || session.userDisabled === 1) {
      throw unknownIdentifier("Punch-out session not found or no longer valid");
    }
    return session;
  };

  const app = new Hono<OccEnv>();

  app.get("/:site/punchout/sessions/:sid", bearerAuth(deps, { required: true }), (c) => {
    const { sid } = parseInput(sidSchema, c.req.param());
    const site = c.get("site");
    const session = usableSession(sid, site.uid);
    if (session.status === "pending") return c.json({ token: null, cartId: null }, 200, NO_STORE);

    const clientId = c.get("auth")?.clientId;
    if (!clientId) throw invalidToken("Invalid access token: the token is not known");

    const issued = db.transaction(() => {
      const cart = carts.openCart(site.uid, session.userUid, now());
      if (session.cartId !== cart.id) setCart.run(cart.id, session.sidHash);
      const token = tokens.issue(clientId, session.userUid, false, now());
      const tokenHash = sha256(token.accessToken);
      // Valid until the session ends: never past its expiry.
      capTokenExpiry.run(session.expiresAt, tokenHash);
      rememberToken.run(session.sidHash, tokenHash);
      const expiresIn = Math.max(1, Math.min(token.expiresIn, Math.floor((session.expiresAt - now()) / 1000)));
      return { accessToken: token.accessToken, expiresIn, cartId: cartCode(cart.id) };
    })();

    return c.json(
      { token: { accessToken: issued.accessToken, tokenType: "bearer", expires_in: issued.expiresIn }, cartId: issued.cartId },
      200,
      NO_STORE,
    );
  });

  app.post("/:site/orgUsers/:userId/carts/:cartId/punchout/cancel", bearerAuth(deps, { required: true }), (c) => {
    const { userUid, cartId } = callerOf(c);
    const session = headerSession(c, userUid);
    const returnUrl = browserFormPostUrl(session.returnUrl, c.req.url);
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

    return c.json({ status: "CANCELLED", requisition: { items: [], total: 0 }, returnUrl }, 200, NO_STORE);
  });

  /**
   * Transfer cart (docs/occ-api.md "Punch-out"): processes the session's cart into a cXML PunchOutOrderMessage,
   * records it (SUBMITTED), empties the cart and ends the session; answers where to post it and the cXML in Base64
   * (SAP's RequisitionFormDataWsDTO). One BEGIN IMMEDIATE transaction: a session that already transferred answers
   * its recorded message again and changes nothing (a replay with the same Idempotency-Key, a double click, a
   * retry). The session's tokens then expire within TRANSFER_GRACE_MS (the storefront revokes its own at once).
   */
  app.post("/:site/orgUsers/:userId/carts/:cartId/punchout/requisition", bearerAuth(deps, { required: true }), (c) => {
    const { userUid, cartId } = callerOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const session = headerSession(c, userUid);
    const site = c.get("site");
    const requestUrl = c.req.url;

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

    return c.json(form, 200, NO_STORE);
  });

  /**
   * The transferred message of a session, read again (SAP's `punchout/sessions/{sid}/requisition`): what the
   * storefront's transfer page posts, so a reload shows the same page. Any valid token (the storefront uses its
   * client token: the user's was revoked at the end of the session); the sid is the secret. Readable for
   * REQUISITION_READABLE_MS after the transfer; else, or for a session that never transferred, 404.
   */
  app.get("/:site/punchout/sessions/:sid/requisition", bearerAuth(deps, { required: true }), (c) => {
    const { sid } = parseInput(sidSchema, c.req.param());
    const session = findSession.get(sidHash(sid));
    const done = session && session.site === c.get("site").uid ? submitted.get(session.sidHash) : undefined;
    if (!done || done.postedAt + REQUISITION_READABLE_MS <= now()) throw unknownIdentifier("No transferred requisition for this punch-out session");
    return c.json(requisitionForm(done), 200, NO_STORE);
  });

  return app;
}

const devSessionSchema = z.object({
  userId: z.string().email().max(320),
  site: z.string().min(1).max(64).default("corporate"),
  status: z.enum(["pending", "active"]).default("active"),
  /** The setup request's BrowserFormPost URL: absolute http(s), or a path on this backend; default the demo receiver. */
  browserFormPostUrl: z
    .string()
    .max(2000)
    .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//.test(value), "an http(s) URL or a path starting with '/'")
    .default(DEMO_PROCUREMENT_PATH),
  /** The setup request's BuyerCookie; default a random one. */
  buyerCookie: z.string().min(1).max(200).optional(),
});

/**
 * `POST /dev/punchout/sessions` `{userId, site?, status?, browserFormPostUrl?, buyerCookie?}` → `201 {"sid"}`: development and e2e
 * only (mounted with BACKEND_DEV_OUTBOX=1, like /dev/outbox). Stands in for the procurement
 * system's setup call, so tests that cancel a requisition get a session of their own.
 */
export function devPunchOutRoutes({ db, now }: AppDeps) {
  const findUser = db.prepare<[string, string], { uid: string }>(
    "SELECT u.uid FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ? AND o.site = ?",
  );
  const insert = db.prepare<[string, string, string, string, number, string, number, string, string, string]>(
    `INSERT INTO punchout_sessions (sid_hash, site, user_uid, cart_id, status, expires_at, return_url, created_at, buyer_cookie, buyer_domain, buyer_identity)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const app = new Hono();
  app.post("/punchout/sessions", async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const input = parseInput(devSessionSchema, body);
    const user = findUser.get(input.userId.toLowerCase(), input.site);
    if (!user) throw unknownIdentifier(`No user ${input.userId} on site ${input.site}`);
    const sid = `dev-${randomBytes(18).toString("base64url")}`;
    const buyerCookie = input.buyerCookie ?? randomBytes(12).toString("hex");
    insert.run(sidHash(sid), input.site, user.uid, input.status, now() + 3_600_000, input.browserFormPostUrl, now(), buyerCookie, DEMO_BUYER_CREDENTIAL.domain, DEMO_BUYER_CREDENTIAL.identity);
    return c.json({ sid }, 201, NO_STORE);
  });
  return app;
}
