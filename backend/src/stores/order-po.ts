import { type Db } from "../db";
import { forbidden, invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { type Caller } from "./caller";
import { type CartAccessStore } from "./cart-access";
import { PO_NUMBER_PATTERN } from "./checkout-details";
import { type OrderStore } from "./orders";

/**
 * The PO number of a placed order (issue 23; spec part 2 §7 `PATCH`/`DELETE order/{orderId}/purchase-order?poNumber=`,
 * §3 "PO update: orderId, poNumber"; this customer's extension): set or remove it on the caller's own order (or one
 * they placed), only where the order's unit enables PO numbers (`org_units.po_number_enabled`, the flag checkout
 * follows), with checkout's PO-number rule (stores/checkout-details.ts `PO_NUMBER_PATTERN`), never on a cancelled
 * order. Both answer the Order. Replay-safe by nature: setting the same number again changes nothing, and removing
 * names the number removed (a number that is not the current one is 409, so a late second remove never removes a
 * number set in between).
 */

const PO_NUMBER_RULE = "A PO number has 1 to 35 letters, digits, '-', '/' or spaces";

export type OrderPoStore = ReturnType<typeof orderPoStore>;

export function orderPoStore(db: Db, { access, orders }: { access: CartAccessStore; orders: OrderStore }) {
  const unitFlag = db.prepare<[string], { enabled: number }>("SELECT po_number_enabled AS enabled FROM org_units WHERE uid = ?");
  const orderUnit = db.prepare<[number], { orgUnit: string }>("SELECT org_unit AS orgUnit FROM orders WHERE id = ?");
  const setPo = db.prepare<[string | null, number]>("UPDATE orders SET po_number = ? WHERE id = ?");

  /** The caller's order (owner or placer) whose PO number may change; every refusal as SAP-style errors. */
  function changeable(from: Caller, orderId: string) {
    if (from.userId === "anonymous") throw forbidden("Guests cannot change PO numbers");
    const caller = access.signedInCaller(from);
    const row = orders.findByCode(from.site.uid, orderId);
    if (!row || (row.userUid !== caller.actingUid && row.placedByUid !== caller.actingUid)) {
      throw unknownIdentifier(`Order with code '${orderId.slice(0, 64)}' not found`);
    }
    const unit = orderUnit.get(row.id)?.orgUnit ?? "";
    if (unitFlag.get(unit)?.enabled !== 1) {
      throw invalidParameter("poNumber", "PO numbers are not enabled for this order's unit");
    }
    if (row.status === "CANCELLED") {
      throw new OccError(400, [{ type: "IllegalStateError", reason: "invalid", subject: "orderId", message: "The PO number of a cancelled order cannot be changed" }]);
    }
    return row;
  }

  const answer = (from: Caller, orderId: string) => {
    const row = orders.findByCode(from.site.uid, orderId);
    if (!row) throw new Error(`Order ${orderId} vanished`);
    return orders.toOrder(row);
  };

  return {
    /** `PATCH orgUsers/{u}/order/{orderId}/purchase-order?poNumber=` — call inside an immediate transaction. */
    set(from: Caller, orderId: string, poNumber: string) {
      const row = changeable(from, orderId);
      const value = poNumber.trim();
      if (!PO_NUMBER_PATTERN.test(value)) throw invalidParameter("poNumber", PO_NUMBER_RULE);
      if (row.poNumber !== value) setPo.run(value, row.id);
      return answer(from, orderId);
    },

    /** `DELETE orgUsers/{u}/order/{orderId}/purchase-order?poNumber=` (the number to remove) — inside an immediate transaction. */
    remove(from: Caller, orderId: string, poNumber: string) {
      const row = changeable(from, orderId);
      const value = poNumber.trim();
      if (row.poNumber === null || row.poNumber !== value) {
        throw new OccError(409, [
          {
            type: "IllegalStateError",
            reason: "invalid",
            subject: "poNumber",
            message: row.poNumber === null ? "The order has no PO number" : `'${value.slice(0, 64)}' is not the order's current PO number`,
          },
        ]);
      }
      setPo.run(null, row.id);
      return answer(from, orderId);
    },
  };
}
