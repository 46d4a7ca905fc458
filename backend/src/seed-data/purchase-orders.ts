/**
 * Issue 6 demo data (docs/purchase-orders.md, docs/reference-backend.md "Purchase orders"): seeded purchase orders of
 * the AU, wholesale and NZ organisations (fixed ids below 1000; created ones count from 1001) and the e2e accounts of
 * the purchase-order specs. Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export interface PurchaseOrderSeed {
  id: number;
  orgRoot: string;
  number: string;
  description: string;
  units: string[];
  status: "OPEN" | "CLOSED";
  createdBy: string;
  /** ISO timestamps. */
  createdDate: string;
  updatedDate: string;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number) => String(n).padStart(3, "0");

const AU_DESCRIPTIONS = [
  "Head office winter uniforms",
  "Sydney store summer shirts",
  "Melbourne warehouse boots",
  "Retail team name badges",
  "Call centre polo shirts",
  "Delivery drivers hi vis vests",
  "Reception blazers",
  "Graduate intake starter packs",
  "Maintenance crew overalls",
  "Executive team jackets",
  "Trade show branded caps",
  "Christmas casual tees",
  "Safety glasses restock",
  "Spring uniform refresh",
];

const HW_STORES = ["harbour-sydney", "harbour-newcastle", "harbour-wollongong"];
const HW_DESCRIPTIONS = [
  "Sydney store aprons",
  "Newcastle store polos",
  "Wollongong store caps",
  "Sydney store winter knits",
  "Newcastle store name badges",
  "Wollongong store rain jackets",
];

const NZ_UNITS = ["kiwi-nz-akl", "kiwi-nz-wlg", "kiwi-nz"];
const NZ_DESCRIPTIONS = ["Auckland depot work shirts", "Wellington office fleeces", "National team hoodies"];

function auOrders(): PurchaseOrderSeed[] {
  const start = Date.parse("2026-01-05T09:00:00.000Z");
  return AU_DESCRIPTIONS.map((description, index) => {
    const n = index + 1;
    const created = start + (n - 1) * 21 * DAY;
    const closed = [3, 7, 11].includes(n);
    const units = [n % 2 === 1 ? "acme-au-nsw" : "acme-au-vic", ...(n % 3 === 0 ? ["acme-au"] : [])];
    return {
      id: n,
      orgRoot: "acme-au",
      number: `AU2026${pad(n)}`,
      description,
      units,
      status: closed ? "CLOSED" : "OPEN",
      createdBy: "buyer@acme.example",
      createdDate: iso(created),
      updatedDate: iso(created + (closed ? 2 * DAY : 0)),
    };
  });
}

function wholesaleOrders(): PurchaseOrderSeed[] {
  const start = Date.parse("2026-02-01T09:00:00.000Z");
  return HW_DESCRIPTIONS.map((description, index) => {
    const n = index + 1;
    const created = start + (n - 1) * 30 * DAY;
    const closed = n === 6;
    return {
      id: 100 + n,
      orgRoot: "harbour-wholesale",
      number: `HW2026${pad(n)}`,
      description,
      units: [HW_STORES[index % HW_STORES.length] ?? "harbour-sydney"],
      status: closed ? "CLOSED" : "OPEN",
      createdBy: "buyer@wholesale.example",
      createdDate: iso(created),
      updatedDate: iso(created + (closed ? 2 * DAY : 0)),
    };
  });
}

function nzOrders(): PurchaseOrderSeed[] {
  const start = Date.parse("2026-03-01T09:00:00.000Z");
  return NZ_DESCRIPTIONS.map((description, index) => {
    const n = index + 1;
    const created = start + (n - 1) * 30 * DAY;
    return {
      id: 200 + n,
      orgRoot: "kiwi-nz",
      number: `NZ2026${pad(n)}`,
      description,
      units: [NZ_UNITS[index] ?? "kiwi-nz"],
      status: "OPEN",
      // The NZ organisation has no buyer of its own among the demo accounts: its wearer is the recorded creator.
      createdBy: "wearer@kiwi.example",
      createdDate: iso(created),
      updatedDate: iso(created),
    };
  });
}

/** AU2026001–014 (ids 1–14), HW2026001–006 (ids 101–106), NZ2026001–003 (ids 201–203). */
export const PURCHASE_ORDERS: PurchaseOrderSeed[] = [...auOrders(), ...wholesaleOrders(), ...nzOrders()];

const account = (uid: string, firstName: string, lastName: string, orgUnit = "acme-au"): TestAccountSeed => ({
  uid,
  firstName,
  lastName,
  orgUnit,
  group: "b2bcustomergroup",
  priceEnabled: true,
});

/** Buyers of the purchase-order e2e specs (one per spec, purpose and Playwright project). */
export const PURCHASE_ORDER_TEST_USERS: TestAccountSeed[] = [
  account("po-create-js@acme.example", "Paige", "Create"),
  account("po-create-nojs@acme.example", "Pablo", "Create"),
  account("po-edit-js@acme.example", "Edie", "Edit"),
  account("po-edit-nojs@acme.example", "Eddie", "Edit"),
  account("po-create-js@wholesale.example", "Hana", "Create", "harbour-wholesale"),
  account("po-create-nojs@wholesale.example", "Hugo", "Create", "harbour-wholesale"),
  account("po-list-js@acme.example", "Lena", "List"),
  account("po-list-nojs@acme.example", "Liam", "List"),
  account("po-delete-js@acme.example", "Dina", "Delete"),
  account("po-delete-nojs@acme.example", "Dario", "Delete"),
  account("po-nsw@acme.example", "Nina", "Wales", "acme-au-nsw"),
];

export function seedPurchaseOrders(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, PURCHASE_ORDER_TEST_USERS);
  // A purchase order whose id or number is taken (e.g. created by hand before this seed ran) is skipped with its units.
  const seeded = db.prepare<[number, string], { id: number }>("SELECT id FROM purchase_orders WHERE id = ? AND number = ?");
  for (const po of PURCHASE_ORDERS) {
    insert("purchase_orders", {
      id: po.id,
      org_root: po.orgRoot,
      number: po.number,
      number_key: po.number.toUpperCase(),
      description: po.description,
      status: po.status,
      created_by: po.createdBy,
      created_at: Date.parse(po.createdDate),
      updated_at: Date.parse(po.updatedDate),
      idempotency_key: null,
    });
    if (!seeded.get(po.id, po.number)) continue;
    for (const unit of po.units) insert("purchase_order_units", { po_id: po.id, unit_uid: unit });
  }
}
