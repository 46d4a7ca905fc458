/**
 * Issue 23 demo and test data for scheduled replenishments and PO number changes
 * (docs/replenishments-and-po-numbers.md): buyer@acme.example's two active schedules (and one cancelled) with the
 * orders they have placed, the e2e accounts `order-po-{js,nojs}@acme.example` (each with an order that has a PO
 * number) and `replenish-cancel-{js,nojs}@acme.example` (each with an active schedule that has placed an order), and
 * one schedule of the bad-input corpus's buyer (49000020).
 * Order ids 28000400–28000499, schedule ids 49000001–49000099. Dates are relative to the seed time and every
 * schedule's next order date lies after it, so nothing is due when the seed is fresh. Inserted by `seed()` when
 * missing (ON CONFLICT DO NOTHING / exists checks).
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { directOrders } from "../stores/direct-orders";
import { isoDate, type RecurrencePeriod } from "../stores/orders";
import { volumeTierLoader } from "../stores/pricing";
import { nextOccurrence } from "../stores/replenishments";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const DAY = 86_400_000;
const FULFILMENT_DELAY_MS = 3_600_000;

export const ORDER_PO_E2E_USERS = (["js", "nojs"] as const).map((project) => ({
  uid: `order-po-${project}@acme.example`,
  firstName: "Petra",
  lastName: project === "js" ? "Script" : "Plain",
}));
export const REPLENISH_CANCEL_E2E_USERS = (["js", "nojs"] as const).map((project) => ({
  uid: `replenish-cancel-${project}@acme.example`,
  firstName: "Rory",
  lastName: project === "js" ? "Script" : "Plain",
}));

/** The e2e PO orders: one per project, with a PO number (e2e/order-po-replenishment.spec.ts). */
export const ORDER_PO_E2E_ORDERS = [
  { id: 28000401, uid: "order-po-js@acme.example", poNumber: "PO-E2E-JS-1" },
  { id: 28000402, uid: "order-po-nojs@acme.example", poNumber: "PO-E2E-NOJS-1" },
] as const;

interface ScheduleSeed {
  id: number;
  uid: string;
  /** Days before the seed time of the first order date. */
  firstDaysAgo: number;
  recurrencePeriod: RecurrencePeriod;
  every: number;
  entries: { variantCode: string; quantity: number }[];
  poNumber: string | null;
  costCentre: { code: string; name: string } | null;
  /** The first id of the orders it has placed (one per occurrence up to the seed time). */
  firstOrderId: number;
  /** Cancelled this many days before the seed time (after its orders). */
  cancelledDaysAgo?: number;
}

export const REPLENISHMENT_SEEDS: ScheduleSeed[] = [
  {
    id: 49000001,
    uid: "buyer@acme.example",
    firstDaysAgo: 63,
    recurrencePeriod: "WEEKLY",
    every: 2,
    entries: [
      { variantCode: "POL-PR-BLACK-L", quantity: 12 },
      { variantCode: "CAP-CL-NAVY-SM", quantity: 6 },
    ],
    poNumber: "PO-REPL-1001",
    costCentre: { code: "ACME-OPS", name: "Operations" },
    firstOrderId: 28000410,
  },
  {
    id: 49000002,
    uid: "buyer@acme.example",
    firstDaysAgo: 100,
    recurrencePeriod: "MONTHLY",
    every: 1,
    entries: [{ variantCode: "SHO-CL-NAVY-87R", quantity: 4 }],
    poNumber: null,
    costCentre: { code: "ACME-FLEET", name: "Fleet services" },
    firstOrderId: 28000420,
  },
  {
    id: 49000003,
    uid: "buyer@acme.example",
    firstDaysAgo: 40,
    recurrencePeriod: "DAILY",
    every: 30,
    entries: [{ variantCode: "APR-CL-BLACK-ONESIZE", quantity: 10 }],
    poNumber: "PO-REPL-0900",
    costCentre: null,
    firstOrderId: 28000430,
    cancelledDaysAgo: 5,
  },
  // The bad-input corpus posts its cancel form (e2e/bad-input-forms.ts): any post is the confirmation.
  {
    id: 49000020,
    uid: "bad-input-buyer@acme.example",
    firstDaysAgo: 10,
    recurrencePeriod: "MONTHLY",
    every: 1,
    entries: [{ variantCode: "CAP-CL-NAVY-SM", quantity: 2 }],
    poNumber: null,
    costCentre: null,
    firstOrderId: 28000460,
  },
  ...REPLENISH_CANCEL_E2E_USERS.map((user, index) => ({
    id: 49000011 + index,
    uid: user.uid,
    firstDaysAgo: 20,
    recurrencePeriod: "WEEKLY" as const,
    every: 4,
    entries: [{ variantCode: "POL-PR-BLACK-L", quantity: 3 }],
    poNumber: `PO-RC-${index + 1}`,
    costCentre: { code: "ACME-OPS", name: "Operations" },
    firstOrderId: 28000440 + index * 5,
  })),
];

export function seedReplenishments(db: Db, insert: Insert, seededAt = Date.now()) {
  seedTestAccounts(db, insert, [...ORDER_PO_E2E_USERS, ...REPLENISH_CANCEL_E2E_USERS]);
  const writer = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  const scheduleExists = db.prepare<[number], { id: number }>("SELECT id FROM replenishment_orders WHERE id = ?");
  const orderRow = db.prepare<[number], { deliveryAddressJson: string; unit: string; totalWithTaxCents: number; currency: string }>(
    `SELECT delivery_address_json AS deliveryAddressJson, org_unit AS unit, total_with_tax_cents AS totalWithTaxCents, currency
     FROM orders WHERE id = ?`,
  );
  const markOrder = db.prepare(
    `UPDATE orders SET channel = @channel, replenishment_code = @code, po_number = @poNumber, cost_centre_code = @costCentreCode,
       cost_centre_name = @costCentreName, fulfilment_next_at = @fulfilmentNextAt WHERE id = @id`,
  );
  const unitCents = db.prepare<[number, string], { unitCents: number }>("SELECT unit_cents AS unitCents FROM order_entries WHERE order_id = ? AND variant_code = ?");

  for (const order of ORDER_PO_E2E_ORDERS) {
    if (writer.exists(String(order.id))) continue;
    const createdAt = seededAt - 3 * DAY;
    writer.create({ id: order.id, site: "corporate", userUid: order.uid, placedByUid: order.uid, entries: [{ variantCode: "POL-PR-BLACK-L", quantity: 2 }], createdAt, status: "CREATED", exceededLimit: null });
    markOrder.run({ id: order.id, channel: "web", code: null, poNumber: order.poNumber, costCentreCode: null, costCentreName: null, fulfilmentNextAt: null });
  }

  const today = isoDate(seededAt);
  for (const schedule of REPLENISHMENT_SEEDS) {
    if (scheduleExists.get(schedule.id)) continue;
    const code = String(schedule.id);
    const shape = {
      recurrencePeriod: schedule.recurrencePeriod,
      numberOfDays: schedule.recurrencePeriod === "DAILY" ? schedule.every : null,
      numberOfWeeks: schedule.recurrencePeriod === "WEEKLY" ? schedule.every : null,
      nthDayOfMonth: schedule.recurrencePeriod === "MONTHLY" ? Number(isoDate(seededAt - schedule.firstDaysAgo * DAY).slice(8, 10)) : null,
      firstDate: isoDate(seededAt - schedule.firstDaysAgo * DAY),
    };
    const cancelledAt = schedule.cancelledDaysAgo === undefined ? null : seededAt - schedule.cancelledDaysAgo * DAY;
    let date = shape.firstDate;
    let orderId = schedule.firstOrderId;
    const placed: number[] = [];
    while (date <= today && (cancelledAt === null || date <= isoDate(cancelledAt))) {
      const createdAt = Math.min(seededAt - 60_000, Date.parse(`${date}T00:00:00.000Z`) + 9 * 3_600_000);
      if (!writer.exists(String(orderId))) {
        writer.create({ id: orderId, site: "corporate", userUid: schedule.uid, placedByUid: schedule.uid, entries: schedule.entries, createdAt, status: "CREATED", exceededLimit: null });
        markOrder.run({
          id: orderId,
          channel: "replenishment",
          code,
          poNumber: schedule.poNumber,
          costCentreCode: schedule.costCentre?.code ?? null,
          costCentreName: schedule.costCentre?.name ?? null,
          fulfilmentNextAt: createdAt + FULFILMENT_DELAY_MS,
        });
      }
      placed.push(orderId);
      orderId += 1;
      date = nextOccurrence(shape, date);
    }
    const first = placed[0] === undefined ? undefined : orderRow.get(placed[0]);
    if (!first) throw new Error(`Replenishment seed ${code} placed no order`);
    const createdAt = seededAt - (schedule.firstDaysAgo + 2) * DAY;
    insert("replenishment_orders", {
      id: schedule.id,
      code,
      site: "corporate",
      user_uid: schedule.uid,
      placed_by_uid: schedule.uid,
      org_unit: first.unit,
      active: cancelledAt === null ? 1 : 0,
      created_at: createdAt,
      first_date: shape.firstDate,
      recurrence_period: schedule.recurrencePeriod,
      number_of_days: shape.numberOfDays,
      number_of_weeks: shape.numberOfWeeks,
      nth_day_of_month: shape.nthDayOfMonth,
      currency: first.currency,
      total_with_tax_cents: first.totalWithTaxCents,
      delivery_address_json: first.deliveryAddressJson,
      delivery_mode_code: "standard",
      cost_centre_code: schedule.costCentre?.code ?? null,
      cost_centre_name: schedule.costCentre?.name ?? null,
      po_number: schedule.poNumber,
      payment_type: "ACCOUNT",
      source_cart_code: `seed-replenishment-${code}`,
      source_cart_guid: `seed-replenishment-guid-${code}`,
      next_order_date: date,
      cancelled_at: cancelledAt,
      cancelled_by: cancelledAt === null ? null : schedule.uid,
    });
    schedule.entries.forEach((entry, entryNumber) => {
      insert("replenishment_entries", {
        replenishment_id: schedule.id,
        entry_number: entryNumber,
        variant_code: entry.variantCode,
        quantity: entry.quantity,
        unit_cents: unitCents.get(schedule.firstOrderId, entry.variantCode)?.unitCents ?? 0,
      });
    });
  }
}
