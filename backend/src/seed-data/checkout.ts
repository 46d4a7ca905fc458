/**
 * Issue 5 demo data for cart and checkout (docs/checkout.md, docs/reference-backend.md): guest units, regions,
 * delivery modes, cost centres, urgent-order reasons, vouchers, order promotions, address books and each unit's
 * checkout enablement flags. Inserted by `seed()` with ON CONFLICT DO NOTHING; the flags are set on units that
 * still have the defaults of migration 012 only when the database is seeded by an older seed version.
 */
import { type Db } from "../db";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const SEEDED_AT = Date.parse("2026-01-01T00:00:00.000Z");

/** Guests (anonymous checkout) belong to their site's guest unit: a root unit of its own, outside every organisation. */
export const GUEST_UNITS = [
  { uid: "guest-corporate", site: "corporate", name: "Guest customers", billToName: "Guest customers", country: "AU", currency: "AUD", symbol: "A$" },
  { uid: "guest-wholesale", site: "wholesale", name: "Guest customers", billToName: "Guest customers", country: "AU", currency: "AUD", symbol: "A$" },
] as const;

export const REGIONS = [
  { isocode: "AU-ACT", isocodeShort: "ACT", country: "AU", name: "Australian Capital Territory" },
  { isocode: "AU-NSW", isocodeShort: "NSW", country: "AU", name: "New South Wales" },
  { isocode: "AU-NT", isocodeShort: "NT", country: "AU", name: "Northern Territory" },
  { isocode: "AU-QLD", isocodeShort: "QLD", country: "AU", name: "Queensland" },
  { isocode: "AU-SA", isocodeShort: "SA", country: "AU", name: "South Australia" },
  { isocode: "AU-TAS", isocodeShort: "TAS", country: "AU", name: "Tasmania" },
  { isocode: "AU-VIC", isocodeShort: "VIC", country: "AU", name: "Victoria" },
  { isocode: "AU-WA", isocodeShort: "WA", country: "AU", name: "Western Australia" },
  { isocode: "NZ-AUK", isocodeShort: "AUK", country: "NZ", name: "Auckland" },
  { isocode: "NZ-CAN", isocodeShort: "CAN", country: "NZ", name: "Canterbury" },
  { isocode: "NZ-WGN", isocodeShort: "WGN", country: "NZ", name: "Wellington" },
] as const;

export const DELIVERY_MODES = [
  { site: "corporate", code: "standard", name: "Standard delivery", description: "3–5 business days", costCents: 995, position: 1 },
  { site: "corporate", code: "express", name: "Express delivery", description: "1–2 business days", costCents: 1995, position: 2 },
  { site: "wholesale", code: "standard", name: "Standard freight", description: "3–5 business days", costCents: 1500, position: 1 },
  { site: "wholesale", code: "pickup", name: "Pick up from store", description: "Ready in 1 business day", costCents: 0, position: 2 },
] as const;

export const COST_CENTRES = [
  { code: "ACME-OPS", name: "Operations", unitUid: "acme-au", currency: "AUD" },
  { code: "ACME-FLEET", name: "Fleet services", unitUid: "acme-au", currency: "AUD" },
  { code: "ACME-NSW", name: "NSW field teams", unitUid: "acme-au-nsw", currency: "AUD" },
  { code: "KIWI-OPS", name: "Operations", unitUid: "kiwi-nz", currency: "NZD" },
  { code: "HARBOUR-STORES", name: "Store operations", unitUid: "harbour-wholesale", currency: "AUD" },
] as const;

export const URGENT_REASONS = [
  { code: "NEW_STARTER", name: "New starter begins this week", position: 1 },
  { code: "DAMAGED", name: "Uniform damaged on the job", position: 2 },
  { code: "SAFETY", name: "Safety requirement", position: 3 },
  { code: "OTHER", name: "Other", position: 4 },
] as const;

/** WELCOME10: 10 % off; FREIGHT5: $5 off; SPENT: used up (max_uses reached) — the 'exceeded' message. */
export const VOUCHERS = [
  { code: "WELCOME10", site: "corporate", name: "Welcome 10% off", description: "10% off your order", discountPercent: 10, amountCents: null, maxUses: null, usedCount: 0 },
  { code: "FREIGHT5", site: "corporate", name: "$5 off", description: "$5 off your order", discountPercent: null, amountCents: 500, maxUses: null, usedCount: 0 },
  { code: "SPENT", site: "corporate", name: "Launch offer", description: "15% off (fully redeemed)", discountPercent: 15, amountCents: null, maxUses: 100, usedCount: 100 },
  { code: "TRADE10", site: "wholesale", name: "Trade 10% off", description: "10% off your order", discountPercent: 10, amountCents: null, maxUses: null, usedCount: 0 },
] as const;

export const ORDER_PROMOTIONS = [
  { code: "SPEND500", site: "corporate", description: "5% off orders of $500 or more", thresholdCents: 50000, discountPercent: 5 },
  { code: "BULK2000", site: "wholesale", description: "7% off orders of $2,000 or more", thresholdCents: 200000, discountPercent: 7 },
] as const;

/**
 * Checkout enablement flags per unit (spec part 2 §6). Acme AU: cost centre, PO number, alternate address and urgent
 * orders; its NSW unit: PO number only; Kiwi: nothing optional, card payment only; Harbour: PO number and
 * alternate address. Units not listed keep the defaults (nothing optional, account payment allowed).
 */
export const UNIT_CHECKOUT_FLAGS: Record<string, { costCentre: boolean; poNumber: boolean; alternateAddress: boolean; urgent: boolean; accountPayment: boolean }> = {
  "acme-au": { costCentre: true, poNumber: true, alternateAddress: true, urgent: true, accountPayment: true },
  "acme-au-vic": { costCentre: true, poNumber: true, alternateAddress: true, urgent: true, accountPayment: true },
  "acme-au-nsw": { costCentre: false, poNumber: true, alternateAddress: false, urgent: false, accountPayment: true },
  "kiwi-nz": { costCentre: false, poNumber: false, alternateAddress: false, urgent: false, accountPayment: false },
  "kiwi-nz-akl": { costCentre: false, poNumber: false, alternateAddress: false, urgent: false, accountPayment: false },
  "kiwi-nz-wlg": { costCentre: false, poNumber: false, alternateAddress: false, urgent: false, accountPayment: false },
  "harbour-wholesale": { costCentre: false, poNumber: true, alternateAddress: true, urgent: false, accountPayment: true },
  "guest-corporate": { costCentre: false, poNumber: false, alternateAddress: true, urgent: false, accountPayment: false },
  "guest-wholesale": { costCentre: false, poNumber: false, alternateAddress: true, urgent: false, accountPayment: false },
};

export interface AddressSeed {
  id: number;
  ownerUser: string | null;
  ownerUnit: string | null;
  isDefault: boolean;
  title: string | null;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  town: string;
  region: string | null;
  postalCode: string;
  country: string;
  phone: string | null;
}

/** Address books: unit shipping addresses (every user of the unit sees them) and a few users' own. Fixed ids 1–99. */
export const ADDRESSES: AddressSeed[] = [
  { id: 1, ownerUser: null, ownerUnit: "acme-au", isDefault: true, title: null, firstName: "Acme", lastName: "Receiving", line1: "Level 3, 120 Collins Street", line2: null, town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU", phone: "03 9000 1000" },
  { id: 2, ownerUser: null, ownerUnit: "acme-au", isDefault: false, title: null, firstName: "Acme", lastName: "Depot", line1: "15 Dock Road", line2: "Gate 4", town: "Port Melbourne", region: "AU-VIC", postalCode: "3207", country: "AU", phone: null },
  { id: 3, ownerUser: null, ownerUnit: "acme-au-nsw", isDefault: true, title: null, firstName: "Acme", lastName: "NSW Store", line1: "200 George Street", line2: null, town: "Sydney", region: "AU-NSW", postalCode: "2000", country: "AU", phone: "02 9000 2000" },
  { id: 4, ownerUser: "buyer@acme.example", ownerUnit: null, isDefault: false, title: "ms", firstName: "Bella", lastName: "Barnes", line1: "8 Wattle Avenue", line2: null, town: "Hawthorn", region: "AU-VIC", postalCode: "3122", country: "AU", phone: null },
  { id: 5, ownerUser: null, ownerUnit: "kiwi-nz", isDefault: true, title: null, firstName: "Kiwi", lastName: "Services", line1: "1 Queen Street", line2: null, town: "Auckland", region: "NZ-AUK", postalCode: "1010", country: "NZ", phone: null },
  { id: 6, ownerUser: null, ownerUnit: "harbour-wholesale", isDefault: true, title: null, firstName: "Harbour", lastName: "Warehouse", line1: "42 Wharf Street", line2: null, town: "Pyrmont", region: "AU-NSW", postalCode: "2009", country: "AU", phone: "02 9000 3000" },
];

/** Seeds the issue-5 reference data. Returns the number of unit flag rows filled in on older databases. */
export function seedCheckout(db: Db, insert: Insert, olderSeed: boolean): number {
  for (const unit of GUEST_UNITS) {
    insert("org_units", {
      uid: unit.uid,
      site: unit.site,
      parent_uid: null,
      name: unit.name,
      bill_to_name: unit.billToName,
      country: unit.country,
      currency: unit.currency,
      customer_specific_currency_symbol: unit.symbol,
      bulk_upload_enabled: 0,
    });
  }
  for (const region of REGIONS) {
    insert("regions", { isocode: region.isocode, isocode_short: region.isocodeShort, country: region.country, name: region.name });
  }
  for (const mode of DELIVERY_MODES) {
    insert("delivery_modes", { site: mode.site, code: mode.code, name: mode.name, description: mode.description, cost_cents: mode.costCents, position: mode.position });
  }
  for (const centre of COST_CENTRES) {
    insert("cost_centres", { code: centre.code, name: centre.name, unit_uid: centre.unitUid, currency: centre.currency, active: 1 });
  }
  for (const reason of URGENT_REASONS) insert("urgent_reasons", { ...reason });
  for (const voucher of VOUCHERS) {
    insert("vouchers", {
      code: voucher.code,
      site: voucher.site,
      name: voucher.name,
      description: voucher.description,
      discount_percent: voucher.discountPercent,
      amount_cents: voucher.amountCents,
      max_uses: voucher.maxUses,
      used_count: voucher.usedCount,
    });
  }
  for (const promotion of ORDER_PROMOTIONS) {
    insert("order_promotions", {
      code: promotion.code,
      site: promotion.site,
      description: promotion.description,
      threshold_cents: promotion.thresholdCents,
      discount_percent: promotion.discountPercent,
    });
  }
  for (const address of ADDRESSES) {
    insert("addresses", {
      id: address.id,
      owner_user: address.ownerUser,
      owner_unit: address.ownerUnit,
      in_book: 1,
      is_default: address.isDefault ? 1 : 0,
      title: address.title,
      first_name: address.firstName,
      last_name: address.lastName,
      line1: address.line1,
      line2: address.line2,
      town: address.town,
      region: address.region,
      postal_code: address.postalCode,
      country: address.country,
      phone: address.phone,
      mobile: null,
      created_at: SEEDED_AT,
    });
  }
  // Addresses created at run time get ids from 1000 on, so later seed versions can add fixed ids below it.
  db.prepare("UPDATE sqlite_sequence SET seq = 999 WHERE name = 'addresses' AND seq < 999").run();
  let filled = 0;
  if (olderSeed) {
    const setFlags = db.prepare<[number, number, number, number, number, string]>(
      `UPDATE org_units SET cost_centre_enabled = ?, po_number_enabled = ?, alternate_address_enabled = ?, urgent_order_enabled = ?,
         account_payment_enabled = ? WHERE uid = ?`,
    );
    for (const [uid, flags] of Object.entries(UNIT_CHECKOUT_FLAGS)) {
      const bit = (value: boolean) => (value ? 1 : 0);
      filled += setFlags.run(bit(flags.costCentre), bit(flags.poNumber), bit(flags.alternateAddress), bit(flags.urgent), bit(flags.accountPayment), uid).changes;
    }
  }
  return filled;
}
