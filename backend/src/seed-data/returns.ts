import { type Db } from "../db";
import { priceReturnLine } from "../stores/return-pricing";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

/**
 * Issue 24 (docs/returns.md): return requests of buyer@acme.example on their seeded orders (seed-data/order-history.ts),
 * one per interesting status, with fixed RMA codes 49000001–49000005 (below the counter, which starts at 50000001).
 * Each returns one unit of entry 0 for a refund (stores/return-pricing.ts: unit price less the order's discount share,
 * plus the order's tax). The part-2 seed (orders 285000xx, RMAs 491000xx) is seed-data/return-orders.ts.
 * The lazy clock moves the pending one on (stores/returns.ts RETURN_FLOW); CANCELED and COMPLETED stay.
 */
export const SEEDED_RETURNS = [
  { rma: "49000001", order: "28000007", status: "APPROVAL_PENDING", ageMs: 20 * MIN, reason: "NOT_NEEDED", nextInMs: 40 * MIN },
  { rma: "49000002", order: "28000016", status: "WAIT", ageMs: 3 * H, reason: "WRONG_SIZE", nextInMs: 22 * H },
  { rma: "49000003", order: "28000012", status: "RECEIVED", ageMs: 2 * D, reason: "FAULTY", nextInMs: 30 * MIN },
  { rma: "49000004", order: "28000014", status: "COMPLETED", ageMs: 5 * D, reason: "CHANGED_MIND", nextInMs: null },
  { rma: "49000005", order: "28000015", status: "CANCELED", ageMs: 4 * D, reason: "NOT_NEEDED", nextInMs: null },
] as const;
export const SEEDED_RETURNS_USER = "buyer@acme.example";

const HISTORY: Record<string, readonly string[]> = {
  APPROVAL_PENDING: ["APPROVAL_PENDING"],
  WAIT: ["APPROVAL_PENDING", "WAIT"],
  RECEIVED: ["APPROVAL_PENDING", "WAIT", "RECEIVING", "RECEIVED"],
  COMPLETED: ["APPROVAL_PENDING", "WAIT", "RECEIVING", "RECEIVED", "REVERSING_PAYMENT", "PAYMENT_REVERSED", "COMPLETED"],
  CANCELED: ["APPROVAL_PENDING", "CANCELLING", "CANCELED"],
};

export function seedReturns(db: Db, insert: Insert, at: number = Date.now()): number {
  const order = db.prepare<[string], { id: number; site: string; subtotal: number; discount: number; rate: number; unitCents: number }>(
    `SELECT o.id, o.site, o.subtotal_cents AS subtotal, o.discount_cents AS discount, o.tax_rate_percent AS rate, e.unit_cents AS unitCents
     FROM orders o JOIN order_entries e ON e.order_id = o.id AND e.entry_number = 0 WHERE o.code = ?`,
  );
  const exists = db.prepare<[string], { n: number }>("SELECT 1 AS n FROM return_requests WHERE rma = ?");
  let inserted = 0;
  SEEDED_RETURNS.forEach((seed, index) => {
    // Seeded once: a reseed (another `at`) must not add history rows at other times.
    if (exists.get(seed.rma)) return;
    const row = order.get(seed.order);
    if (!row) throw new Error(`seedReturns: order ${seed.order} is not seeded`);
    // The one pricing function of stores/return-pricing.ts (these orders have no packs).
    const priced = priceReturnLine(
      { subtotalCents: row.subtotal, discountCents: row.discount, taxRatePercent: row.rate, packs: new Map() },
      { kind: "RETURN", quantity: 1, unitCents: row.unitCents, packId: null },
    );
    const refund = priced.refundCents;
    const id = 49_000_001 + index;
    const created = at - seed.ageMs;
    const steps = HISTORY[seed.status] ?? [seed.status];
    const statusAt = seed.nextInMs === null ? at - seed.ageMs / 2 : at - 10 * MIN;
    insert("return_requests", {
      id,
      rma: seed.rma,
      order_id: row.id,
      site: row.site,
      requested_by: SEEDED_RETURNS_USER,
      status: seed.status,
      created_at: created,
      status_at: statusAt,
      next_at: seed.nextInMs === null ? null : at + seed.nextInMs,
      refund_cents: refund,
      subtotal_cents: row.unitCents,
      tax_cents: priced.taxCents,
      replacement_order_id: null,
      idempotency_key: null,
    });
    insert("return_entries", {
      return_id: id,
      entry_number: 0,
      kind: "RETURN",
      quantity: 1,
      reason_code: seed.reason,
      exchange_variant_code: null,
      refund_cents: refund,
    });
    steps.forEach((status, step) => {
      insert("return_status_history", {
        return_id: id,
        status,
        at: step === steps.length - 1 ? statusAt : created + Math.round(((statusAt - created) * step) / steps.length),
      });
    });
    inserted += 1;
  });
  return inserted;
}
