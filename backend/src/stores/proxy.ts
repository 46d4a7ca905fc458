import { z } from "zod";
import { type Db } from "../db";
import { forbidden, unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";
import { type Caller } from "./caller";
import { cartCode, cartNotFound, type CartStore } from "./cart";
import { type ProxyModeReader } from "./proxy-modes";

/** Proxy ordering (routes/proxy.ts; docs/occ-api.md "Proxy ordering"): who may order for whom, and proxy mode on/off. */

const userParamsSchema = z.object({ userId: z.string().min(1).max(320) });

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

export function proxyStore(db: Db, now: () => number, { carts, proxyModes }: { carts: CartStore; proxyModes: ProxyModeReader }) {
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

  /** The signed-in caller of `{userId}/proxy…`, on this site. */
  const proxyCaller = (from: Caller) => {
    const { userId } = parseInput(userParamsSchema, { userId: from.userId });
    const userUid = from.auth?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's proxy mode is not allowed");
    const caller = findCaller.get(userUid);
    const { site } = from;
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

  type ProxyCaller = ReturnType<typeof proxyCaller>;

  return {
    proxyCaller,
    requireProxyRight,

    /** The wearers in the caller's unit and the units below it (the proxy dropdown). */
    wearers(caller: ProxyCaller) {
      requireProxyRight(caller.userUid);
      return wearersInTree.all(caller.unitUid, caller.userUid).map((w) => ({
        uid: w.uid,
        name: name(w),
        wearerId: w.wearerId,
        orgUnit: { uid: w.unitUid, name: w.unitName },
      }));
    },

    /** The caller's proxy mode on the site. */
    mode(caller: ProxyCaller) {
      const mode = proxyModes.find(caller.userUid, caller.site);
      const wearer = mode ? findUser.get(mode.wearerUid) : undefined;
      if (!mode || !wearer) return { proxyMode: false as const };
      return { proxyMode: true as const, uid: wearer.uid, name: name(wearer), cartId: mode.cartId === null ? null : cartCode(mode.cartId) };
    },

    /** Proxy mode on for `input.uid` with a cart of the wearer's; every check comes before any write. */
    enable(caller: ProxyCaller, input: { uid: string; cartId: string | null }) {
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
      return { proxyMode: true, uid: wearer.uid, name: name(wearer), cartId: cartCode(cart.id) };
    },

    disable(caller: ProxyCaller) {
      deleteMode.run(caller.userUid, caller.site);
    },
  };
}
