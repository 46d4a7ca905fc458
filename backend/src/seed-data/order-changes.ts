/**
 * Issue 23 e2e data for buyer cancellations and amendments (docs/order-changes.md): the accounts
 * `order-cancel-{js,nojs}@acme.example` and `order-amend-{js,nojs}@acme.example` (acme-au buyers, password
 * Uniform!2026) and their orders, ids 28000301–28000399, dated relative to the seed time. Consignments are written
 * directly (some units shipped, some not) and held (`next_at` / `fulfilment_next_at` NULL) so the fulfilment clock
 * never moves them. Each amend account has its own ORDER purchase limit so an amendment can go over it.
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { directOrders } from "../stores/direct-orders";
import { volumeTierLoader } from "../stores/pricing";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const ORDER_CHANGE_PROJECTS = ["js", "nojs"] as const;
export type OrderChangeProject = (typeof ORDER_CHANGE_PROJECTS)[number];

export const orderCancelUser = (project: OrderChangeProject) => `order-cancel-${project}@acme.example`;
export const orderAmendUser = (project: OrderChangeProject) => `order-amend-${project}@acme.example`;
export const amendLimitCode = (project: OrderChangeProject) => `E2E-ORDER-AMEND-${project.toUpperCase()}-ORDER-500`;
/** The amend accounts' per-order purchase limit (A$500 with GST). */
export const AMEND_LIMIT_CENTS = 50_000;

const base = (project: OrderChangeProject) => (project === "js" ? 28_000_301 : 28_000_351);
/**
 * Order codes per project: `partial` (some units shipped, some not; the cancel test), `keyboard` (the same shape;
 * the keyboard-only test), `shipped` (every unit shipped: no cancel), `amend` (CREATED, no consignment).
 */
export const orderChangeOrders = (project: OrderChangeProject) => ({
  partial: String(base(project)),
  keyboard: String(base(project) + 1),
  shipped: String(base(project) + 2),
  amend: String(base(project) + 10),
});

export const ORDER_CHANGE_ACCOUNTS: TestAccountSeed[] = ORDER_CHANGE_PROJECTS.flatMap((project) => [
  { uid: orderCancelUser(project), firstName: "Cass", lastName: project === "js" ? "Cancel Script" : "Cancel Plain" },
  { uid: orderAmendUser(project), firstName: "Amos", lastName: project === "js" ? "Amend Script" : "Amend Plain" },
]);

const DAY = 86_400_000;

/** Entries of the partly shipped orders: entry 0 (4 units: 2 shipped), entry 1 (3, none shipped), entry 2 (2, all shipped). */
const PARTIAL_ENTRIES = [
  { variantCode: "POL-CL-NAVY-M", quantity: 4 },
  { variantCode: "CAP-CL-NAVY-SM", quantity: 3 },
  { variantCode: "SHT-CL-WHITE-L-REGULAR", quantity: 2 },
];

export function seedOrderChanges(db: Db, insert: Insert): number {
  seedTestAccounts(db, insert, ORDER_CHANGE_ACCOUNTS);
  for (const project of ORDER_CHANGE_PROJECTS) {
    insert("purchase_limits", {
      code: amendLimitCode(project),
      type: "ORDER",
      threshold_cents: AMEND_LIMIT_CENTS,
      period: null,
      currency: "AUD",
      unit: "acme-au",
      active: 1,
    });
    insert("purchase_limit_users", { limit_code: amendLimitCode(project), user_uid: orderAmendUser(project) });
  }
  const orders = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  const setProcessing = db.prepare<[number]>("UPDATE orders SET status = 'PROCESSING', fulfilment_next_at = NULL WHERE id = ?");
  // Held: the fulfilment clock never gives the amend orders a consignment (they must stay amendable).
  const hold = db.prepare<[number]>("UPDATE orders SET fulfilment_next_at = NULL WHERE id = ?");
  const now = Date.now();
  let inserted = 0;

  const consignment = (orderId: number, code: string, n: number, shipped: boolean, lines: [number, number][]) => {
    const consignmentCode = `a${code}_${n}`;
    insert("consignments", {
      code: consignmentCode,
      order_id: orderId,
      warehouse: "Sydney DC",
      status: shipped ? "SHIPPED" : "PICKPACK",
      status_at: now - DAY,
      next_at: null,
      carrier_code: shipped ? "AUSPOST" : null,
      carrier_name: shipped ? "Australia Post" : null,
      tracking_id: shipped ? `AP${code}${n}` : null,
      tracking_url: shipped ? `https://auspost.com.au/mypost/track/#/details/AP${code}${n}` : null,
      shipped_at: shipped ? now - DAY : null,
      delivered_at: null,
    });
    const id = db.prepare<[string], { id: number }>("SELECT id FROM consignments WHERE code = ?").get(consignmentCode)?.id;
    if (id === undefined) throw new Error(`Consignment ${consignmentCode} missing`);
    for (const [entryNumber, quantity] of lines) insert("consignment_entries", { consignment_id: id, entry_number: entryNumber, quantity });
  };

  for (const project of ORDER_CHANGE_PROJECTS) {
    const codes = orderChangeOrders(project);
    const buyer = orderCancelUser(project);
    for (const [code, daysAgo] of [[codes.partial, 3], [codes.keyboard, 4]] as const) {
      if (orders.exists(code)) continue;
      const { id } = orders.create({ id: Number(code), site: "corporate", userUid: buyer, placedByUid: buyer, entries: PARTIAL_ENTRIES, createdAt: now - daysAgo * DAY, status: "CREATED", exceededLimit: null });
      setProcessing.run(id);
      consignment(id, code, 1, true, [[0, 2], [2, 2]]);
      consignment(id, code, 2, false, [[0, 2], [1, 3]]);
      inserted += 1;
    }
    if (!orders.exists(codes.shipped)) {
      const { id } = orders.create({
        id: Number(codes.shipped),
        site: "corporate",
        userUid: buyer,
        placedByUid: buyer,
        entries: [{ variantCode: "POL-CL-NAVY-M", quantity: 2 }],
        createdAt: now - 6 * DAY,
        status: "CREATED",
        exceededLimit: null,
      });
      setProcessing.run(id);
      consignment(id, codes.shipped, 1, true, [[0, 2]]);
      inserted += 1;
    }
    if (!orders.exists(codes.amend)) {
      const amender = orderAmendUser(project);
      const { id } = orders.create({
        id: Number(codes.amend),
        site: "corporate",
        userUid: amender,
        placedByUid: amender,
        entries: [
          { variantCode: "POL-CL-NAVY-M", quantity: 2 },
          { variantCode: "CAP-CL-NAVY-SM", quantity: 1 },
        ],
        createdAt: now - 2 * 3_600_000,
        status: "CREATED",
        exceededLimit: null,
      });
      hold.run(id);
      inserted += 1;
    }
  }
  return inserted;
}
