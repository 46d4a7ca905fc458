import { z } from "zod";
import { isValidMobile } from "../rules/mobile-number";
import { type Db } from "../db";
import { forbidden, invalidParameter, OccError } from "../http/errors";
import { parseInput } from "../http/validation";
import { ADDRESS_SELECT, type AddressRow, toOccAddress } from "./addresses";
import { type CartAccess } from "./cart-access";
import { chargeableCostCentres } from "./org-cost-centres";
import { formatPrice, type PriceContext } from "./pricing";

/**
 * Checkout details (docs/occ-api.md "Issue 5 additions" → "Checkout details"; business rules in docs/checkout.md):
 * the unit's enablement flags, cost centres, urgent reasons, the review step, address books and the delivery
 * address, countries and regions, delivery modes and the payment type. The flags are those of the caller's unit
 * (a guest's: their site's guest unit); every rule the storefront shows is enforced here as well.
 */

export interface Enablement {
  costCenterEnabled: boolean;
  poNumberEnabled: boolean;
  alternateAddressEnabled: boolean;
  urgentOrderEnabled: boolean;
  accountPaymentEnabled: boolean;
  allowAddToCart: true;
  /** Issue 28: the unit's statements flag (`org_units.statements_enabled`; the finance area's Statements tab). */
  statementsTabEnabled: boolean;
}

interface FlagsRow {
  unit: string;
  costCentre: number;
  poNumber: number;
  alternateAddress: number;
  urgent: number;
  accountPayment: number;
  statements: number;
  isGuest: number;
}

export const PO_NUMBER_PATTERN = /^[A-Za-z0-9\-/ ]{1,35}$/;
export const URGENT_MSG_MAX = 255;
const TITLE_CODES = ["mr", "ms", "mrs", "miss", "dr", "mx"] as const;
export const PAYMENT_TYPES = ["ACCOUNT", "CARD"] as const;

const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(max).optional());
const requiredText = (max: number) => z.string().trim().min(1, "Must not be empty").max(max);
const optionalMobile = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().max(40).refine(isValidMobile, "Must be 8 to 15 digits").optional(),
);

/** The body of POST {cart}/addresses/delivery (an OCC Address plus the address-book flags). */
export const newAddressSchema = z.object({
  titleCode: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(TITLE_CODES).optional()),
  firstName: requiredText(100),
  lastName: requiredText(100),
  line1: requiredText(255),
  line2: optionalText(255),
  town: requiredText(100),
  region: z.object({ isocode: z.string().trim().min(1).max(10) }).nullish(),
  postalCode: z.string().trim().regex(/^\d{4}$/, "Must be 4 digits"),
  country: z.object({ isocode: z.enum(["AU", "NZ"], { message: "Must be AU or NZ" }) }),
  phone: optionalMobile,
  cellphone: optionalMobile,
  defaultAddress: z.boolean().optional().default(false),
  saveInAddressBook: z.boolean().optional().default(false),
});
export type NewAddress = z.infer<typeof newAddressSchema>;

/** The body of PUT {cart}/review. */
export const reviewSchema = z.object({
  costCenter: z.string().trim().max(64).nullish(),
  purchaseOrderNumber: z.string().nullish(),
  urgentReason: z
    .object({ code: z.string().trim().min(1).max(64), msg: z.string().max(URGENT_MSG_MAX, `At most ${URGENT_MSG_MAX} characters`).optional().default("") })
    .nullish(),
});
export type ReviewBody = z.infer<typeof reviewSchema>;

export function checkoutDetails(db: Db, now: () => number) {
  const flags = db.prepare<[string], FlagsRow>(
    `SELECT o.uid AS unit, o.cost_centre_enabled AS costCentre, o.po_number_enabled AS poNumber,
       o.alternate_address_enabled AS alternateAddress, o.urgent_order_enabled AS urgent,
       o.account_payment_enabled AS accountPayment, o.statements_enabled AS statements, u.is_guest AS isGuest
     FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?`,
  );
  /** The unit and its ancestors, nearest first. */
  const unitChain = db.prepare<[string], { uid: string; depth: number }>(
    `WITH RECURSIVE chain(uid, parent, depth) AS (
       SELECT uid, parent_uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, chain.depth + 1 FROM org_units o JOIN chain ON o.uid = chain.parent
     ) SELECT uid, depth FROM chain ORDER BY depth`,
  );
  /** Issue 27 (helper A): linked, active, under enabled units; no links at all: the unit chain's (org-cost-centres.ts). */
  const chargeable = chargeableCostCentres(db);
  const urgentReasons = db.prepare<[], { code: string; name: string }>("SELECT code, name FROM urgent_reasons ORDER BY position");
  const ownAddresses = db.prepare<[string], AddressRow>(`${ADDRESS_SELECT} WHERE a.owner_user = ? AND a.in_book = 1 ORDER BY a.is_default DESC, a.id`);
  const unitAddresses = db.prepare<[string], AddressRow>(`${ADDRESS_SELECT} WHERE a.owner_unit = ? AND a.in_book = 1 ORDER BY a.is_default DESC, a.id`);
  const addressById = db.prepare<[number], AddressRow>(`${ADDRESS_SELECT} WHERE a.id = ?`);
  const countries = db.prepare<[], { isocode: string; name: string }>("SELECT isocode, name FROM countries ORDER BY name");
  const country = db.prepare<[string], { isocode: string }>("SELECT isocode FROM countries WHERE isocode = ?");
  const regions = db.prepare<[string], { isocode: string; isocodeShort: string; name: string }>(
    "SELECT isocode, isocode_short AS isocodeShort, name FROM regions WHERE country = ? ORDER BY name",
  );
  const region = db.prepare<[string, string], { isocode: string }>("SELECT isocode FROM regions WHERE isocode = ? AND country = ?");
  const deliveryModes = db.prepare<[string], { code: string; name: string; description: string; costCents: number }>(
    "SELECT code, name, description, cost_cents AS costCents FROM delivery_modes WHERE site = ? ORDER BY position",
  );
  const entryCount = db.prepare<[number], { count: number }>("SELECT COUNT(*) AS count FROM cart_entries WHERE cart_id = ?");
  const cartAddress = db.prepare<[number], { addressId: number | null }>("SELECT delivery_address_id AS addressId FROM carts WHERE id = ?");
  const setReview = db.prepare<[number, string | null, string | null, string | null, string | null, number, number]>(
    `UPDATE carts SET reviewed_at = ?, cost_centre = ?, po_number = ?, urgent_code = ?, urgent_msg = ?, updated_at = ? WHERE id = ?`,
  );
  const insertAddress = db.prepare<
    [string, number, number, string | null, string, string, string, string | null, string, string | null, string, string, string | null, string | null, number]
  >(
    `INSERT INTO addresses (owner_user, in_book, is_default, title, first_name, last_name, line1, line2, town, region, postal_code,
       country, phone, mobile, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clearOwnDefault = db.prepare<[string]>("UPDATE addresses SET is_default = 0 WHERE owner_user = ? AND is_default = 1");
  const setDeliveryAddress = db.prepare<[number, number, number]>("UPDATE carts SET delivery_address_id = ?, updated_at = ? WHERE id = ?");
  const setDeliveryMode = db.prepare<[string, number, number]>("UPDATE carts SET delivery_mode = ?, updated_at = ? WHERE id = ?");
  const setPaymentType = db.prepare<[string, string, number, number]>(
    `UPDATE carts SET payment_type = ?,
       payment_info_id = CASE WHEN ? = 'ACCOUNT' THEN NULL ELSE payment_info_id END, updated_at = ? WHERE id = ?`,
  );

  const setPoNumber = db.prepare<[string, number, number]>("UPDATE carts SET po_number = ?, updated_at = ? WHERE id = ?");
  const setCostCentre = db.prepare<[string, number, number]>("UPDATE carts SET cost_centre = ?, updated_at = ? WHERE id = ?");

  function flagsOf(uid: string): FlagsRow {
    const row = flags.get(uid);
    if (!row) throw forbidden("Unknown user");
    return row;
  }

  /** The enablement flags of the user's unit (guests: their guest unit). */
  function enablement(uid: string): Enablement {
    const row = flagsOf(uid);
    return {
      costCenterEnabled: row.costCentre === 1,
      poNumberEnabled: row.poNumber === 1,
      alternateAddressEnabled: row.alternateAddress === 1,
      urgentOrderEnabled: row.urgent === 1,
      accountPaymentEnabled: row.accountPayment === 1 && row.isGuest === 0,
      allowAddToCart: true,
      statementsTabEnabled: row.statements === 1 && row.isGuest === 0,
    };
  }

  /**
   * The cost centres the user may charge (issue 27; stores/org-cost-centres.ts `chargeableCostCentres`): those linked
   * to them that are active and under enabled units; a user with no links at all: the active cost centres of their
   * unit and its ancestors under enabled units (nearest unit first).
   */
  function costCentersOf(uid: string) {
    return chargeable(uid, flagsOf(uid).unit).map((row) => ({
      code: row.code,
      name: row.name,
      active: "true",
      activeFlag: true,
      currency: { isocode: row.currency },
      unit: { uid: row.unitUid, name: row.unitName },
    }));
  }

  /** The user's own address-book addresses, then their unit's and its ancestors'; one default, first. */
  function addressBookRows(uid: string): AddressRow[] {
    const { unit, isGuest } = flagsOf(uid);
    if (isGuest === 1) return [];
    const rows = [...ownAddresses.all(uid), ...unitChain.all(unit).flatMap((u) => unitAddresses.all(u.uid))];
    const defaultIndex = rows.findIndex((row) => row.isDefault === 1);
    return rows
      .map((row, index) => ({ ...row, isDefault: index === defaultIndex ? 1 : 0 }))
      .sort((a, b) => b.isDefault - a.isDefault);
  }

  function requireEntries(access: CartAccess) {
    if ((entryCount.get(access.cart.id)?.count ?? 0) === 0) {
      throw new OccError(400, [{ type: "CartError", reason: "empty", message: "The cart is empty" }]);
    }
  }

  /** PUT {cart}/review: checks the enabled fields, stores them and marks the cart reviewed. */
  function review(access: CartAccess, input: unknown) {
    const body = parseInput(reviewSchema, input ?? {});
    requireEntries(access);
    const enabled = enablement(access.actingUid);
    const given = (value: unknown) => value !== undefined && value !== null;

    let costCentre: string | null = null;
    if (enabled.costCenterEnabled) {
      if (!body.costCenter) throw invalidParameter("costCenter", "A cost centre is required");
      if (!costCentersOf(access.actingUid).some((cc) => cc.code === body.costCenter)) {
        throw invalidParameter("costCenter", `Cost centre '${body.costCenter}' is not available to this user`);
      }
      costCentre = body.costCenter;
    } else if (given(body.costCenter)) {
      throw invalidParameter("costCenter", "Cost centres are not enabled for this unit");
    }

    let poNumber: string | null = null;
    if (enabled.poNumberEnabled) {
      const value = body.purchaseOrderNumber?.trim() ?? "";
      if (!value) throw invalidParameter("purchaseOrderNumber", "A PO number is required");
      if (!PO_NUMBER_PATTERN.test(value)) {
        throw invalidParameter("purchaseOrderNumber", "A PO number has 1 to 35 letters, digits, '-', '/' or spaces");
      }
      poNumber = value;
    } else if (given(body.purchaseOrderNumber)) {
      throw invalidParameter("purchaseOrderNumber", "PO numbers are not enabled for this unit");
    }

    let urgent: { code: string; msg: string } | null = null;
    if (given(body.urgentReason)) {
      if (!enabled.urgentOrderEnabled) throw invalidParameter("urgentReason", "Urgent orders are not enabled for this unit");
      const reason = body.urgentReason!;
      if (!urgentReasons.all().some((r) => r.code === reason.code)) {
        throw invalidParameter("urgentReason.code", `Unknown urgent reason '${reason.code}'`);
      }
      urgent = { code: reason.code, msg: reason.msg.trim() };
    }
    setReview.run(now(), costCentre, poNumber, urgent?.code ?? null, urgent ? urgent.msg : null, now(), access.cart.id);
  }

  /** POST {cart}/addresses/delivery: a new address (in the user's book when asked), set on the cart. */
  function createDeliveryAddress(access: CartAccess, input: unknown) {
    const enabled = enablement(access.actingUid);
    if (!enabled.alternateAddressEnabled) throw forbidden("Only address-book addresses may be used for this unit");
    const body = parseInput(newAddressSchema, input);
    if (!country.get(body.country.isocode)) throw invalidParameter("country.isocode", `Unknown country '${body.country.isocode}'`);
    const regionCode = body.region?.isocode ?? null;
    if (regionCode && !region.get(regionCode, body.country.isocode)) {
      throw invalidParameter("region.isocode", `'${regionCode}' is not a region of ${body.country.isocode}`);
    }
    const inBook = body.saveInAddressBook || body.defaultAddress;
    if (access.guest && inBook) throw invalidParameter("saveInAddressBook", "Guests have no address book");
    if (body.defaultAddress) clearOwnDefault.run(access.actingUid);
    const id = Number(
      insertAddress.run(
        access.actingUid,
        inBook ? 1 : 0,
        body.defaultAddress ? 1 : 0,
        body.titleCode ?? null,
        body.firstName,
        body.lastName,
        body.line1,
        body.line2 ?? null,
        body.town,
        regionCode,
        body.postalCode,
        body.country.isocode,
        body.phone ?? null,
        body.cellphone ?? null,
        now(),
      ).lastInsertRowid,
    );
    setDeliveryAddress.run(id, now(), access.cart.id);
    const row = addressById.get(id);
    if (!row) throw new Error(`Address ${id} vanished`);
    return toOccAddress(row);
  }

  /** PUT {cart}/addresses/delivery?addressId=: an address of the user's (or their units') address book. */
  function selectDeliveryAddress(access: CartAccess, addressId: string) {
    const id = /^\d{1,9}$/.test(addressId) ? Number(addressId) : NaN;
    const found = addressBookRows(access.actingUid).some((row) => row.id === id);
    // The address already on the cart (e.g. a one-off address typed earlier) may be chosen again.
    const current = cartAddress.get(access.cart.id)?.addressId;
    if (!found && current !== id) throw invalidParameter("addressId", `Address '${addressId}' is not in this user's address book`);
    setDeliveryAddress.run(id, now(), access.cart.id);
  }

  function deliveryModesFor(access: CartAccess, prices: PriceContext) {
    if (!cartAddress.get(access.cart.id)?.addressId) {
      throw new OccError(400, [{ type: "CartError", reason: "noDeliveryAddress", message: "Set a delivery address first" }]);
    }
    return deliveryModes.all(access.site.uid).map((mode) => ({
      code: mode.code,
      name: mode.name,
      description: mode.description,
      deliveryCost: formatPrice(mode.costCents, prices.currency),
    }));
  }

  function selectDeliveryMode(access: CartAccess, code: string) {
    const modes = deliveryModesFor(access, access.prices);
    if (!modes.some((mode) => mode.code === code)) throw invalidParameter("deliveryModeId", `Unknown delivery mode '${code}'`);
    setDeliveryMode.run(code, now(), access.cart.id);
  }

  /** Payment types the caller may use (ACCOUNT only when the unit allows it; guests and client tokens: CARD). */
  function paymentTypes(uid: string | null) {
    const account = uid !== null && enablement(uid).accountPaymentEnabled;
    return [...(account ? [{ code: "ACCOUNT", displayName: "Account" }] : []), { code: "CARD", displayName: "Card" }];
  }

  /**
   * PUT {cart}/paymenttype?paymentType=[&purchaseOrderNumber=] (stock B2B): ACCOUNT only where the unit allows it;
   * a given PO number is stored with it (an absent one leaves the cart's as it is).
   */
  function selectPaymentType(access: CartAccess, type: (typeof PAYMENT_TYPES)[number], purchaseOrderNumber?: string) {
    if (type === "ACCOUNT" && !enablement(access.actingUid).accountPaymentEnabled) {
      throw invalidParameter("paymentType", "Account payment is not enabled for this unit");
    }
    let poNumber: string | null = null;
    if (purchaseOrderNumber !== undefined && purchaseOrderNumber.trim() !== "") {
      poNumber = purchaseOrderNumber.trim();
      if (!PO_NUMBER_PATTERN.test(poNumber)) {
        throw invalidParameter("purchaseOrderNumber", "A PO number has 1 to 35 letters, digits, '-', '/' or spaces");
      }
    }
    setPaymentType.run(type, type, now(), access.cart.id);
    if (poNumber !== null) setPoNumber.run(poNumber, now(), access.cart.id);
  }

  /** PUT {cart}/costcenter?costCenterId= (stock B2B): one of the user's active cost centres (no unit flag in stock). */
  function selectCostCenter(access: CartAccess, code: string) {
    if (!costCentersOf(access.actingUid).some((cc) => cc.code === code)) {
      throw invalidParameter("costCenterId", `Cost centre '${code}' is not available to this user`);
    }
    setCostCentre.run(code, now(), access.cart.id);
  }

  return {
    enablement,
    costCentersOf,
    urgentReasons: () => urgentReasons.all(),
    addressBook: (uid: string) => addressBookRows(uid).map(toOccAddress),
    review,
    createDeliveryAddress,
    selectDeliveryAddress,
    countries: () => countries.all(),
    regions: (iso: string) => regions.all(iso),
    deliveryModesFor,
    selectDeliveryMode,
    paymentTypes,
    selectPaymentType,
    selectCostCenter,
  };
}
