import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { forbidden, invalidToken, unknownIdentifier } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { addressOf, countFailure, limitMessages } from "../http/limits";
import { parseInput } from "../http/validation";
import { DEMO_PROCUREMENT_PATH } from "../seed-data/punchout";
import { browserFormPostUrl } from "../stores/punchout";

export { browserFormPostUrl, REQUISITION_READABLE_MS, TRANSFER_GRACE_MS } from "../stores/punchout";

/** The header the storefront sends on every /carts/ URL while a punch-out session is open. */
export const PUNCH_OUT_HEADER = "X-Punchout-Session-Id";

const sidSchema = z.object({ sid: z.string().min(1).max(200) });
const cancelParamsSchema = z.object({
  userId: z.string().min(1).max(320),
  cartId: z.string().min(1).max(64),
});

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Punch-out (docs/occ-api.md "Punch-out"; spec part 1 §3, §4, §7): the session lookup the
 * storefront's /punchout/cxml/session entry makes, and the requisition cancel behind
 * 'Cancel requisition'. Rules and SQL: stores/punchout.ts.
 */
export function punchOutRoutes(deps: AppDeps) {
  const store = deps.stores.punchOut;

  /** The session of the X-Punchout-Session-Id header, when the bearer token was issued for it (else 403). */
  const headerSession = (c: Context<OccEnv>, userUid: string) =>
    store.headerSession(c.req.header(PUNCH_OUT_HEADER)?.trim(), c.get("site"), userUid, c.get("auth")?.accessTokenHash ?? "");

  const callerOf = (c: Context<OccEnv>) => {
    const { userId, cartId } = parseInput(cancelParamsSchema, c.req.param());
    const userUid = c.get("auth")?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's carts is not allowed");
    return { userUid, cartId };
  };

  const app = new Hono<OccEnv>();
  /** This customer's extension (spec part 2 §7): a stock SAP has no such path (BACKEND_EXTENSIONS=none answers 404). */
  const extension = extensionRoute(deps.config);

  app.get("/:site/punchout/sessions/:sid", extension, bearerAuth(deps, { required: true }), (c) => {
    const { sid } = parseInput(sidSchema, c.req.param());
    const site = c.get("site");
    // Unknown or ended sids count against the client address (issue 21, hole 2): 429 once the limit is reached.
    const session = countFailure(deps, [deps.limits.entryAddress(addressOf(deps, c))], limitMessages.signIn, () => store.usableSession(sid, site.uid));
    if (session.status === "pending") return c.json({ token: null, cartId: null }, 200, NO_STORE);

    const clientId = c.get("auth")?.clientId;
    if (!clientId) throw invalidToken("Invalid access token: the token is not known");

    const issued = store.startSession(site, session, clientId);
    return c.json(
      { token: { accessToken: issued.accessToken, tokenType: "bearer", expires_in: issued.expiresIn }, cartId: issued.cartId },
      200,
      NO_STORE,
    );
  });

  app.post("/:site/orgUsers/:userId/carts/:cartId/punchout/cancel", extension, bearerAuth(deps, { required: true }), (c) => {
    const { userUid, cartId } = callerOf(c);
    const session = headerSession(c, userUid);
    const returnUrl = browserFormPostUrl(session.returnUrl, c.req.url);
    store.cancel(session, cartId, returnUrl);
    return c.json({ status: "CANCELLED", requisition: { items: [], total: 0 }, returnUrl }, 200, NO_STORE);
  });

  /**
   * Transfer cart (docs/occ-api.md "Punch-out"): processes the session's cart into a cXML PunchOutOrderMessage,
   * records it (SUBMITTED), empties the cart and ends the session; answers where to post it and the cXML in Base64
   * (SAP's RequisitionFormDataWsDTO). One BEGIN IMMEDIATE transaction: a session that already transferred answers
   * its recorded message again and changes nothing (a replay with the same Idempotency-Key, a double click, a
   * retry). The session's tokens then expire within TRANSFER_GRACE_MS (the storefront revokes its own at once).
   */
  app.post("/:site/orgUsers/:userId/carts/:cartId/punchout/requisition", extension, bearerAuth(deps, { required: true }), (c) => {
    const { userUid, cartId } = callerOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const session = headerSession(c, userUid);
    return c.json(store.transfer(session, c.get("site"), userUid, cartId, c.req.url, key), 200, NO_STORE);
  });

  /**
   * The transferred message of a session, read again (SAP's `punchout/sessions/{sid}/requisition`): what the
   * storefront's transfer page posts, so a reload shows the same page. Any valid token (the storefront uses its
   * client token: the user's was revoked at the end of the session); the sid is the secret. Readable for
   * REQUISITION_READABLE_MS after the transfer; else, or for a session that never transferred, 404.
   */
  app.get("/:site/punchout/sessions/:sid/requisition", extension, bearerAuth(deps, { required: true }), (c) => {
    const { sid } = parseInput(sidSchema, c.req.param());
    return c.json(store.transferred(sid, c.get("site")), 200, NO_STORE);
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
export function devPunchOutRoutes({ stores }: AppDeps) {
  const app = new Hono();
  app.post("/punchout/sessions", async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const input = parseInput(devSessionSchema, body);
    const sid = `dev-${randomBytes(18).toString("base64url")}`;
    const buyerCookie = input.buyerCookie ?? randomBytes(12).toString("hex");
    if (!stores.punchOut.createDevSession(input, sid, buyerCookie)) throw unknownIdentifier(`No user ${input.userId} on site ${input.site}`);
    return c.json({ sid }, 201, NO_STORE);
  });
  return app;
}
