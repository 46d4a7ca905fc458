import { type Db } from "../db";

/**
 * A buyer's proxy mode on a site (table `proxy_modes`; routes/proxy.ts turns it on and off): the wearer they order
 * for and the wearer's cart they order into (null once that cart became an order and before the next one is made).
 */
export interface ProxyMode {
  wearerUid: string;
  cartId: number | null;
}

/** Reads proxy modes for the routes that act for the wearer: proxy status, the proxy cart, the wearer's packs. */
export type ProxyModeReader = ReturnType<typeof proxyModeReader>;

export function proxyModeReader(db: Db) {
  const find = db.prepare<[string, string], ProxyMode>(
    "SELECT wearer_uid AS wearerUid, cart_id AS cartId FROM proxy_modes WHERE user_uid = ? AND site = ?",
  );
  return {
    /** The proxy mode of `userUid` on `site`, if it is on. */
    find: (userUid: string, site: string): ProxyMode | undefined => find.get(userUid, site),
  };
}
