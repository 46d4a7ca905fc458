import { type Db } from "../db";
import { unknownIdentifier } from "../http/errors";
import { type Caller } from "./caller";
import { type CartAccessStore } from "./cart-access";
import { type OrderStore } from "./orders";

/** SAP's right to view the orders of one's unit and its child units (spec part 2 §6). */
export const UNIT_ORDER_VIEWER_GROUP = "unitorderviewergroup";

/**
 * Who may read an order (issue 23; docs/order-details.md "Access"): its user and the person who placed it
 * (`users/{u}/orders/{code}`), and a member of `unitorderviewergroup` whose unit or a unit below it holds the order
 * (`orgUsers/{u}/orgUnits/orders/{code}`). Anyone else gets SAP's 400 UnknownIdentifierError, as for a code that does
 * not exist: an order's existence is never given away.
 */
export function orderAccess(db: Db, { access, orders }: { access: CartAccessStore; orders: OrderStore }) {
  const isViewer = db.prepare<[string], { n: number }>(
    `SELECT 1 AS n FROM user_group_members WHERE user_uid = ? AND group_uid = '${UNIT_ORDER_VIEWER_GROUP}'`,
  );
  const orderInCallersTree = db.prepare<[string, number], { n: number }>(
    `WITH RECURSIVE down(uid, depth) AS (
       SELECT org_unit, 0 FROM users WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT 1 AS n FROM orders WHERE id = ? AND org_unit IN (SELECT uid FROM down)`,
  );
  const notFound = (code: string) => unknownIdentifier(`Order with code '${code.slice(0, 64)}' not found`);

  return {
    /** The caller's own order (user or placer). */
    own(from: Caller, code: string) {
      const caller = access.signedInCaller(from);
      const row = orders.findByCode(caller.site.uid, code);
      if (!row || (row.userUid !== caller.actingUid && row.placedByUid !== caller.actingUid)) throw notFound(code);
      return row;
    },
    /** An order of the caller's unit tree, for a unit order viewer. */
    inUnitTree(from: Caller, code: string) {
      const caller = access.signedInCaller(from);
      if (!isViewer.get(caller.actingUid)) throw notFound(code);
      const row = orders.findByCode(caller.site.uid, code);
      if (!row || !orderInCallersTree.get(caller.actingUid, row.id)) throw notFound(code);
      return row;
    },
  };
}
