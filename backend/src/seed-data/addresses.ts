/**
 * Issue 25 (H3), the address book (docs/address-book.md): the postcode table the address verification checks
 * postcodes and states against, an own address for every demo account that had none (never default: the unit's
 * default stays the one checkout preselects), and the e2e accounts of e2e/address-book.spec.ts (one per Playwright
 * project, each with two own addresses to edit and delete) and the bad-input corpus buyer's address. Fixed address ids 40–79 (seed-data/checkout.ts keeps
 * 1–99 for seeds; run-time addresses start at 1000).
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const SEEDED_AT = Date.parse("2026-01-02T00:00:00.000Z");

/** Australian postcodes by state (inclusive ranges; complete), and the New Zealand regions this backend has. */
export const POSTCODE_RANGES: ReadonlyArray<{ country: string; low: number; high: number; region: string }> = [
  { country: "AU", low: 200, high: 299, region: "AU-ACT" },
  { country: "AU", low: 800, high: 999, region: "AU-NT" },
  { country: "AU", low: 1000, high: 2599, region: "AU-NSW" },
  { country: "AU", low: 2600, high: 2618, region: "AU-ACT" },
  { country: "AU", low: 2619, high: 2899, region: "AU-NSW" },
  { country: "AU", low: 2900, high: 2920, region: "AU-ACT" },
  { country: "AU", low: 2921, high: 2999, region: "AU-NSW" },
  { country: "AU", low: 3000, high: 3999, region: "AU-VIC" },
  { country: "AU", low: 4000, high: 4999, region: "AU-QLD" },
  { country: "AU", low: 5000, high: 5999, region: "AU-SA" },
  { country: "AU", low: 6000, high: 6999, region: "AU-WA" },
  { country: "AU", low: 7000, high: 7999, region: "AU-TAS" },
  { country: "AU", low: 8000, high: 8999, region: "AU-VIC" },
  { country: "AU", low: 9000, high: 9999, region: "AU-QLD" },
  { country: "NZ", low: 600, high: 2699, region: "NZ-AUK" },
  { country: "NZ", low: 5010, high: 6999, region: "NZ-WGN" },
  { country: "NZ", low: 7300, high: 8999, region: "NZ-CAN" },
];

interface OwnAddress {
  id: number;
  owner: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  region: string;
  postalCode: string;
  country: "AU" | "NZ";
  phone?: string;
}

/** One own address per demo account that had none (buyer@acme.example has id 4 from issue 5). */
export const DEMO_ADDRESSES: readonly OwnAddress[] = [
  { id: 40, owner: "wearer@acme.example", firstName: "Wendy", lastName: "Walker", line1: "27 Banksia Street", town: "Brunswick", region: "AU-VIC", postalCode: "3056", country: "AU" },
  { id: 41, owner: "approver@acme.example", firstName: "Arjun", lastName: "Patel", line1: "5 Ironbark Crescent", town: "Box Hill", region: "AU-VIC", postalCode: "3128", country: "AU" },
  { id: 42, owner: "admin@acme.example", firstName: "Alex", lastName: "Morgan", line1: "Level 2, 88 Flinders Lane", town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU", phone: "03 9000 4000" },
  { id: 43, owner: "wearer@kiwi.example", firstName: "Aroha", lastName: "Ngata", line1: "14 Pohutukawa Road", town: "Ponsonby", region: "NZ-AUK", postalCode: "1011", country: "NZ" },
  { id: 44, owner: "newstarter@acme.example", firstName: "Noah", lastName: "Fischer", line1: "3 Jacaranda Place", town: "Parramatta", region: "AU-NSW", postalCode: "2150", country: "AU" },
  { id: 45, owner: "buyer@wholesale.example", firstName: "Sam", lastName: "Turner", line1: "9 Harbour Street", town: "Pyrmont", region: "AU-NSW", postalCode: "2009", country: "AU" },
  { id: 46, owner: "approver@wholesale.example", firstName: "Hana", lastName: "Kim", line1: "61 Kent Street", town: "Sydney", region: "AU-NSW", postalCode: "2000", country: "AU" },
  { id: 47, owner: "newstarter@wholesale.example", firstName: "Mia", lastName: "Chen", line1: "2 Bridge Road", town: "Glebe", region: "AU-NSW", postalCode: "2037", country: "AU" },
  { id: 48, owner: "sso@acme.example", firstName: "Sasha", lastName: "Okafor", line1: "40 Chapel Street", town: "Prahran", region: "AU-VIC", postalCode: "3181", country: "AU" },
  { id: 49, owner: "punchout@acme.example", firstName: "Priya", lastName: "Shah", line1: "17 Lygon Street", town: "Carlton", region: "AU-VIC", postalCode: "3053", country: "AU" },
  { id: 50, owner: "order-unavailable@acme.example", firstName: "Uma", lastName: "Unavailable", line1: "1 Spring Street", town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU" },
  { id: 51, owner: "order-allocation@acme.example", firstName: "Alan", lastName: "Allocation", line1: "2 Spring Street", town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU" },
  { id: 52, owner: "unit-viewer@acme.example", firstName: "Vera", lastName: "Viewer", line1: "11 Swanston Street", town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU" },
];

/** e2e/address-book.spec.ts: one account per Playwright project (Acme AU: alternate addresses enabled). */
export const ADDRESS_TEST_ACCOUNTS = [
  { uid: "addresses-js@acme.example", firstName: "Ada", lastName: "Address" },
  { uid: "addresses-nojs@acme.example", firstName: "Abe", lastName: "Address" },
] as const;

export const ADDRESS_TEST_ADDRESSES: readonly OwnAddress[] = [
  { id: 60, owner: "addresses-js@acme.example", firstName: "Ada", lastName: "Address", line1: "10 Old Mill Road", town: "Geelong", region: "AU-VIC", postalCode: "3220", country: "AU" },
  { id: 61, owner: "addresses-js@acme.example", firstName: "Ada", lastName: "Address", line1: "99 Removal Way", town: "Ballarat", region: "AU-VIC", postalCode: "3350", country: "AU" },
  { id: 62, owner: "addresses-nojs@acme.example", firstName: "Abe", lastName: "Address", line1: "10 Old Mill Road", town: "Geelong", region: "AU-VIC", postalCode: "3220", country: "AU" },
  { id: 63, owner: "addresses-nojs@acme.example", firstName: "Abe", lastName: "Address", line1: "99 Removal Way", town: "Ballarat", region: "AU-VIC", postalCode: "3350", country: "AU" },
  // e2e/bad-input-forms.ts: the corpus buyer's own address (its edit, delete and set-default forms).
  { id: 64, owner: "bad-input-buyer@acme.example", firstName: "Bad", lastName: "Input", line1: "1 Corpus Lane", town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU" },
];

/** `olderSeed`: the database's seed is older than this code's (fresh databases too): add the demo addresses. */
export function seedAddresses(db: Db, insert: Insert, olderSeed: boolean) {
  for (const range of POSTCODE_RANGES) insert("postcode_ranges", { ...range });
  seedTestAccounts(db, insert, ADDRESS_TEST_ACCOUNTS);
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  // Demo addresses only once (a deleted one does not come back at the next start); test accounts' on every seed.
  const addresses = [...(olderSeed ? DEMO_ADDRESSES : []), ...ADDRESS_TEST_ADDRESSES];
  for (const address of addresses) {
    if (!userExists.get(address.owner)) continue;
    insert("addresses", {
      id: address.id,
      owner_user: address.owner,
      owner_unit: null,
      in_book: 1,
      is_default: 0,
      title: null,
      first_name: address.firstName,
      last_name: address.lastName,
      line1: address.line1,
      line2: address.line2 ?? null,
      town: address.town,
      region: address.region,
      postal_code: address.postalCode,
      country: address.country,
      phone: address.phone ?? null,
      mobile: null,
      created_at: SEEDED_AT,
    });
  }
}
