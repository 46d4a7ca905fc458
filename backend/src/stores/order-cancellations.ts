/**
 * Buyer cancellations (issue 23; docs/order-changes.md): `POST users/{u}/orders/{code}/cancellation` (stock SAP
 * Commerce 2211, OrdersController `cancelOrder`; body CancellationRequestEntryInputListWsDTO) — the caller cancels
 * units of their own (or placed) order that have not shipped.
 *
 * - Cancellable quantity of an entry = ordered (the approved quantity when an approver amended it) − cancelled −
 *   units of that entry in shipped consignments; only while the order is CREATED, APPROVED, PENDING_APPROVAL or
 *   PROCESSING. "Shipped" consignments are SHIPPED and every later status (SHIPPED_STATUSES). The statuses are
 *   the fulfilment store's (stores/fulfilment.ts, which puts the same quantities on the Order); `orderChangeFacts`
 *   reads what a cancellation also needs (unit price, the stock placement took) in one query.
 * - One IMMEDIATE transaction (the route opens it): a replayed Idempotency-Key finds its order_cancellations row and
 *   changes nothing; otherwise the rules are checked, `cancelled_quantity` grows, unshipped consignment entries shrink
 *   (a consignment left with nothing → CANCELLED, its entries kept as the record of what it held), the stock
 *   placement took (`order_entries.stock_taken`, migration 018) is given back, the totals are recalculated and an
 *   order with nothing left is CANCELLED (the fulfilment clock stops: `fulfilment_next_at` NULL).
 */
import { type Db } from "../db";
import { invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { type ApprovalRecords } from "./approval-records";
import { AMENDABLE_ORDER_STATUSES, CANCELLABLE_ORDER_STATUSES, type FulfilmentStore, SHIPPED_STATUSES } from "./fulfilment";

/** Our cancel reasons (`cancelReason`, optional; stock SAP has none and ignores unknown body fields). */
export const CANCEL_REASONS = ["ORDERED_BY_MISTAKE", "WRONG_SIZE", "NO_LONGER_NEEDED", "DELIVERY_TOO_LATE", "OTHER"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

const SHIPPED_LIST = [...SHIPPED_STATUSES].map((status) => `'${status}'`).join(", ");

export interface EntryFacts {
  entryNumber: number;
  variantCode: string;
  /** What is ordered: the approved quantity when an approver amended it, else the quantity. */
  ordered: number;
  cancelled: number;
  shipped: number;
  cancellable: number;
  unitCents: number;
  stockTaken: number;
}

export interface OrderCore {
  id: number;
  code: string;
  site: string;
  status: string;
  userUid: string;
  placedByUid: string;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  totalWithTaxCents: number;
  taxRatePercent: number;
  createdAt: number;
  consignmentCount: number;
}

/** The per-entry cancel facts and the order's `cancellable` / `amendable` flags, straight from the tables. */
export function orderChangeFacts(db: Db) {
  const entries = db.prepare<[number], EntryFacts>(
    `SELECT e.entry_number AS entryNumber, e.variant_code AS variantCode, COALESCE(e.approved_quantity, e.quantity) AS ordered,
       e.cancelled_quantity AS cancelled, e.unit_cents AS unitCents, e.stock_taken AS stockTaken,
       COALESCE((SELECT SUM(ce.quantity) FROM consignment_entries ce JOIN consignments c ON c.id = ce.consignment_id
         WHERE c.order_id = e.order_id AND ce.entry_number = e.entry_number AND c.status IN (${SHIPPED_LIST})), 0) AS shipped,
       0 AS cancellable
     FROM order_entries e WHERE e.order_id = ? ORDER BY e.entry_number`,
  );

  const entryFacts = (orderId: number, status: string): EntryFacts[] => {
    const open = CANCELLABLE_ORDER_STATUSES.has(status);
    return entries.all(orderId).map((entry) => ({
      ...entry,
      cancellable: open ? Math.max(0, entry.ordered - entry.cancelled - entry.shipped) : 0,
    }));
  };
  return {
    entryFacts,
    isAmendable: (order: OrderCore) => AMENDABLE_ORDER_STATUSES.has(order.status) && order.consignmentCount === 0,
  };
}

export type OrderChangeFacts = ReturnType<typeof orderChangeFacts>;

/** The caller's (owner's or placer's) order on the site, else SAP's 400 UnknownIdentifierError. */
export function ownOrderFinder(db: Db) {
  const byCode = db.prepare<[string, string], OrderCore>(
    `SELECT o.id, o.code, o.site, o.status, o.user_uid AS userUid, o.placed_by_uid AS placedByUid, o.currency,
       o.subtotal_cents AS subtotalCents, o.discount_cents AS discountCents, o.delivery_cents AS deliveryCents,
       o.total_with_tax_cents AS totalWithTaxCents, o.tax_rate_percent AS taxRatePercent, o.created_at AS createdAt,
       (SELECT COUNT(*) FROM consignments c WHERE c.order_id = o.id) AS consignmentCount
     FROM orders o WHERE o.site = ? AND o.code = ?`,
  );
  return {
    find: (site: string, code: string) => byCode.get(site, code),
    own(site: string, code: string, uid: string): OrderCore {
      const order = byCode.get(site, code);
      if (!order || (order.userUid !== uid && order.placedByUid !== uid)) throw unknownIdentifier(`Order with code '${code.slice(0, 64)}' not found`);
      return order;
    },
  };
}

/**
 * Totals from per-entry effective quantities (as the approver's amendment recalculates them, stores/approvals.ts):
 * subtotal = Σ unit price × quantity; order discounts scale with the subtotal (from the placed totals on the approval
 * record when there is one, else from the current ones); delivery unchanged (nothing left: no delivery); tax = the
 * order's rate on (subtotal − discounts + delivery).
 */
export function recalculatedTotals(
  order: Pick<OrderCore, "subtotalCents" | "discountCents" | "deliveryCents" | "taxRatePercent">,
  lines: readonly { unitCents: number; quantity: number }[],
  base: { subtotalCents: number; discountCents: number } | null,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const from = base ?? { subtotalCents: order.subtotalCents, discountCents: order.discountCents };
  const discount = from.subtotalCents > 0 ? Math.min(subtotal, Math.round((from.discountCents * subtotal) / from.subtotalCents)) : 0;
  const empty = lines.every((line) => line.quantity === 0);
  const delivery = empty ? 0 : order.deliveryCents;
  const total = subtotal - discount + delivery;
  const tax = Math.round((total * order.taxRatePercent) / 100);
  return { subtotal, discount, delivery, total, tax, totalWithTax: total + tax };
}

export interface CancellationInput {
  entries: { orderEntryNumber: number; quantity: number }[];
  reason?: CancelReason | undefined;
}

const notCancellable = (status: string) =>
  new OccError(400, [
    {
      type: "IllegalStateError",
      subject: "order",
      message: status === "CANCELLED" ? "The order is already cancelled." : "Nothing in this order can be cancelled any more: it has shipped or is closed.",
    },
  ]);

export function orderCancellations(
  db: Db,
  now: () => number,
  { records, facts, fulfilment }: { records: ApprovalRecords; facts: OrderChangeFacts; fulfilment: FulfilmentStore },
) {
  const orders = ownOrderFinder(db);
  const byKey = db.prepare<[string, string], { orderId: number }>(
    "SELECT order_id AS orderId FROM order_cancellations WHERE requested_by = ? AND idempotency_key = ?",
  );
  const addCancelled = db.prepare<[number, number, number]>(
    "UPDATE order_entries SET cancelled_quantity = cancelled_quantity + ? WHERE order_id = ? AND entry_number = ?",
  );
  const keepStock = db.prepare<[number, number, number]>("UPDATE order_entries SET stock_taken = ? WHERE order_id = ? AND entry_number = ?");
  const putBackStock = db.prepare<[number, string]>("UPDATE variants SET stock_level = stock_level + ? WHERE code = ?");
  const openConsignmentEntries = db.prepare<[number], { consignmentId: number; entryNumber: number; quantity: number }>(
    `SELECT ce.consignment_id AS consignmentId, ce.entry_number AS entryNumber, ce.quantity
     FROM consignment_entries ce JOIN consignments c ON c.id = ce.consignment_id
     WHERE c.order_id = ? AND c.status NOT IN (${SHIPPED_LIST}, 'CANCELLED') ORDER BY c.id DESC`,
  );
  const setConsignmentEntry = db.prepare<[number, number, number]>(
    "UPDATE consignment_entries SET quantity = ? WHERE consignment_id = ? AND entry_number = ?",
  );
  const deleteConsignmentEntry = db.prepare<[number, number]>("DELETE FROM consignment_entries WHERE consignment_id = ? AND entry_number = ?");
  const cancelConsignment = db.prepare<[number, number]>("UPDATE consignments SET status = 'CANCELLED', status_at = ?, next_at = NULL WHERE id = ?");
  const setTotals = db.prepare<{ id: number; subtotal: number; discount: number; delivery: number; total: number; tax: number; totalWithTax: number }>(
    `UPDATE orders SET subtotal_cents = @subtotal, discount_cents = @discount, delivery_cents = @delivery, total_cents = @total,
       tax_cents = @tax, total_with_tax_cents = @totalWithTax WHERE id = @id`,
  );
  const cancelOrder = db.prepare<[number]>("UPDATE orders SET status = 'CANCELLED', fulfilment_next_at = NULL WHERE id = ?");
  const insertCancellation = db.prepare(
    `INSERT INTO order_cancellations (order_id, requested_by, created_at, reason, entries_json, refund_cents, idempotency_key)
     VALUES (@orderId, @uid, @at, @reason, @entriesJson, @refund, @key)`,
  );

  /** Takes `quantity` units of an entry out of its unshipped consignments (units not yet in one go first). */
  function reduceConsignments(orderId: number, cancelled: Map<number, number>, unallocated: Map<number, number>) {
    const rows = openConsignmentEntries.all(orderId);
    const remaining = new Map<number, number>();
    const byConsignment = new Map<number, { entryNumber: number; quantity: number }[]>();
    for (const row of rows) {
      const list = byConsignment.get(row.consignmentId) ?? [];
      list.push({ entryNumber: row.entryNumber, quantity: row.quantity });
      byConsignment.set(row.consignmentId, list);
    }
    for (const [entryNumber, quantity] of cancelled) remaining.set(entryNumber, Math.max(0, quantity - (unallocated.get(entryNumber) ?? 0)));
    for (const [consignmentId, list] of byConsignment) {
      const after = list.map((line) => {
        const take = Math.min(line.quantity, remaining.get(line.entryNumber) ?? 0);
        remaining.set(line.entryNumber, (remaining.get(line.entryNumber) ?? 0) - take);
        return { ...line, left: line.quantity - take };
      });
      if (after.every((line) => line.left === 0)) {
        // Nothing left to send: the consignment is cancelled and keeps its entries as the record of what it held.
        cancelConsignment.run(now(), consignmentId);
        continue;
      }
      for (const line of after) {
        if (line.left === line.quantity) continue;
        if (line.left === 0) deleteConsignmentEntry.run(consignmentId, line.entryNumber);
        else setConsignmentEntry.run(line.left, consignmentId, line.entryNumber);
      }
    }
  }

  const inConsignments = db.prepare<[number], { entryNumber: number; quantity: number }>(
    `SELECT ce.entry_number AS entryNumber, SUM(ce.quantity) AS quantity FROM consignment_entries ce
     JOIN consignments c ON c.id = ce.consignment_id WHERE c.order_id = ? AND c.status <> 'CANCELLED' GROUP BY ce.entry_number`,
  );

  return {
    /** `POST users/{u}/orders/{code}/cancellation` — call inside an immediate transaction. */
    cancel(site: string, uid: string, code: string, input: CancellationInput, key: string | null): void {
      if (key !== null) {
        const earlier = byKey.get(uid, key);
        if (earlier) {
          if (orders.find(site, code)?.id !== earlier.orderId) throw invalidParameter("Idempotency-Key", "This Idempotency-Key was used for another order");
          return;
        }
      }
      const order = orders.own(site, code, uid);
      if (!CANCELLABLE_ORDER_STATUSES.has(order.status)) throw notCancellable(order.status);
      const entries = new Map(facts.entryFacts(order.id, order.status).map((entry) => [entry.entryNumber, entry]));
      if (![...entries.values()].some((entry) => entry.cancellable > 0)) throw notCancellable(order.status);
      if (input.entries.length === 0) {
        throw invalidParameter("cancellationRequestEntryInputs", "Select at least one item to cancel");
      }
      const seen = new Set<number>();
      input.entries.forEach((line, index) => {
        const subject = `cancellationRequestEntryInputs.${index}`;
        const entry = entries.get(line.orderEntryNumber);
        if (!entry) throw invalidParameter(`${subject}.orderEntryNumber`, `The order has no entry ${line.orderEntryNumber}`);
        if (seen.has(line.orderEntryNumber)) throw invalidParameter(`${subject}.orderEntryNumber`, `Entry ${line.orderEntryNumber} is given twice`);
        seen.add(line.orderEntryNumber);
        if (entry.cancellable === 0) {
          throw invalidParameter(`${subject}.quantity`, `Nothing of entry ${line.orderEntryNumber} can be cancelled: it has shipped or is cancelled`);
        }
        if (line.quantity < 1 || line.quantity > entry.cancellable) {
          throw invalidParameter(`${subject}.quantity`, `The quantity to cancel of entry ${line.orderEntryNumber} must be between 1 and ${entry.cancellable}`);
        }
      });

      const cancelled = new Map(input.entries.map((line) => [line.orderEntryNumber, line.quantity]));
      const allocated = new Map(inConsignments.all(order.id).map((row) => [row.entryNumber, row.quantity]));
      const unallocated = new Map(
        [...entries.values()].map((entry) => [entry.entryNumber, Math.max(0, entry.ordered - entry.cancelled - (allocated.get(entry.entryNumber) ?? 0))]),
      );
      reduceConsignments(order.id, cancelled, unallocated);
      for (const [entryNumber, quantity] of cancelled) {
        const entry = entries.get(entryNumber);
        if (!entry) continue;
        addCancelled.run(quantity, order.id, entryNumber);
        const giveBack = Math.min(quantity, entry.stockTaken);
        if (giveBack > 0) {
          putBackStock.run(giveBack, entry.variantCode);
          keepStock.run(entry.stockTaken - giveBack, order.id, entryNumber);
        }
      }
      const lines = [...entries.values()].map((entry) => ({
        unitCents: entry.unitCents,
        quantity: entry.ordered - entry.cancelled - (cancelled.get(entry.entryNumber) ?? 0),
      }));
      const record = records.row(order.id);
      const totals = recalculatedTotals(
        order,
        lines,
        record ? { subtotalCents: record.originalSubtotalCents, discountCents: record.originalDiscountCents } : null,
      );
      setTotals.run({ id: order.id, ...totals });
      if (lines.every((line) => line.quantity === 0)) cancelOrder.run(order.id);
      insertCancellation.run({
        orderId: order.id,
        uid,
        at: now(),
        reason: input.reason ?? null,
        entriesJson: JSON.stringify(input.entries.map((line) => ({ entryNumber: line.orderEntryNumber, quantity: line.quantity }))),
        refund: Math.max(0, order.totalWithTaxCents - totals.totalWithTax),
        key,
      });
      // The order's status and next due time from its consignments again (what is left may all be delivered).
      fulfilment.refresh(order.id);
    },
  };
}
