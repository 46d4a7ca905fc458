import { type Context, Hono } from "hono";
import { z } from "zod";
import { cartCode, cartNotFound } from "../stores/carts";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidParameter, unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";

const userParamsSchema = z.object({ userId: z.string().min(1).max(320) });
const enableBodySchema = z.object({
  uid: z.string().trim().toLowerCase().min(1).max(320),
  cartId: z.string().min(1).max(64).nullable().optional().default(null),
});

/** Groups allowed to order on behalf of a wearer: buyers, managers and admins. */
const PROXY_GROUPS = ["b2bcustomergroup", "b2bmanagergroup", "b2badmingroup"] as const;
const WEARER_GROUP = "customergroup";

interface Wearer {
  uid: string;
  firstName: string;
  lastName: string;
  wearerId: string | null;
  unitUid: string;
  unitName: string;
}

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Proxy ordering (docs/occ-api.md "Proxy ordering"; spec part 2 §3–§4): the wearers a buyer may
 * order for (the proxy dropdown), and proxy mode on/off. A failure changes nothing.
 */
export function proxyRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { carts, proxyModes } = deps.stores;

  const findCaller = db.prepare<[string], { unitUid: string; site: string }>(
    "SELECT u.org_unit AS unitUid, o.site FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );
  const groupsOf = db.prepare<[string], { uid: string }>("SELECT group_uid AS uid FROM user_group_members WHERE user_uid = ?");
  // The caller's unit and every unit below it.
  const UNIT_TREE = `WITH RECURSIVE tree(uid) AS (
      SELECT ? UNION SELECT o.uid FROM org_units o JOIN tree t ON o.parent_uid = t.uid
    )`;
  const WEARER_COLUMNS = `u.uid, u.first_name AS firstName, u.last_name AS lastName, u.wearer_id AS wearerId,
      o.uid AS unitUid, o.name AS unitName`;
  const wearersInTree = db.prepare<[string, string], Wearer>(
    `${UNIT_TREE}
     SELECT ${WEARER_COLUMNS}
     FROM users u JOIN org_units o ON o.uid = u.org_unit
     JOIN user_group_members m ON m.user_uid = u.uid AND m.group_uid = '${WEARER_GROUP}'
     WHERE u.org_unit IN (SELECT uid FROM tree) AND u.disabled = 0 AND u.uid <> ?
     ORDER BY u.last_name, u.first_name, u.uid`,
  );
  const findUser = db.prepare<[string], Wearer & { disabled: number }>(
    `SELECT ${WEARER_COLUMNS}, u.disabled FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?`,
  );
  const upsertMode = db.prepare<[string, string, string, number, number]>(
    `INSERT INTO proxy_modes (user_uid, site, wearer_uid, cart_id, started_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_uid, site) DO UPDATE SET wearer_uid = excluded.wearer_uid, cart_id = excluded.cart_id,
       started_at = excluded.started_at`,
  );
  const deleteMode = db.prepare<[string, string]>("DELETE FROM proxy_modes WHERE user_uid = ? AND site = ?");

  /** The signed-in caller with the right to order for others, on this site. */
  const proxyCaller = (c: Context<OccEnv>) => {
    const { userId } = parseInput(userParamsSchema, c.req.param());
    const userUid = c.get("auth")?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's proxy mode is not allowed");
    const caller = findCaller.get(userUid);
    const site = c.get("site");
    if (!caller || caller.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
    return { userUid, unitUid: caller.unitUid, site: site.uid };
  };
  const requireProxyRight = (userUid: string) => {
    const groups = new Set(groupsOf.all(userUid).map((g) => g.uid));
    if (!PROXY_GROUPS.some((group) => groups.has(group))) {
      throw forbidden("Only buyers, managers and administrators can order on behalf of a wearer");
    }
  };
  const name = (w: Pick<Wearer, "firstName" | "lastName">) => `${w.firstName} ${w.lastName}`.trim();

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.get("/:site/orgUsers/:userId/proxy/wearers", auth, (c) => {
    const caller = proxyCaller(c);
    requireProxyRight(caller.userUid);
    const wearers = wearersInTree.all(caller.unitUid, caller.userUid).map((w) => ({
      uid: w.uid,
      name: name(w),
      wearerId: w.wearerId,
      orgUnit: { uid: w.unitUid, name: w.unitName },
    }));
    return c.json({ wearers }, 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/proxy", auth, (c) => {
    const caller = proxyCaller(c);
    const mode = proxyModes.find(caller.userUid, caller.site);
    const wearer = mode ? findUser.get(mode.wearerUid) : undefined;
    if (!mode || !wearer) return c.json({ proxyMode: false }, 200, NO_STORE);
    return c.json(
      { proxyMode: true, uid: wearer.uid, name: name(wearer), cartId: mode.cartId === null ? null : cartCode(mode.cartId) },
      200,
      NO_STORE,
    );
  });

  app.post("/:site/orgUsers/:userId/proxy", auth, async (c) => {
    const caller = proxyCaller(c);
    const body: unknown = await c.req.json().catch(() => {
      throw invalidParameter("body", 'The body must be JSON like {"uid":"…","cartId":null}');
    });
    const input = parseInput(enableBodySchema, body);
    requireProxyRight(caller.userUid);

    // Every check comes before any write: a failure leaves the previous mode as it was.
    const wearer = findUser.get(input.uid);
    if (!wearer || wearer.disabled === 1) throw unknownIdentifier(`User '${input.uid}' not found`);
    const inTree = wearersInTree.all(caller.unitUid, caller.userUid).some((w) => w.uid === wearer.uid);
    if (!inTree) throw forbidden("This wearer is not in your business unit or the units below it");
    if (input.cartId !== null) {
      // The caller's current cart, if one was named, must really be the caller's.
      const own = carts.findOpen(caller.site, caller.userUid);
      if (!own || cartCode(own.id) !== input.cartId) throw cartNotFound();
    }

    const cart = db.transaction(() => {
      const wearerCart = carts.openCart(caller.site, wearer.uid, now());
      upsertMode.run(caller.userUid, caller.site, wearer.uid, wearerCart.id, now());
      return wearerCart;
    })();
    return c.json({ proxyMode: true, uid: wearer.uid, name: name(wearer), cartId: cartCode(cart.id) }, 200, NO_STORE);
  });

  app.delete("/:site/orgUsers/:userId/proxy", auth, (c) => {
    const caller = proxyCaller(c);
    deleteMode.run(caller.userUid, caller.site);
    return c.json({ proxyMode: false }, 200, NO_STORE);
  });

  return app;
}
