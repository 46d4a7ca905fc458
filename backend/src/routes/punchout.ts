import { createHash, randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { cartCode, cartNotFound, cartStore } from "../catalog/carts";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidToken, unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";
import { PUNCH_OUT_RETURN_URL, sidHash } from "../seed-data/punchout";

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
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Punch-out (docs/occ-api.md "Punch-out"; spec part 1 §3, §4, §7): the session lookup the
 * storefront's /punchout/cxml/session entry makes, and the requisition cancel behind
 * 'Cancel requisition'.
 */
export function punchOutRoutes(deps: AppDeps) {
  const { db, now, tokens } = deps;
  const carts = cartStore(db);

  const findSession = db.prepare<[string], SessionRow>(
    `SELECT s.sid_hash AS sidHash, s.site, s.user_uid AS userUid, s.cart_id AS cartId, s.status,
       s.expires_at AS expiresAt, s.return_url AS returnUrl, u.disabled AS userDisabled
     FROM punchout_sessions s JOIN users u ON u.uid = s.user_uid WHERE s.sid_hash = ?`,
  );
  const clientOfToken = db.prepare<[string], { clientId: string }>(
    "SELECT client_id AS clientId FROM oauth_tokens WHERE access_token_hash = ?",
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

  /** Unknown, ended, expired or for a disabled user: all the same 404 (no difference to probe). */
  const usableSession = (sid: string, site: string): SessionRow => {
    const session = findSession.get(sidHash(sid));
    if (!session || session.site !== site || session.status === "ended" || session.expiresAt <= now() || session.userDisabled === 1) {
      throw unknownIdentifier("Punch-out session not found or no longer valid");
    }
    return session;
  };

  const bearerOf = (c: Context<OccEnv>) => BEARER.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";

  const app = new Hono<OccEnv>();

  app.get("/:site/punchout/sessions/:sid", bearerAuth(deps, { required: true }), (c) => {
    const { sid } = parseInput(sidSchema, c.req.param());
    const site = c.get("site");
    const session = usableSession(sid, site.uid);
    if (session.status === "pending") return c.json({ token: null, cartId: null }, 200, NO_STORE);

    const clientId = clientOfToken.get(sha256(bearerOf(c)))?.clientId;
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
    const { userId, cartId } = parseInput(cancelParamsSchema, c.req.param());
    const userUid = c.get("auth")?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's carts is not allowed");
    const sid = c.req.header(PUNCH_OUT_HEADER)?.trim();
    const site = c.get("site");
    const session = sid ? findSession.get(sidHash(sid)) : undefined;
    const tokenHash = sha256(bearerOf(c));
    if (!session || session.site !== site.uid || session.userUid !== userUid || !tokenBelongs.get(session.sidHash, tokenHash)) {
      throw forbidden("The punch-out session is not this token's session");
    }
    if (session.status !== "active" || session.expiresAt <= now()) {
      throw unknownIdentifier("Punch-out session not found or no longer valid");
    }
    if (session.cartId === null || cartId !== cartCode(session.cartId)) throw cartNotFound();

    const at = now();
    db.transaction(() => {
      // The empty requisition goes back to the procurement system; the cart is emptied.
      recordRequisition.run(session.sidHash, "CANCELLED", "[]", 0, session.returnUrl, at);
      if (session.cartId !== null) {
        emptyCart.run(session.cartId);
        emptyCartPacks.run(session.cartId);
      }
      endSession.run(at, session.sidHash);
      revokeSessionTokens.run(at, session.sidHash);
    })();

    return c.json({ status: "CANCELLED", requisition: { items: [], total: 0 }, returnUrl: session.returnUrl }, 200, NO_STORE);
  });

  return app;
}

const devSessionSchema = z.object({
  userId: z.string().email().max(320),
  site: z.string().min(1).max(64).default("corporate"),
  status: z.enum(["pending", "active"]).default("active"),
});

/**
 * `POST /dev/punchout/sessions` `{userId, site?, status?}` → `201 {"sid"}`: development and e2e
 * only (mounted with BACKEND_DEV_OUTBOX=1, like /dev/outbox). Stands in for the procurement
 * system's setup call, so tests that cancel a requisition get a session of their own.
 */
export function devPunchOutRoutes({ db, now }: AppDeps) {
  const findUser = db.prepare<[string, string], { uid: string }>(
    "SELECT u.uid FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ? AND o.site = ?",
  );
  const insert = db.prepare<[string, string, string, string, number, string, number]>(
    `INSERT INTO punchout_sessions (sid_hash, site, user_uid, cart_id, status, expires_at, return_url, created_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const app = new Hono();
  app.post("/punchout/sessions", async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const input = parseInput(devSessionSchema, body);
    const user = findUser.get(input.userId.toLowerCase(), input.site);
    if (!user) throw unknownIdentifier(`No user ${input.userId} on site ${input.site}`);
    const sid = `dev-${randomBytes(18).toString("base64url")}`;
    insert.run(sidHash(sid), input.site, user.uid, input.status, now() + 3_600_000, PUNCH_OUT_RETURN_URL, now());
    return c.json({ sid }, 201, NO_STORE);
  });
  return app;
}
