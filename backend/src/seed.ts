import type Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { type Db } from "./db";
import { hashSecret } from "./passwords";
import { BRANDS, CATEGORIES, COLOURS, PRODUCTS } from "./seed-data/catalog";
import { CMS_RESTRICTIONS, cmsComponents, cmsPages, cmsPersonalisations, isWaitingForPage } from "./seed-data/cms";
import {
  BASE_SITES,
  COUNTRIES,
  CURRENCIES,
  DEMO_PASSWORD,
  OAUTH_CLIENTS,
  ORG_UNITS,
  PRICE_LISTS,
  USER_GROUPS,
  USERS,
} from "./seed-data/orgs";
import { DISCONTINUED_VARIANT_PREFIXES, PACK_ROLES, PACK_TEST_ACCOUNTS, PACKS, REPLACEMENT_REASONS, USER_PACK_ROLES, VALUE_ADDS } from "./seed-data/packs";
import { seedTestAccounts } from "./seed-data/test-accounts";
import { seedAccountProfiles } from "./seed-data/account-profile";
import { seedApprovals } from "./seed-data/approvals";
import { seedOrderHistory } from "./seed-data/order-history";
import { seedOrderChanges } from "./seed-data/order-changes";
import { seedReturns } from "./seed-data/returns";
import { seedReturnOrders } from "./seed-data/return-orders";
import { seedAuthE2eUsers } from "./seed-data/auth-e2e-users";
import { seedBadInputUsers } from "./seed-data/bad-input-users";
import { seedCartTestUsers } from "./seed-data/cart";
import { seedCatalogueE2eUsers } from "./seed-data/catalogue-e2e-users";
import { seedHarnessE2eUsers } from "./seed-data/harness-users";
import { seedOrganisation } from "./seed-data/organisation";
// Issue 26 (H2): organisation users' e2e accounts
import { seedOrgUsersE2e } from "./seed-data/org-users-e2e";
// Issue 26 (H3): user administration e2e accounts
import { seedOrgUserAdminE2e } from "./seed-data/org-user-admin-e2e";
// Issue 26 (H4): the user-group e2e organisation
import { seedOrgGroupsE2e } from "./seed-data/org-groups-e2e";
import { seedOrgCostCentresE2e } from "./seed-data/org-cost-centres-e2e";
// Issue 27 (budgets)
import { seedOrgBudgetsE2e } from "./seed-data/org-budgets-e2e";
import { seedFinance } from "./seed-data/finance";
import { seedFinanceE2e } from "./seed-data/finance-e2e";
// Issue 28 (H2): acme-au's monthly statements and the documents e2e organisations
import { seedFinanceStatements } from "./seed-data/finance-statements";
// Issue 27: the bulk user upload e2e organisation
import { seedOrgUploadsE2e } from "./seed-data/org-uploads-e2e";
import { seedOrgLimitsE2e } from "./seed-data/org-limits-e2e";
import { seedAddresses } from "./seed-data/addresses";
import { seedCheckout } from "./seed-data/checkout";
import { seedOrders } from "./seed-data/orders";
import { seedHistoryFilterOrders } from "./seed-data/order-history-filters";
import { seedCheckoutUsers } from "./seed-data/checkout-users";
import { seedPasswordReset } from "./seed-data/password-reset";
import { seedPaymentUsers } from "./seed-data/payment-users";
// Issue 25, My interests and Coupons (H5):
import { seedInterestsAndCoupons } from "./seed-data/interests-coupons";
import { seedPurchaseOrders } from "./seed-data/purchase-orders";
import { seedPunchOutAndProxy } from "./seed-data/punchout";
import { seedRegistration } from "./seed-data/registration";
import { seedReplenishments } from "./seed-data/replenishments";
// Issue 25 (H4, billing and notifications)
import { seedBilling } from "./seed-data/billing";
import { searchContent } from "./seed-data/search-content";
// Issue 26 (H1): units / stores — the bad-input corpus's organisation admin and unit
import { seedOrgUnitsE2e } from "./seed-data/org-units-e2e";
// Issue 28 (H3): the payment e2e organisations (fpay-*)
import { seedFinancePaymentsE2e } from "./seed-data/finance-payments-e2e";
// Issue 25, Login & Security (H2)
import { seedAccountSecurity } from "./seed-data/account-security";

type SqlValue = string | number | null;

/**
 * Seed salts are derived from the account id, so every install holds byte-identical data.
 * (Secrets set at run time, e.g. OCC_CLIENT_SECRET or a changed password, get random salts.)
 */
const seedSalt = (id: string) => createHash("sha256").update(`uniform-seed:${id}`).digest().subarray(0, 16);

const flag = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * Version of the demo data set. Raise it whenever the seed gains rows, so that the server adds them to databases
 * seeded by an older version (1: part 1; 2: issue 3 — brands, volume prices, CMS personalisation and pages,
 * search content, the markup test product; 3: issue 4 — mobiles, employee codes, the SSO and punch-out users,
 * reset tokens, registration codes, punch-out sessions; 4: issue 5 — guest units, regions, delivery modes, cost
 * centres, urgent reasons, vouchers, order promotions, address books, checkout flags, checkout test users and orders; 5: issue 6 — purchase orders and their e2e accounts; 6: issue 7 — purchase limits, the approval demo
 * buyers and wearers, the e2e approval units and accounts, and the orders held for approval; 7: issue 8 — pack roles,
 * value-adds, replacement reasons, discontinued variants, the packs' new columns and the e2e pack accounts; 8: the wholesale
 * site's approvals demo — approver@wholesale.example, two store buyers, their limits and orders held for approval; 9: the
 * proxy e2e wearers; 10: the terms-and-conditions, privacy and help (FAQ) content pages, the footer's terms link moved to the former; 11: issue 18 — the punch-out sessions' BrowserFormPost URL (the demo
 * procurement receiver) and buyer cookies, the punch-out transfer e2e buyers; 12: issue 21 — the bad-input corpus e2e
 * accounts, no links to pages that do not exist yet, the harness's proxy-mode and pack-draft buyers, bench-buyer-21…50
 * for the 50-buyer checkout load); 13: CMS user-group restrictions on the purchase-orders and approver links; 14: issue 23 — order histories moving through fulfilment (seed-data/order-history.ts); 15: issue 24 — return requests of buyer@acme.example in several statuses (seed-data/returns.ts); 16: issue 24 part 2 — delivered orders (pack and non-pack, NZ, wholesale), returns, threshold requests and the returns e2e accounts (seed-data/return-orders.ts); 17: issue 25 — the account pages' links (no longer waiting), profiles, addresses, saved cards, notification preferences, interests, coupons and the account e2e accounts; 18: issue 26 — Acme's sites, the organisation admins, user groups, approvers, budgets and users' cost centres (seed-data/organisation.ts); 19: issue 26 — the wholesale header's Stores link to /organisation/units (admins only) and the organisation e2e accounts and units (seed-data/org-units-e2e.ts, org-users-e2e.ts, org-user-admin-e2e.ts, org-groups-e2e.ts); 20: issue 27 — the cost-centre e2e organisation (seed-data/org-cost-centres-e2e.ts); budgets: Acme's nearly spent Newcastle budget and the budget e2e accounts (seed-data/org-budgets-e2e.ts); the bulk user upload's e2e organisation and uploads (seed-data/org-uploads-e2e.ts); Acme's purchase limits of every type and period and the purchase-limit e2e organisation (seed-data/org-limits-e2e.ts); 21: issue 28 — the financegroup user group and finance@acme.example; 22: issue 28 — finance lists: Acme's and Kiwi's invoices, credit notes and bank-transfer payments, acme-au's statements tab and the finance-lists e2e organisation (seed-data/finance.ts, finance-e2e.ts); acme-au's monthly statements and the documents e2e organisations docs-e2e and docs-e2e-nz (seed-data/finance-statements.ts); the payment e2e organisations with open invoices, credits and saved cards (seed-data/finance-payments-e2e.ts); 23: issue 28 — the new-card payment e2e organisations, payers without a saved card (seed-data/finance-payments-e2e.ts). Kept in
 * SQLite's `user_version` header field.
 */
export const SEED_VERSION = 23;

/** The seed version a database was last seeded with (0: never). */
export const seedVersion = (db: Db): number => Number(db.pragma("user_version", { simple: true }));

/** True once the current version of the demo data has been loaded (the server seeds only when this is false). */
export function isSeeded(db: Db): boolean {
  return seedVersion(db) >= SEED_VERSION;
}

/**
 * Loads the demo data. Idempotent: rows are keyed by fixed ids and inserted only when missing, so running it
 * again changes nothing (and never overwrites data changed since; a missing product brand is the one value
 * filled in on existing rows). Returns the number of rows inserted or filled in.
 */
export function seed(db: Db): number {
  let inserted = 0;
  const statements = new Map<string, Database.Statement<SqlValue[]>>();
  const insert = (table: string, row: Record<string, SqlValue>) => {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) ON CONFLICT DO NOTHING`;
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<SqlValue[]>(sql);
      statements.set(sql, statement);
    }
    inserted += statement.run(...Object.values(row)).changes;
  };
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  const clientExists = db.prepare<[string], { clientId: string }>("SELECT client_id AS clientId FROM oauth_clients WHERE client_id = ?");

  db.transaction(() => {
    for (const currency of CURRENCIES) insert("currencies", { ...currency });
    for (const country of COUNTRIES) insert("countries", { ...country });
    for (const site of BASE_SITES) {
      insert("base_sites", { uid: site.uid, name: site.name, site_type: site.siteType, default_currency: site.defaultCurrency });
    }
    for (const list of PRICE_LISTS) insert("price_lists", { ...list });
    for (const unit of ORG_UNITS) {
      insert("org_units", {
        uid: unit.uid,
        site: unit.site,
        parent_uid: unit.parentUid,
        name: unit.name,
        bill_to_name: unit.billToName,
        country: unit.country,
        currency: unit.currency,
        customer_specific_currency_symbol: unit.customerSpecificCurrencySymbol,
        bulk_upload_enabled: flag(unit.bulkUploadEnabled),
      });
    }
    for (const group of USER_GROUPS) insert("user_groups", { ...group });
    for (const user of USERS) {
      // Hashing is the slow part: skip it for accounts that already exist.
      if (userExists.get(user.uid)) continue;
      insert("users", {
        uid: user.uid,
        org_unit: user.orgUnit,
        first_name: user.firstName,
        last_name: user.lastName,
        password_hash: hashSecret(DEMO_PASSWORD, seedSalt(user.uid)),
        disabled: flag(user.disabled),
        wearer_id: user.wearerId ?? null,
        enable_taken: flag(user.enableTaken),
        price_enabled: flag(user.priceEnabled),
        show_login_preference_page: flag(user.showLoginPreferencePage),
        is_first_login: flag(user.isFirstLogin),
        show_cdc_registration_page: flag(user.showCdcRegistrationPage),
        mobile: user.mobile ?? null,
        employee_code: user.employeeCode ?? null,
      });
      user.groups.forEach((group, position) => insert("user_group_members", { user_uid: user.uid, group_uid: group, position }));
    }
    // Databases seeded before issue 4: give the demo accounts their mobile numbers and employee codes.
    const fillMobile = db.prepare<[string, string]>("UPDATE users SET mobile = ? WHERE uid = ? AND mobile IS NULL");
    const fillCode = db.prepare<[string, string]>(
      "UPDATE users SET employee_code = ? WHERE uid = ? AND employee_code IS NULL",
    );
    for (const user of USERS) {
      if (user.mobile) inserted += fillMobile.run(user.mobile, user.uid).changes;
      if (user.employeeCode) inserted += fillCode.run(user.employeeCode, user.uid).changes;
    }
    for (const client of OAUTH_CLIENTS) {
      if (clientExists.get(client.clientId)) continue;
      insert("oauth_clients", {
        client_id: client.clientId,
        name: client.name,
        secret_hash: hashSecret(client.secret, seedSalt(`client:${client.clientId}`)),
      });
    }
    seedCatalog(insert);
    // Databases seeded before brands existed: give their products the seeded brand.
    const fillBrand = db.prepare<[string, string]>("UPDATE products SET brand = ? WHERE code = ? AND brand IS NULL");
    for (const product of PRODUCTS) inserted += fillBrand.run(product.brand, product.code).changes;
    seedCms(insert);
    inserted += upgradeFooterTermsLink(db);
    seedSearchContent(insert);
    inserted += removeLinksWaitingForPages(db);
    seedPacks(db, insert, seedVersion(db) < 7);
    seedPasswordReset(db, insert);
    inserted += seedPunchOutAndProxy(db, insert);
    inserted += seedRegistration(db, insert);
    inserted += seedCheckout(db, insert, seedVersion(db) < 4);
    seedOrders(db, insert);
    seedCheckoutUsers(db, insert);
    seedPaymentUsers(db, insert);
    seedCartTestUsers(db, insert);
    seedAuthE2eUsers(db, insert);
    seedCatalogueE2eUsers(db, insert);
    seedBadInputUsers(db, insert);
    seedHarnessE2eUsers(db, insert);
    seedPurchaseOrders(db, insert);
    inserted += seedApprovals(db, insert);
    seedReplenishments(db, insert);
    inserted += seedHistoryFilterOrders(db, insert);
    inserted += seedOrderHistory(db, insert);
    inserted += seedOrderChanges(db, insert);
    inserted += seedReturns(db, insert);
    inserted += seedReturnOrders(db, insert);
    // Issue 25, My Profile (H1): titles, mobiles and employee ids of the demo accounts; the profile e2e accounts
    seedAccountProfiles(db, insert);
    // Issue 25, My interests and Coupons (H5):
    seedInterestsAndCoupons(db, insert);
    // Issue 25, Login & Security (H2): e2e accounts with showLoginPreferencePage
    seedAccountSecurity(db, insert);
    // Issue 25 (H4, billing and notifications): after every demo and e2e account exists.
    seedBilling(db, insert);
    // Issue 25 (H3): the address book
    seedAddresses(db, insert, seedVersion(db) < SEED_VERSION);
    // Issue 26: organisation administration (sites, admins, user groups, approvers, budgets, payment details)
    seedOrganisation(db, insert);
    // Issue 26 (H1): the wholesale header's Stores link (databases seeded before v19 lack it)
    inserted += addStoresLink(db);
    seedOrgUnitsE2e(db, insert);
    // Issue 26 (H2): the bad-input corpus's organisation admin and the user whose edit forms it posts to
    seedOrgUsersE2e(db, insert);
    // Issue 26 (H3): user administration e2e accounts (fixed customer PKs)
    seedOrgUserAdminE2e(db, insert);
    // Issue 26 (H4): the user-group e2e organisation (groups-e2e: its admins, members and groups)
    seedOrgGroupsE2e(db, insert);
    // Issue 27 (helper A): the cost-centre e2e organisation (cc-e2e: its admins, buyers and cost centres)
    seedOrgCostCentresE2e(db, insert);
    // Issue 27 (budgets): Acme's nearly spent budget and the budget e2e accounts
    seedOrgBudgetsE2e(db, insert);
    // Issue 27: the bulk user upload's e2e organisation (bulk-e2e) and the uploads the matrix and the corpus open
    seedOrgUploadsE2e(db, insert);
    // Issue 27 (B): Acme's demo purchase limits of every type and period, and the purchase-limit e2e organisation
    seedOrgLimitsE2e(db, insert);
    // Issue 28 (H1): Acme's and Kiwi's finance documents and payments, and the finance-lists e2e organisation
    seedFinance(db, insert);
    seedFinanceE2e(db, insert);
    // Issue 28 (H2): acme-au's statements flag and monthly statements, the documents e2e organisations
    seedFinanceStatements(db, insert);
    // Issue 28 (H3): the payment e2e organisations (open invoices, a credit, a saved card each)
    seedFinancePaymentsE2e(db, insert);
    if (seedVersion(db) < SEED_VERSION) db.pragma(`user_version = ${SEED_VERSION}`);
  })();
  return inserted;
}

type Insert = (table: string, row: Record<string, SqlValue>) => void;

function seedCatalog(insert: Insert) {
  for (const colour of COLOURS) insert("colours", { ...colour });
  for (const category of CATEGORIES) insert("categories", { ...category });
  for (const brand of BRANDS) insert("brands", { ...brand });
  PRODUCTS.forEach((product, position) => {
    insert("products", {
      code: product.code,
      name: product.name,
      summary: product.summary,
      description: product.description,
      category: product.category,
      brand: product.brand,
      shape: product.shape,
      product_type: product.productType,
      is_new: flag(product.isNew),
      position,
    });
    for (const tier of product.volumeTiers) {
      insert("volume_price_tiers", {
        product_code: product.code,
        min_quantity: tier.minQuantity,
        max_quantity: tier.maxQuantity,
        discount_percent: tier.discountPercent,
      });
    }
    product.colours.forEach((colour, index) => insert("product_colours", { product_code: product.code, colour, position: index }));
    product.variants.forEach((variant, index) => {
      insert("variants", {
        code: variant.code,
        product_code: product.code,
        colour: variant.colour,
        size: variant.size,
        fit: variant.fit,
        position: index,
        stock_level: variant.stockLevel,
      });
      for (const price of variant.prices) {
        insert("variant_prices", {
          price_list: price.priceList,
          variant_code: variant.code,
          std_cents: price.stdCents,
          rrp_cents: price.rrpCents,
        });
      }
    });
  });
}

function seedCms(insert: Insert) {
  for (const site of BASE_SITES) {
    for (const page of cmsPages(site.uid)) {
      insert("cms_pages", {
        site: site.uid,
        uid: page.uid,
        label: page.label,
        page_type: "ContentPage",
        name: page.name,
        title: page.title,
        template: page.template,
      });
      page.slots.forEach((slot, position) => {
        insert("cms_page_slots", { site: site.uid, page_uid: page.uid, slot: slot.slot, slot_id: slot.slotId, name: slot.name, position });
      });
    }
    const positions = new Map<string, number>();
    for (const component of cmsComponents(site.uid)) {
      const position = positions.get(component.slot) ?? 0;
      positions.set(component.slot, position + 1);
      insert("cms_components", {
        site: site.uid,
        uid: component.uid,
        type_code: component.typeCode,
        slot: component.slot,
        position,
        json: JSON.stringify(component.fields),
      });
    }
    const componentUids = new Set(cmsComponents(site.uid).map((component) => component.uid));
    for (const restriction of CMS_RESTRICTIONS) {
      if (!componentUids.has(restriction.componentUid)) continue;
      for (const group of restriction.groups) {
        insert("cms_component_restrictions", { site: site.uid, component_uid: restriction.componentUid, group_uid: group });
      }
    }
    for (const personalisation of cmsPersonalisations(site.uid)) {
      insert("cms_component_personalisations", {
        site: site.uid,
        component_uid: personalisation.componentUid,
        country: personalisation.country,
        json: JSON.stringify(personalisation.fields),
      });
    }
  }
}

/**
 * Databases seeded before v10: the footer's terms link pointed at /terms, which no page serves. It now goes to the terms
 * and conditions content page (left alone if the link was edited since). Returns the rows changed.
 */
function upgradeFooterTermsLink(db: Db): number {
  const update = db.prepare<[string, string]>(
    `UPDATE cms_components SET json = ? WHERE site = ? AND uid = 'FooterHelpLinks' AND json LIKE '%"url":"/terms"%'`,
  );
  let changed = 0;
  for (const site of BASE_SITES) {
    const footerHelp = cmsComponents(site.uid).find((component) => component.uid === "FooterHelpLinks");
    if (footerHelp) changed += update.run(JSON.stringify(footerHelp.fields), site.uid).changes;
  }
  return changed;
}

/**
 * Databases seeded before v12 (issue 21): their CMS content and search content link to pages that do not exist yet
 * (seed-data/cms.ts LINKS_WAITING_FOR_PAGES, seed-data/search-content.ts CONTENT_PAGES_WAITING). Link components to them
 * go, banners and footer groups take the seed's fields, content items take the seed's url. Idempotent; returns the rows
 * changed.
 */
function removeLinksWaitingForPages(db: Db): number {
  const remove = db.prepare<[string, string]>("DELETE FROM cms_components WHERE site = ? AND uid = ?");
  const update = db.prepare<[string, string, string, string]>("UPDATE cms_components SET json = ? WHERE site = ? AND uid = ? AND json <> ?");
  // Only items that still link to a waiting page (or to /terms, which no page serves): an edited url is left alone.
  const contentUrl = db.prepare<[string, string, string, string]>(
    `UPDATE search_content SET url = ? WHERE site = ? AND uid = ? AND url <> ?
     AND (url GLOB '/help/*' OR url GLOB '/policies/*' OR url GLOB '/size-guides/*' OR url = '/terms')`,
  );
  const stored = db.prepare<[string], { uid: string; json: string }>("SELECT uid, json FROM cms_components WHERE site = ?");
  let changed = 0;
  for (const site of BASE_SITES) {
    const seeded = new Map(cmsComponents(site.uid).map((component) => [component.uid, JSON.stringify(component.fields)]));
    for (const row of stored.all(site.uid)) {
      const fields = JSON.parse(row.json) as Record<string, unknown>;
      const links = Array.isArray(fields["links"]) ? (fields["links"] as { url?: unknown }[]) : [];
      const waiting = isWaitingForPage(fields["url"]) || isWaitingForPage(fields["urlLink"]) || links.some((link) => isWaitingForPage(link.url));
      if (!waiting) continue;
      const json = seeded.get(row.uid);
      changed += json === undefined ? remove.run(site.uid, row.uid).changes : update.run(json, site.uid, row.uid, json).changes;
    }
    for (const item of searchContent(site.uid)) changed += contentUrl.run(item.url, site.uid, item.uid, item.url).changes;
  }
  return changed;
}

/**
 * Issue 26 (H1): databases seeded before v19 lost the wholesale header's Stores link (it waited for its page, and
 * `removeLinksWaitingForPages` removed it); seedCms cannot put it back at its seeded position (the slot's positions are
 * taken), so the later links of the slot move one down first. Its CMS restriction (admins only) comes from seedCms.
 * Idempotent; returns the rows changed.
 */
function addStoresLink(db: Db): number {
  const component = cmsComponents("wholesale").find((c) => c.uid === "StoresLink");
  if (!component) return 0;
  const exists = db.prepare<[], { uid: string }>("SELECT uid FROM cms_components WHERE site = 'wholesale' AND uid = 'StoresLink'").get();
  if (exists) return 0;
  const position = cmsComponents("wholesale").filter((c) => c.slot === component.slot).findIndex((c) => c.uid === "StoresLink");
  const shift = db.prepare<[number, string, number]>("UPDATE cms_components SET position = position + ? WHERE site = 'wholesale' AND slot = ? AND position >= ?");
  shift.run(100_000, component.slot, position);
  shift.run(1 - 100_000, component.slot, 100_000 + position);
  return db
    .prepare<[string, string, string, number, string]>("INSERT INTO cms_components (site, uid, type_code, slot, position, json) VALUES ('wholesale', ?, ?, ?, ?, ?)")
    .run(component.uid, component.typeCode, component.slot, position, JSON.stringify(component.fields)).changes;
}

function seedSearchContent(insert: Insert) {
  for (const site of BASE_SITES) {
    searchContent(site.uid).forEach((item, position) => {
      insert("search_content", {
        site: site.uid,
        uid: item.uid,
        position,
        title: item.title,
        description: item.description,
        image_url: item.imageUrl,
        label: item.label,
        name: item.name,
        url: item.url,
        keywords: item.keywords,
      });
    });
  }
}

/**
 * Packs and everything issue 8 added around them. `fillIssue8` (databases seeded before version 7): the pack and
 * bundle rows exist already, so their new columns are filled in from the seed.
 */
function seedPacks(db: Db, insert: Insert, fillIssue8: boolean) {
  PACK_ROLES.forEach((role, position) => insert("pack_roles", { code: role.code, org_unit: role.orgUnit, name: role.name, position }));
  VALUE_ADDS.forEach((valueAdd) => {
    insert("pack_value_adds", {
      code: valueAdd.code,
      name: valueAdd.name,
      price_cents: valueAdd.priceCents,
      prompt: valueAdd.prompt,
      max_length: valueAdd.maxLength,
    });
  });
  REPLACEMENT_REASONS.forEach((reason, position) => insert("pack_replacement_reasons", { code: reason.code, name: reason.name, position }));
  const markDiscontinued = db.prepare<[string]>("UPDATE variants SET in_stock_code = 'D' WHERE code GLOB ? AND in_stock_code IS NULL");
  for (const prefix of DISCONTINUED_VARIANT_PREFIXES) markDiscontinued.run(`${prefix}*`);
  const fillPack = db.prepare<[string, number, string]>("UPDATE packs SET role = ?, shipping_cents = ? WHERE id = ?");
  const fillBundle = db.prepare<[number, number, number, string, string]>(
    "UPDATE pack_bundles SET exclusive_categories = ?, subsidy_percent = ?, is_indent_order = ?, subsidy_range = ? WHERE id = ?",
  );
  const positions = new Map<string, number>();
  for (const pack of PACKS) {
    const position = positions.get(pack.orgUnit) ?? 0;
    positions.set(pack.orgUnit, position + 1);
    insert("packs", {
      id: pack.id,
      org_unit: pack.orgUnit,
      name: pack.name,
      description: pack.description,
      pack_type: pack.packType,
      allocation_type: pack.allocationType,
      allocation_value: pack.allocationValue,
      fund_type: pack.fundType,
      pre_order_date: pack.preOrderDate,
      position,
      role: pack.role,
      shipping_cents: pack.shippingCents,
    });
    if (fillIssue8) fillPack.run(pack.role, pack.shippingCents, pack.id);
    pack.bundles.forEach((bundle, bundlePosition) => {
      insert("pack_bundles", {
        id: bundle.id,
        pack_id: pack.id,
        position: bundlePosition,
        name: bundle.name,
        description: bundle.description,
        fund_type: bundle.fundType,
        min_selections: bundle.minSelections,
        max_selections: bundle.maxSelections,
        is_indent_order: flag(bundle.isIndentOrder),
        subsidy_range: bundle.subsidyRange.join("\n"),
        exclusive_categories: flag(bundle.exclusiveCategories),
        subsidy_percent: bundle.subsidyPercent ?? 0,
      });
      if (fillIssue8) {
        fillBundle.run(flag(bundle.exclusiveCategories), bundle.subsidyPercent ?? 0, flag(bundle.isIndentOrder), bundle.subsidyRange.join("\n"), bundle.id);
      }
      (bundle.valueAdds ?? []).forEach((code, position) => insert("pack_bundle_value_adds", { bundle_id: bundle.id, value_add_code: code, position }));
      let setPosition = 0;
      const insertSet = (set: { id: string; name: string; items: string[] }, groupId: string | null) => {
        insert("pack_sets", { id: set.id, bundle_id: bundle.id, group_id: groupId, position: setPosition, name: set.name });
        setPosition += 1;
        set.items.forEach((productCode, itemPosition) => {
          insert("pack_set_items", { set_id: set.id, position: itemPosition, product_code: productCode });
        });
      };
      for (const set of bundle.sets) insertSet(set, null);
      bundle.groups.forEach((group, groupPosition) => {
        insert("pack_groups", {
          id: group.id,
          bundle_id: bundle.id,
          position: groupPosition,
          name: group.name,
          missing_set_message: group.missingSetMessage,
        });
        for (const set of group.sets) insertSet(set, group.id);
      });
    });
  }
  seedTestAccounts(db, insert, PACK_TEST_ACCOUNTS);
  for (const { userUid, roles } of [...USER_PACK_ROLES, ...PACK_TEST_ACCOUNTS.map((a) => ({ userUid: a.uid, roles: a.roles }))]) {
    for (const role of roles) insert("user_pack_roles", { user_uid: userUid, role_code: role });
  }
}
