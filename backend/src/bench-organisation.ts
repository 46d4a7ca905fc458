import { createHash } from "node:crypto";
import { type Db } from "./db";
import { hashSecret } from "./passwords";
import { DEMO_PASSWORD } from "./seed-data/orgs";

/**
 * A big organisation for benchmarks (issue 26, "Measure"): Bench Workwear (root `bench-co`, corporate site, AU), with
 * `units` units in a tree four levels deep (root → regions → areas → sites) and `users` users spread over them in
 * every role, about one in twenty disabled, and its own administrator `BENCH_ORG_ADMIN` (b2badmingroup +
 * CustomerAdmin, in the root unit; the demo password). Only for a bench's own copy of the database (`npm run bench`
 * seeds it before the backend starts; bench-organisation-cli.ts), never the demo seed: the demo organisations and
 * their admins do not see it (another root). Deterministic: the same counts give the same rows.
 */
export const BENCH_ORG_ADMIN = "admin@bench.example";
export const BENCH_ORG_ROOT = "bench-co";

const UNIT = { site: "corporate", bill_to_name: "Bench Workwear Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };
const REGIONS = ["North", "South", "East", "West", "Central", "Coastal", "Inland", "Metro", "Highlands", "Harbour"];
const PLACES = ["Albury", "Ballarat", "Bendigo", "Cairns", "Darwin", "Dubbo", "Geraldton", "Hobart", "Launceston", "Mackay", "Mildura", "Orange", "Perth", "Tamworth", "Toowoomba", "Wagga"];
const FIRST = ["Amelia", "Ben", "Charlotte", "Daniel", "Emily", "Finn", "Georgia", "Harry", "Ivy", "James", "Kate", "Liam", "Maya", "Noah", "Olivia", "Patrick", "Quinn", "Rosa", "Sam", "Tessa"];
const LAST = ["Anderson", "Brown", "Campbell", "Davies", "Edwards", "Fraser", "Gibson", "Harris", "Irwin", "Jones", "King", "Lee", "Martin", "Nguyen", "O'Brien", "Price", "Reid", "Smith", "Taylor", "Walker", "Young"];
/** Roles in turn: most users are wearers and buyers, some approvers and managers, a few admins. */
const ROLES = [
  ["customergroup"],
  ["b2bcustomergroup"],
  ["customergroup"],
  ["b2bcustomergroup"],
  ["b2bapprovergroup"],
  ["customergroup"],
  ["b2bcustomergroup", "unitorderviewergroup"],
  ["b2bmanagergroup"],
  ["customergroup"],
  ["b2bcustomergroup", "b2bapprovergroup"],
];

export interface BenchOrganisationCounts {
  units: number;
  users: number;
}

/** The units, parents first: 1 root, then ~5 % regions, ~25 % areas, the rest sites, spread evenly over the level above. */
export function benchUnits(count: number): Array<{ uid: string; parent: string | null; name: string }> {
  const units: Array<{ uid: string; parent: string | null; name: string }> = [{ uid: BENCH_ORG_ROOT, parent: null, name: "Bench Workwear Australia" }];
  const regions = Math.max(1, Math.round(count * 0.05));
  const areas = Math.max(1, Math.round(count * 0.25));
  let level = [BENCH_ORG_ROOT];
  const addLevel = (size: number, name: (i: number) => string, uid: (i: number) => string) => {
    const next: string[] = [];
    for (let i = 0; i < size && units.length < count; i++) {
      const parent = level[i % level.length] ?? BENCH_ORG_ROOT;
      units.push({ uid: uid(i), parent, name: name(i) });
      next.push(uid(i));
    }
    level = next;
  };
  const pad = (i: number) => String(i + 1).padStart(3, "0");
  addLevel(regions, (i) => `Bench ${REGIONS[i % REGIONS.length]} Region ${pad(i)}`, (i) => `bench-r${pad(i)}`);
  addLevel(areas, (i) => `Bench ${PLACES[i % PLACES.length]} Area ${pad(i)}`, (i) => `bench-a${pad(i)}`);
  addLevel(count - units.length, (i) => `Bench ${PLACES[(i * 7) % PLACES.length]} Site ${pad(i)}`, (i) => `bench-s${pad(i)}`);
  return units;
}

/** Adds the organisation (one transaction); returns the number of units and users added (0 when it is already there). */
export function generateOrganisation(db: Db, { units, users }: BenchOrganisationCounts): BenchOrganisationCounts {
  if (db.prepare("SELECT 1 FROM org_units WHERE uid = ?").get(BENCH_ORG_ROOT)) return { units: 0, users: 0 };
  const tree = benchUnits(units);
  const insertUnit = db.prepare(
    `INSERT INTO org_units (uid, site, parent_uid, name, bill_to_name, country, currency, customer_specific_currency_symbol, approval_process)
     VALUES (@uid, @site, @parent, @name, @bill_to_name, @country, @currency, @customer_specific_currency_symbol, @approval)`,
  );
  const insertUser = db.prepare(
    `INSERT INTO users (uid, org_unit, first_name, last_name, password_hash, disabled, price_enabled, mobile, employee_code)
     VALUES (@uid, @unit, @first, @last, @hash, @disabled, 1, @mobile, @code)`,
  );
  const insertMember = db.prepare("INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, ?, ?)");
  // One hash for every bench user (the demo password): hashing is the slow part, as for the e2e accounts.
  const hash = hashSecret(DEMO_PASSWORD, createHash("sha256").update("uniform-bench:organisation").digest().subarray(0, 16));

  db.transaction(() => {
    for (const unit of tree) insertUnit.run({ ...UNIT, ...unit, approval: unit.parent === null ? "accApproval" : null });
    insertUser.run({ uid: BENCH_ORG_ADMIN, unit: BENCH_ORG_ROOT, first: "Blake", last: "Admin", hash, disabled: 0, mobile: null, code: "BNCH-1000" });
    ["b2badmingroup", "CustomerAdmin"].forEach((group, position) => insertMember.run(BENCH_ORG_ADMIN, group, position));
    for (let i = 1; i < users; i++) {
      const first = FIRST[i % FIRST.length] ?? "Sam";
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? "Smith";
      const uid = `${first}.${last}.${i}@bench.example`.toLowerCase().replace(/'/g, "");
      const unit = tree[i % tree.length]?.uid ?? BENCH_ORG_ROOT;
      const mobile = i % 3 === 0 ? `+6142${String(i).padStart(7, "0")}` : null;
      insertUser.run({ uid, unit, first, last, hash, disabled: i % 20 === 7 ? 1 : 0, mobile, code: `BNCH-${1000 + i}` });
      (ROLES[i % ROLES.length] ?? ["customergroup"]).forEach((group, position) => insertMember.run(uid, group, position));
    }
  })();
  return { units: tree.length, users };
}
