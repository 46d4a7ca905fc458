/**
 * Issue 23, order history (docs/order-history.md): ids 28000200–28000299.
 * - `order-history@acme.example` (a buyer of acme-au) with 16 orders over the last 12 months: completed (delivered,
 *   two of them within the return window), cancelled, processing (shipped); PO numbers on some; one placed by them
 *   in proxy mode for `order-history-wearer@acme.example`, one through punch-out. e2e/order-history.spec.ts reads
 *   them (read only, both projects).
 * - `unit-viewer@acme.example` (acme-au, `unitorderviewergroup` + `b2bcustomergroup`) and orders of buyers in the
 *   child units acme-au-nsw and acme-au-vic, plus one in kiwi-nz that the viewer must never see.
 * Dates are relative to seed time. The orders are written as held (no `fulfilment_next_at`, consignments without
 * `next_at`): the fulfilment clock never moves them, so the tests can rely on their statuses.
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { directOrders } from "../stores/direct-orders";
import { volumeTierLoader } from "../stores/pricing";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const ORDER_HISTORY_USER = "order-history@acme.example";
export const ORDER_HISTORY_WEARER = "order-history-wearer@acme.example";
export const UNIT_VIEWER = "unit-viewer@acme.example";
export const UNIT_BUYER_NSW = "unit-buyer-nsw@acme.example";
export const UNIT_BUYER_VIC = "unit-buyer-vic@acme.example";
export const UNIT_BUYER_KIWI = "unit-buyer@kiwi.example";

export const ORDER_HISTORY_ACCOUNTS: TestAccountSeed[] = [
  { uid: ORDER_HISTORY_USER, firstName: "Hana", lastName: "Hughes" },
  { uid: ORDER_HISTORY_WEARER, firstName: "Wes", lastName: "Warren", group: "customergroup", priceEnabled: false },
  { uid: UNIT_VIEWER, firstName: "Vera", lastName: "Viewer" },
  { uid: UNIT_BUYER_NSW, firstName: "Nina", lastName: "Nolan", orgUnit: "acme-au-nsw" },
  { uid: UNIT_BUYER_VIC, firstName: "Victor", lastName: "Vance", orgUnit: "acme-au-vic" },
  { uid: UNIT_BUYER_KIWI, firstName: "Kiri", lastName: "Tane", orgUnit: "kiwi-nz" },
];

type Status = "COMPLETED" | "CANCELLED" | "PROCESSING";

interface HistorySeed {
  id: number;
  user: string;
  placedBy?: string;
  daysAgo: number;
  status: Status;
  po?: string;
  channel?: "web" | "proxy" | "punchout";
  /** COMPLETED: days since delivery (≤ 30: still returnable). */
  deliveredDaysAgo?: number;
  variants: string[];
}

const V = ["POL-CL-NAVY-M", "SHT-CL-WHITE-L-REGULAR", "TRS-CL-NAVY-87R-REGULAR", "JKT-CL-NAVY-L", "VST-CL-HIVIS-ORANGE-L", "FLC-CL-NAVY-M"];

/** The history user's orders, newest first (e2e/order-history.spec.ts relies on these). */
export const ORDER_HISTORY_SEEDS: HistorySeed[] = [
  { id: 28_000_201, user: ORDER_HISTORY_USER, daysAgo: 2, status: "PROCESSING", po: "HIST-PO-1001", variants: [V[0]!] },
  { id: 28_000_202, user: ORDER_HISTORY_USER, daysAgo: 10, status: "COMPLETED", po: "HIST-PO-1002", deliveredDaysAgo: 5, variants: [V[1]!, V[2]!] },
  { id: 28_000_216, user: ORDER_HISTORY_USER, daysAgo: 15, status: "COMPLETED", deliveredDaysAgo: 8, variants: [V[3]!] },
  { id: 28_000_203, user: ORDER_HISTORY_USER, daysAgo: 20, status: "CANCELLED", variants: [V[4]!] },
  { id: 28_000_204, user: ORDER_HISTORY_USER, daysAgo: 35, status: "COMPLETED", deliveredDaysAgo: 31, variants: [V[5]!] },
  { id: 28_000_205, user: ORDER_HISTORY_USER, daysAgo: 60, status: "CANCELLED", po: "ALPHA-77", variants: [V[0]!, V[3]!] },
  {
    id: 28_000_206,
    user: ORDER_HISTORY_WEARER,
    placedBy: ORDER_HISTORY_USER,
    channel: "proxy",
    daysAgo: 90,
    status: "COMPLETED",
    deliveredDaysAgo: 85,
    variants: [V[0]!],
  },
  { id: 28_000_207, user: ORDER_HISTORY_USER, channel: "punchout", daysAgo: 120, status: "COMPLETED", po: "PUNCH-4411", deliveredDaysAgo: 114, variants: [V[2]!] },
  { id: 28_000_208, user: ORDER_HISTORY_USER, daysAgo: 150, status: "CANCELLED", variants: [V[1]!] },
  { id: 28_000_209, user: ORDER_HISTORY_USER, daysAgo: 180, status: "COMPLETED", deliveredDaysAgo: 175, variants: [V[4]!] },
  { id: 28_000_210, user: ORDER_HISTORY_USER, daysAgo: 210, status: "COMPLETED", po: "HIST-PO-0910", deliveredDaysAgo: 205, variants: [V[5]!] },
  { id: 28_000_211, user: ORDER_HISTORY_USER, daysAgo: 240, status: "COMPLETED", deliveredDaysAgo: 236, variants: [V[3]!] },
  { id: 28_000_212, user: ORDER_HISTORY_USER, daysAgo: 270, status: "CANCELLED", variants: [V[2]!] },
  { id: 28_000_213, user: ORDER_HISTORY_USER, daysAgo: 300, status: "COMPLETED", deliveredDaysAgo: 296, variants: [V[0]!] },
  { id: 28_000_214, user: ORDER_HISTORY_USER, daysAgo: 330, status: "COMPLETED", deliveredDaysAgo: 325, variants: [V[1]!] },
  { id: 28_000_215, user: ORDER_HISTORY_USER, daysAgo: 355, status: "COMPLETED", po: "HIST-PO-0001", deliveredDaysAgo: 350, variants: [V[4]!] },
];

/** Orders of the unit viewer's child units (and one in another organisation). */
export const UNIT_ORDER_SEEDS: HistorySeed[] = [
  { id: 28_000_250, user: UNIT_BUYER_NSW, daysAgo: 5, status: "COMPLETED", po: "NSW-5001", deliveredDaysAgo: 1, variants: [V[0]!] },
  { id: 28_000_251, user: UNIT_BUYER_NSW, daysAgo: 40, status: "CANCELLED", variants: [V[1]!] },
  { id: 28_000_252, user: UNIT_BUYER_VIC, daysAgo: 12, status: "PROCESSING", po: "VIC-7001", variants: [V[2]!] },
  { id: 28_000_253, user: UNIT_BUYER_VIC, daysAgo: 70, status: "COMPLETED", deliveredDaysAgo: 65, variants: [V[3]!] },
  { id: 28_000_290, user: UNIT_BUYER_KIWI, daysAgo: 6, status: "COMPLETED", po: "KIWI-9001", deliveredDaysAgo: 2, variants: [V[0]!] },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

export function seedHistoryFilterOrders(db: Db, insert: Insert, now = Date.now()): number {
  seedTestAccounts(db, insert, ORDER_HISTORY_ACCOUNTS);
  insert("user_group_members", { user_uid: UNIT_VIEWER, group_uid: "unitorderviewergroup", position: 1 });
  const orders = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  const update = db.prepare(
    "UPDATE orders SET status = @status, po_number = @po, channel = @channel, user_uid = @user, placed_by_uid = @placedBy WHERE id = @id",
  );
  const deliver = heldConsignments(db);
  let inserted = 0;
  for (const seed of [...ORDER_HISTORY_SEEDS, ...UNIT_ORDER_SEEDS]) {
    if (orders.exists(String(seed.id))) continue;
    const createdAt = now - seed.daysAgo * DAY - 2 * HOUR;
    // Priced for the placer (the wearer of a proxy order has no price list of their own to differ).
    const placedBy = seed.placedBy ?? seed.user;
    const { id, code } = orders.create({
      id: seed.id,
      site: "corporate",
      userUid: placedBy,
      placedByUid: placedBy,
      entries: seed.variants.map((variantCode, index) => ({ variantCode, quantity: 1 + index })),
      createdAt,
      status: "CREATED",
      exceededLimit: null,
    });
    update.run({ id, status: seed.status, po: seed.po ?? null, channel: seed.channel ?? "web", user: seed.user, placedBy });
    if (seed.status !== "CANCELLED") {
      const delivered = seed.deliveredDaysAgo === undefined ? null : now - seed.deliveredDaysAgo * DAY;
      deliver(id, code, { shippedAt: delivered === null ? createdAt + DAY : delivered - 2 * DAY, deliveredAt: delivered });
    }
    inserted += 1;
  }
  return inserted;
}

/**
 * Seeds: one consignment of every unit of an order, SHIPPED (`deliveredAt` null) or DELIVERY_COMPLETED, held (no
 * `next_at`: the fulfilment clock never moves it). Call inside the seed's transaction.
 */
export function heldConsignments(db: Db) {
  const insertConsignment = db.prepare(
    `INSERT INTO consignments (code, order_id, warehouse, status, status_at, next_at, carrier_code, carrier_name, tracking_id, tracking_url, shipped_at, delivered_at)
     VALUES (@code, @orderId, @warehouse, @status, @statusAt, NULL, @carrierCode, @carrierName, @trackingId, @trackingUrl, @shippedAt, @deliveredAt)`,
  );
  const insertConsignmentEntry = db.prepare("INSERT INTO consignment_entries (consignment_id, entry_number, quantity) VALUES (?, ?, ?)");
  const entriesOf = db.prepare<[number], { entryNumber: number; quantity: number }>(
    "SELECT entry_number AS entryNumber, quantity FROM order_entries WHERE order_id = ? ORDER BY entry_number",
  );
  return (orderId: number, code: string, { shippedAt, deliveredAt, country = "AU" }: { shippedAt: number; deliveredAt: number | null; country?: string }) => {
    const nz = country === "NZ";
    const consignment = insertConsignment.run({
      code: `a${code}_0`,
      orderId,
      warehouse: nz ? "Auckland DC" : "Sydney DC",
      status: deliveredAt === null ? "SHIPPED" : "DELIVERY_COMPLETED",
      statusAt: deliveredAt ?? shippedAt,
      carrierCode: nz ? "nzpost" : "AUSPOST",
      carrierName: nz ? "NZ Post" : "Australia Post",
      trackingId: `${nz ? "NZ" : "AP"}${code}`,
      trackingUrl: nz ? `https://www.nzpost.co.nz/tools/tracking?trackid=NZ${code}` : `https://auspost.com.au/mypost/track/details/AP${code}`,
      shippedAt,
      deliveredAt,
    });
    for (const entry of entriesOf.all(orderId)) insertConsignmentEntry.run(Number(consignment.lastInsertRowid), entry.entryNumber, entry.quantity);
  };
}
