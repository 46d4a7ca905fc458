import { type Db } from "../db";

/**
 * Purge of abandoned guest carts (issue 21, hole 8). Every anonymous add to cart makes a guest user (a row that cannot
 * sign in) and its cart; a visitor who never comes back leaves both behind. A guest cart not changed for `maxAgeMs`
 * is deleted (its entries, vouchers, packs and payment sessions go with it by cascade), and so is every guest user
 * left with no cart and no order: a guest who ordered keeps the user row, which the order names (guest order lookup by
 * guid). Registered users' carts are never touched. One transaction; returns what it removed.
 */
export function guestPurge(db: Db) {
  const deleteCarts = db.prepare<[number]>(
    `DELETE FROM carts WHERE updated_at < ? AND user_uid IN (SELECT uid FROM users WHERE is_guest = 1)`,
  );
  const deleteUsers = db.prepare<[]>(
    `DELETE FROM users WHERE is_guest = 1
       AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.user_uid = users.uid)
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_uid = users.uid OR o.placed_by_uid = users.uid)
       AND NOT EXISTS (SELECT 1 FROM replenishment_orders r WHERE r.user_uid = users.uid OR r.placed_by_uid = users.uid)`,
  );
  const purge = db.transaction((cutoff: number) => ({
    carts: deleteCarts.run(cutoff).changes,
    users: deleteUsers.run().changes,
  }));
  return {
    /** Removes guest carts last changed before `now - maxAgeMs`, then the guest users left with nothing. */
    purgeAbandoned(now: number, maxAgeMs: number): { carts: number; users: number } {
      return purge(now - maxAgeMs);
    },
  };
}

export type GuestPurge = ReturnType<typeof guestPurge>;
