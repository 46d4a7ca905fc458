import { type Context, Hono } from "hono";
import { z } from "zod";
import { type PackCaller } from "../stores/packs";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { forbidden } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { jsonBody, optional, parseInput } from "../http/validation";

export const PACK_HEADERS = { "Cache-Control": "private, no-store" };

const id = z.string().min(1).max(100);
const packParams = z.object({ packId: id });
const bundleParams = packParams.extend({ bundleId: id });
const selectionParams = bundleParams.extend({ selectionId: z.string().regex(/^\d{1,12}$/, "Not a selection id") });
const itemParams = bundleParams.extend({ productCode: id });
const itemQuery = z.object({ set: id });
const listQuery = z.object({ role: optional(id) });
const selectionInputSchema = z.object({
  setId: id,
  productCode: id,
  variantCode: id,
  quantity: z.number({ invalid_type_error: "Must be a whole number" }).int("Must be a whole number").min(1).max(10),
  valueAdds: z
    .array(z.object({ code: id, userEnteredValue: optional(z.string().max(1000)) }))
    .max(10)
    .default([]),
  reasonOfReplacement: optional(id),
  additionalComments: optional(z.string().max(255, "At most 255 characters")),
});
const continueSchema = z.object({ bundleId: id });
const editSchema = z.object({ bundleId: optional(id) });
const takenQuery = z.object({ packId: optional(id) });
const takenBody = z.object({ packId: id });

/**
 * Uniform packs (docs/occ-api.md "Issue 8 additions") under `users/{userId}` and `orgUsers/{userId}` (`current`, the
 * caller's uid, or in proxy mode the wearer's): pack list and details, sets, item options, the draft's selections,
 * Continue, summaries, edit from the cart, discard, and `carts/{cartId}/add/takenEntries`. Logic in stores/packs.ts.
 */
export function packsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { cartAccess: access, packs, resolvePrices, proxyModes } = deps.stores;

  const app = new Hono<OccEnv>();
  /** This customer's extension (spec part 2 §7): a stock SAP has no such path (BACKEND_EXTENSIONS=none answers 404). */
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });


  /**
   * Whose packs: `current` (or the caller's uid) is the caller; a buyer in proxy mode names the wearer they order for
   * (`orgUsers/{wearerUid}/packs…`, docs/punch-out-and-proxy.md) and works on the wearer's packs and drafts. Any other
   * user is 403.
   */
  const packCallerOf = (c: Context<OccEnv>): PackCaller => {
    const userId = c.req.param("userId") ?? "current";
    const userUid = c.get("auth")?.userUid;
    if (userId !== "current" && userUid && userId.toLowerCase() !== userUid) {
      const site = c.get("site");
      const wearer = proxyModes.find(userUid, site.uid)?.wearerUid;
      if (wearer !== userId.toLowerCase()) throw forbidden("Access to another user's packs is not allowed");
      return { uid: wearer, site: site.uid, prices: resolvePrices(site, wearer) };
    }
    const caller = access.signedInCaller(callerOf(c));
    return { uid: caller.actingUid, site: caller.site.uid, prices: resolvePrices(caller.site, caller.actingUid) };
  };

  for (const scope of ["users", "orgUsers"]) {
    const base = `/:site/${scope}/:userId/packs`;

    app.get(base, extension, auth, (c) => {
      const { role } = parseInput(listQuery, c.req.query());
      return c.json(packs.list(packCallerOf(c), role), 200, PACK_HEADERS);
    });

    app.get(`${base}/:packId`, extension, auth, (c) => {
      const { packId } = parseInput(packParams, c.req.param());
      return c.json(packs.details(packCallerOf(c), packId), 200, PACK_HEADERS);
    });

    app.get(`${base}/:packId/summary`, extension, auth, (c) => {
      const { packId } = parseInput(packParams, c.req.param());
      return c.json(packs.packSummary(packCallerOf(c), packId), 200, PACK_HEADERS);
    });

    app.get(`${base}/:packId/bundles/:bundleId/sets`, extension, auth, (c) => {
      const { packId, bundleId } = parseInput(bundleParams, c.req.param());
      return c.json(packs.sets(packCallerOf(c), packId, bundleId), 200, PACK_HEADERS);
    });

    app.get(`${base}/:packId/bundles/:bundleId/items/:productCode`, extension, auth, (c) => {
      const { packId, bundleId, productCode } = parseInput(itemParams, c.req.param());
      const { set } = parseInput(itemQuery, c.req.query());
      return c.json(packs.itemOptions(packCallerOf(c), packId, bundleId, productCode, set), 200, PACK_HEADERS);
    });

    app.get(`${base}/:packId/bundles/:bundleId/summary`, extension, auth, (c) => {
      const { packId, bundleId } = parseInput(bundleParams, c.req.param());
      return c.json(packs.bundleSummary(packCallerOf(c), packId, bundleId), 200, PACK_HEADERS);
    });

    app.post(`${base}/:packId/bundles/:bundleId/selections`, extension, auth, async (c) => {
      const { packId, bundleId } = parseInput(bundleParams, c.req.param());
      const input = parseInput(selectionInputSchema, await jsonBody(c));
      const caller = packCallerOf(c);
      const summary = db.transaction(() => packs.addSelection(caller, packId, bundleId, input, now()))();
      return c.json(summary, 201, PACK_HEADERS);
    });

    app.put(`${base}/:packId/bundles/:bundleId/selections/:selectionId`, extension, auth, async (c) => {
      const { packId, bundleId, selectionId } = parseInput(selectionParams, c.req.param());
      const input = parseInput(selectionInputSchema, await jsonBody(c));
      const caller = packCallerOf(c);
      const summary = db.transaction(() => packs.editSelection(caller, packId, bundleId, selectionId, input, now()))();
      return c.json(summary, 200, PACK_HEADERS);
    });

    app.delete(`${base}/:packId/bundles/:bundleId/selections/:selectionId`, extension, auth, (c) => {
      const { packId, bundleId, selectionId } = parseInput(selectionParams, c.req.param());
      const caller = packCallerOf(c);
      const summary = db.transaction(() => packs.deleteSelection(caller, packId, bundleId, selectionId, now()))();
      return c.json(summary, 200, PACK_HEADERS);
    });

    app.post(`${base}/:packId/edit`, extension, auth, async (c) => {
      const { packId } = parseInput(packParams, c.req.param());
      const { bundleId } = parseInput(editSchema, await jsonBody(c));
      const caller = packCallerOf(c);
      const summary = db.transaction(() => packs.editFromCart(caller, packId, bundleId, now()))();
      return c.json(summary, 200, PACK_HEADERS);
    });

    app.delete(`${base}/:packId/draft`, extension, auth, (c) => {
      const { packId } = parseInput(packParams, c.req.param());
      const caller = packCallerOf(c);
      db.transaction(() => packs.discard(caller, packId))();
      return c.body(null, 204, PACK_HEADERS);
    });

    /** Continue on a step (spec part 2 §7 `PUT orgUsers/{userId}/allocations/{packs}`). */
    app.put(`/:site/${scope}/:userId/allocations/:packId`, extension, auth, async (c) => {
      const { packId } = parseInput(packParams, c.req.param());
      const { bundleId } = parseInput(continueSchema, await jsonBody(c));
      const caller = packCallerOf(c);
      const summary = db.transaction(() => packs.continueBundle(caller, packId, bundleId, now()))();
      return c.json(summary, 200, PACK_HEADERS);
    });

    /** Add (or replace) a pack in the cart (spec part 2 §7 `add/takenEntries`). */
    app.post(`/:site/${scope}/:userId/carts/:cartId/add/takenEntries`, extension, auth, async (c) => {
      const { packId: queryPackId } = parseInput(takenQuery, c.req.query());
      const { packId } = parseInput(takenBody, await jsonBody(c));
      const key = idempotencyKey(c.req.header("Idempotency-Key"));
      const body = db
        .transaction(() => {
          // The pack is the cart owner's: the caller's, or in proxy mode the wearer's (the proxy cart is theirs).
          const { cart, ownerUid, site, prices } = access.resolve(callerOf(c), { create: true });
          const owner: PackCaller = { uid: ownerUid, site: site.uid, prices };
          const replayed = packs.replay(owner.uid, key);
          if (replayed) return replayed;
          return packs.addToCart(owner, cart, packId, queryPackId, key, now());
        })
        .immediate();
      return c.json(body, 200, PACK_HEADERS);
    });
  }

  return app;
}
