/**
 * Issue 23 demo and test data for order details (docs/order-details.md "Seed"): order histories that move through
 * fulfilment (codes 28000001–28000199). Dates are relative to the time of seeding, spread over the last 12 months;
 * every order is written as placed and then caught up with the fulfilment clock (stores/fulfilment.ts), so its
 * consignments, tracking numbers and delivered dates are the ones the clock would have written.
 *
 * - buyer@acme.example: 27 orders in every status the clock and the approvals produce (created, processing at each
 *   consignment step, completed, pending approval, approved, rejected, cancelled), split consignments, one partly
 *   cancelled, one amended, one placed through a punch-out session;
 * - wearer@acme.example: orders buyer@acme.example placed for them in proxy mode;
 * - buyer@wholesale.example (the wholesale site) and wearer@kiwi.example (the NZ organisation): a few orders each;
 * - e2e (e2e/order-details.spec.ts): `details-{js,nojs}@acme.example` with a split order in transit, and
 *   `details-viewer@acme.example`, a unit order viewer of acme-au.
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { computeTotals } from "../stores/cart-totals";
import { directOrders, type DirectOrderInput } from "../stores/direct-orders";
import { DAY_MS, fulfilmentStore, HOUR_MS, PICKUP_DELAY_MS } from "../stores/fulfilment";
import { UNIT_ORDER_VIEWER_GROUP } from "../stores/order-access";
import { volumeTierLoader } from "../stores/pricing";
import { PRODUCTS } from "./catalog";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const ORDER_DETAILS_E2E_PROJECTS = ["js", "nojs"] as const;
export const orderDetailsE2eBuyer = (project: (typeof ORDER_DETAILS_E2E_PROJECTS)[number]) => `details-${project}@acme.example`;
export const ORDER_DETAILS_VIEWER = "details-viewer@acme.example";
/** The e2e buyers' split order in transit (js, nojs), and the NZ order no acme-au viewer may see. */
export const ORDER_DETAILS_E2E_ORDERS = { js: "28000150", nojs: "28000151" } as const;
export const KIWI_ORDER_CODE = "28000120";

export const ORDER_DETAILS_USERS: TestAccountSeed[] = [
  { uid: orderDetailsE2eBuyer("js"), firstName: "Dana", lastName: "Details Script" },
  { uid: orderDetailsE2eBuyer("nojs"), firstName: "Dana", lastName: "Details Plain" },
  { uid: ORDER_DETAILS_VIEWER, firstName: "Vic", lastName: "Viewer" },
];

const variantOf = (productCode: string, index = 0) => {
  const product = PRODUCTS.find((candidate) => candidate.code === productCode);
  const variant = product?.variants[index % (product?.variants.length || 1)];
  if (!variant) throw new Error(`No seeded product ${productCode}`);
  return variant.code;
};
/** Stocked (type S) and made-to-order (type K) variants: an order with both ships as two consignments. */
const STOCKED = ["POL-CL", "SHT-CL", "TRS-CL", "VST-CL", "FLC-CL", "CAP-CL"] as const;
const MADE_TO_ORDER = "JKT-PR";

interface HistoryOrder {
  id: number;
  site?: string;
  user: string;
  placedBy?: string;
  /** How long before seeding it was placed. */
  ageMs: number;
  lines: number;
  split?: boolean;
  status?: DirectOrderInput["status"] | "CANCELLED";
  channel?: "web" | "proxy" | "punchout";
  poNumber?: string;
  costCentre?: { code: string; name: string };
  /** Approved or rejected this long before seeding (approval orders). */
  decidedAgoMs?: number;
  /** Units of entry 0 cancelled half an hour after placing. */
  cancelUnits?: number;
  /** Entry 0 raised by one unit twenty minutes after placing. */
  amend?: boolean;
}

const H = HOUR_MS;
const D = DAY_MS;
const OPS = { code: "ACME-OPS", name: "Operations" };
const FLEET = { code: "ACME-FLEET", name: "Fleet services" };
const BUYER = "buyer@acme.example";

export const ORDER_HISTORY: HistoryOrder[] = [
  // buyer@acme.example: the last week, one per step of the clock.
  { id: 28_000_001, user: BUYER, ageMs: 20 * 60_000, lines: 2, poNumber: "PO-7781", costCentre: OPS },
  { id: 28_000_002, user: BUYER, ageMs: 2 * H, lines: 1, costCentre: OPS },
  { id: 28_000_003, user: BUYER, ageMs: 5 * H, lines: 3, split: true, poNumber: "PO-7779" },
  { id: 28_000_004, user: BUYER, ageMs: 1.5 * D, lines: 2, split: true, costCentre: FLEET },
  { id: 28_000_005, user: BUYER, ageMs: 2.5 * D, lines: 2, split: true, poNumber: "PO-7770", costCentre: OPS },
  { id: 28_000_006, user: BUYER, ageMs: 3.5 * D, lines: 1 },
  { id: 28_000_007, user: BUYER, ageMs: 6 * D, lines: 3, split: true, poNumber: "PO-7752", costCentre: OPS },
  // Approvals: pending, approved twenty minutes ago (not yet picked up), approved long ago, rejected.
  { id: 28_000_008, user: BUYER, ageMs: 3 * D, lines: 2, status: "PENDING_APPROVAL" },
  { id: 28_000_009, user: BUYER, ageMs: 1 * D, lines: 2, status: "APPROVED", decidedAgoMs: 20 * 60_000 },
  { id: 28_000_010, user: BUYER, ageMs: 40 * D, lines: 2, status: "APPROVED", decidedAgoMs: 39 * D, split: true },
  { id: 28_000_011, user: BUYER, ageMs: 45 * D, lines: 1, status: "REJECTED", decidedAgoMs: 44 * D },
  // Cancelled in part, cancelled in full, amended, punch-out.
  { id: 28_000_012, user: BUYER, ageMs: 20 * D, lines: 3, cancelUnits: 1, poNumber: "PO-7701", costCentre: OPS },
  { id: 28_000_013, user: BUYER, ageMs: 60 * D, lines: 2, status: "CANCELLED" },
  { id: 28_000_014, user: BUYER, ageMs: 25 * D, lines: 2, amend: true, costCentre: FLEET },
  { id: 28_000_015, user: BUYER, ageMs: 30 * D, lines: 2, channel: "punchout", poNumber: "REQ-55120" },
  // Older history, about one a fortnight to a month.
  ...[12, 70, 90, 110, 135, 160, 190, 220, 250, 280, 310, 345].map((days, index): HistoryOrder => ({
    id: 28_000_016 + index,
    user: BUYER,
    ageMs: days * D + (index % 5) * H,
    lines: 1 + (index % 3),
    split: index % 4 === 1,
    ...(index % 2 === 0 ? { poNumber: `PO-${7600 - index * 37}` } : {}),
    ...(index % 3 !== 2 ? { costCentre: index % 2 === 0 ? OPS : FLEET } : {}),
  })),
  // wearer@acme.example: placed for them by buyer@acme.example in proxy mode.
  { id: 28_000_060, user: "wearer@acme.example", placedBy: BUYER, channel: "proxy", ageMs: 2.2 * D, lines: 2 },
  { id: 28_000_061, user: "wearer@acme.example", placedBy: BUYER, channel: "proxy", ageMs: 15 * D, lines: 1, costCentre: OPS },
  { id: 28_000_062, user: "wearer@acme.example", placedBy: BUYER, channel: "proxy", ageMs: 95 * D, lines: 3, split: true },
  // The wholesale site.
  { id: 28_000_100, site: "wholesale", user: "buyer@wholesale.example", ageMs: 1.5 * H, lines: 2 },
  { id: 28_000_101, site: "wholesale", user: "buyer@wholesale.example", ageMs: 4 * D, lines: 2, split: true, poNumber: "HB-2210" },
  { id: 28_000_102, site: "wholesale", user: "buyer@wholesale.example", ageMs: 33 * D, lines: 3 },
  { id: 28_000_103, site: "wholesale", user: "buyer@wholesale.example", ageMs: 140 * D, lines: 1, poNumber: "HB-1984" },
  // The NZ organisation.
  { id: 28_000_120, user: "wearer@kiwi.example", ageMs: 2.6 * D, lines: 2 },
  { id: 28_000_121, user: "wearer@kiwi.example", ageMs: 21 * D, lines: 1, split: true },
  { id: 28_000_122, user: "wearer@kiwi.example", ageMs: 200 * D, lines: 2 },
  // e2e: a split order in transit for each project's buyer.
  ...ORDER_DETAILS_E2E_PROJECTS.map((project, index): HistoryOrder => ({
    id: 28_000_150 + index,
    user: orderDetailsE2eBuyer(project),
    ageMs: 3.5 * D,
    lines: 2,
    split: true,
    poNumber: `PO-DETAILS-${project.toUpperCase()}`,
    costCentre: OPS,
  })),
];

function entriesOf(order: HistoryOrder): { variantCode: string; quantity: number }[] {
  const n = order.id % 97;
  const stocked = Array.from({ length: order.split ? Math.max(1, order.lines - 1) : order.lines }, (_, k) => ({
    variantCode: variantOf(STOCKED[(n + k * 2) % STOCKED.length] ?? "POL-CL", n + k),
    quantity: 1 + ((n + k) % 4),
  }));
  return order.split ? [...stocked, { variantCode: variantOf(MADE_TO_ORDER, n), quantity: 1 + (n % 2) }] : stocked;
}

export function seedOrderHistory(db: Db, insert: Insert, at: number = Date.now()): number {
  seedTestAccounts(db, insert, ORDER_DETAILS_USERS);
  insert("user_group_members", { user_uid: ORDER_DETAILS_VIEWER, group_uid: UNIT_ORDER_VIEWER_GROUP, position: 1 });
  const orders = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  const fulfilment = fulfilmentStore(db, () => at);
  const update = db.prepare<{ id: number; status: string; channel: string; po: string | null; ccCode: string | null; ccName: string | null; nextAt: number | null }>(
    `UPDATE orders SET status = @status, channel = @channel, po_number = @po, cost_centre_code = @ccCode, cost_centre_name = @ccName,
       fulfilment_next_at = @nextAt WHERE id = @id`,
  );
  const entryRows = db.prepare<[number], { entryNumber: number; quantity: number; unitCents: number }>(
    "SELECT entry_number AS entryNumber, quantity, unit_cents AS unitCents FROM order_entries WHERE order_id = ? ORDER BY entry_number",
  );
  const orderRow = db.prepare<[number], { site: string; country: string; deliveryCents: number; totalWithTaxCents: number }>(
    `SELECT o.site, COALESCE(json_extract(o.delivery_address_json, '$.country.isocode'), 'AU') AS country, o.delivery_cents AS deliveryCents,
       o.total_with_tax_cents AS totalWithTaxCents FROM orders o WHERE o.id = ?`,
  );
  const promotions = db.prepare<[string], { code: string; thresholdCents: number; discountPercent: number }>(
    "SELECT code, threshold_cents AS thresholdCents, discount_percent AS discountPercent FROM order_promotions WHERE site = ?",
  );
  const setEntry = db.prepare<[number, number, number, number, number]>(
    "UPDATE order_entries SET quantity = ?, line_cents = ?, cancelled_quantity = ? WHERE order_id = ? AND entry_number = ?",
  );
  const setTotals = db.prepare(
    `UPDATE orders SET subtotal_cents = @subtotalCents, discount_cents = @discountCents, total_cents = @totalCents, tax_cents = @taxCents,
       total_with_tax_cents = @totalWithTaxCents, amended_at = COALESCE(@amendedAt, amended_at) WHERE id = @id`,
  );
  const setDecision = db.prepare<[number, number]>("UPDATE order_approvals SET decided_at = ? WHERE order_id = ?");

  /** New quantities (entry → [ordered, cancelled]); the totals priced again from the units still ordered. */
  const reprice = (id: number, changes: Map<number, [number, number]>, amendedAt: number | null) => {
    const order = orderRow.get(id);
    if (!order) return;
    let subtotal = 0;
    for (const entry of entryRows.all(id)) {
      const [quantity, cancelled] = changes.get(entry.entryNumber) ?? [entry.quantity, 0];
      // A line's total is what is still ordered (the cancelled units are off it, as they are off the subtotal).
      setEntry.run(quantity, entry.unitCents * (quantity - cancelled), cancelled, id, entry.entryNumber);
      subtotal += entry.unitCents * (quantity - cancelled);
    }
    const totals = computeTotals({ subtotalCents: subtotal, vouchers: [], promotions: promotions.all(order.site), deliveryCents: order.deliveryCents, country: order.country });
    setTotals.run({ id, ...pick(totals), amendedAt });
    return { before: order.totalWithTaxCents, after: totals.totalWithTaxCents };
  };

  let inserted = 0;
  for (const order of ORDER_HISTORY) {
    if (orders.exists(String(order.id))) continue;
    const createdAt = at - order.ageMs;
    const status = order.status ?? "CREATED";
    const decidedAt = order.decidedAgoMs === undefined ? null : at - order.decidedAgoMs;
    orders.create({
      id: order.id,
      site: order.site ?? "corporate",
      userUid: order.user,
      placedByUid: order.placedBy ?? order.user,
      entries: entriesOf(order),
      createdAt,
      status: status === "CANCELLED" ? "CREATED" : status,
      exceededLimit: status === "CREATED" || status === "CANCELLED" ? null : { code: "ACME-BUYER-ORDER-500", type: "ORDER", thresholdCents: 50_000, period: null, currency: "AUD" },
      ...(decidedAt !== null && (status === "APPROVED" || status === "REJECTED")
        ? {
            decision: {
              decision: status === "APPROVED" ? ("APPROVE" as const) : ("REJECT" as const),
              approverUid: "approver@acme.example",
              decidedAt,
              comment: status === "APPROVED" ? "Approved for the new season." : "Please order these through the winter pack instead.",
              reasonCode: status === "REJECTED" ? "NOT_REQUIRED" : null,
            },
          }
        : {}),
    });
    inserted += 1;
    const pickUpAt = status === "CREATED" ? createdAt + PICKUP_DELAY_MS : status === "APPROVED" && decidedAt !== null ? decidedAt + PICKUP_DELAY_MS : null;
    update.run({
      id: order.id,
      status,
      channel: order.channel ?? "web",
      po: order.poNumber ?? null,
      ccCode: order.costCentre?.code ?? null,
      ccName: order.costCentre?.name ?? null,
      nextAt: pickUpAt,
    });
    if (decidedAt !== null) setDecision.run(decidedAt, order.id);
    const entries = entryRows.all(order.id);
    if (order.amend && entries[0]) {
      const first = entries[0];
      const change = reprice(order.id, new Map([[first.entryNumber, [first.quantity + 1, 0]]]), createdAt + 20 * 60_000);
      insert("order_amendments", {
        order_id: order.id,
        requested_by: order.placedBy ?? order.user,
        created_at: createdAt + 20 * 60_000,
        changes_json: JSON.stringify({ entries: [{ entryNumber: first.entryNumber, from: first.quantity, to: first.quantity + 1 }] }),
        previous_total_cents: change?.before ?? 0,
        new_total_cents: change?.after ?? 0,
        idempotency_key: null,
      });
    }
    const cancelled = status === "CANCELLED" ? entries.map((entry) => [entry.entryNumber, entry.quantity] as const) : order.cancelUnits && entries[0] ? [[entries[0].entryNumber, order.cancelUnits] as const] : [];
    if (cancelled.length > 0) {
      const before = orderRow.get(order.id)?.totalWithTaxCents ?? 0;
      const change = reprice(order.id, new Map(cancelled.map(([n, q]) => [n, [entries.find((e) => e.entryNumber === n)?.quantity ?? q, q]])), null);
      insert("order_cancellations", {
        order_id: order.id,
        requested_by: order.placedBy ?? order.user,
        created_at: createdAt + 30 * 60_000,
        reason: status === "CANCELLED" ? "ORDERED_BY_MISTAKE" : "NO_LONGER_NEEDED",
        entries_json: JSON.stringify(cancelled.map(([entryNumber, quantity]) => ({ entryNumber, quantity }))),
        refund_cents: Math.max(0, before - (change?.after ?? before)),
        idempotency_key: null,
      });
    }
    fulfilment.catchUp(order.id, at);
  }
  return inserted;
}

const pick = (totals: ReturnType<typeof computeTotals>) => ({
  subtotalCents: totals.subtotalCents,
  discountCents: totals.discountCents,
  totalCents: totals.totalCents,
  taxCents: totals.taxCents,
  totalWithTaxCents: totals.totalWithTaxCents,
});
