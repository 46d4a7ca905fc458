import { z } from "zod";
import { type Db } from "../db";
import { forbidden, invalidParameter, unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";
import { ADDRESS_SELECT, type AddressRow, toOccAddress } from "./addresses";
import { type checkoutDetails, newAddressSchema } from "./checkout-details";
import { verifyAddress } from "./address-verification";

/**
 * The address book of My account (issue 25, H3; docs/address-book.md): SAP's AddressController under
 * `users/{u}/addresses` on the same `addresses` rows checkout offers (migration 012). Rules:
 * - a user reaches only their own book addresses (owner_user, in_book = 1); any other id, including their unit's
 *   shared addresses and another user's, is SAP's 400 UnknownIdentifierError (the storefront shows its 404);
 * - adding or changing an address needs the unit's alternate-address flag (spec part 2 §6, the same flag that lets
 *   checkout take a typed address): without it the book is the unit's addresses, and a user may only choose their
 *   default or delete one of their own (403 ForbiddenError otherwise);
 * - one default: the book's default is the user's own default, else their unit's; an address added to a book without
 *   any default becomes it (SAP: the first address is the default), and deleting the default makes the oldest
 *   remaining own address the default when the book would otherwise have none;
 * - a POST with an Idempotency-Key is made once: the same key again answers the address it created.
 */

export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = { AU: /^\d{4}$/, NZ: /^\d{4}$/ };

/** The body of POST users/{u}/addresses and …/verification (SAP's AddressWsDTO). */
export const addressBodySchema = newAddressSchema.omit({ saveInAddressBook: true });
export type AddressBody = z.infer<typeof addressBodySchema>;

/** PATCH users/{u}/addresses/{id}: the fields given replace the stored ones (SAP merges the DTO). */
const addressPatchSchema = newAddressSchema
  .omit({ saveInAddressBook: true, defaultAddress: true })
  .partial()
  .extend({ defaultAddress: z.boolean().optional() });

const ADDRESS_ID = /^\d{1,9}$/;

type CheckoutDetails = ReturnType<typeof checkoutDetails>;

export function addressBookStore(db: Db, now: () => number, deps: { details: CheckoutDetails }) {
  const { details } = deps;
  const own = db.prepare<[number, string], AddressRow>(`${ADDRESS_SELECT} WHERE a.id = ? AND a.owner_user = ? AND a.in_book = 1`);
  const byKey = db.prepare<[string, string], { id: number }>("SELECT id FROM addresses WHERE owner_user = ? AND idempotency_key = ?");
  const oldestOwn = db.prepare<[string], { id: number }>("SELECT id FROM addresses WHERE owner_user = ? AND in_book = 1 ORDER BY created_at, id LIMIT 1");
  const region = db.prepare<[string, string], { isocode: string }>("SELECT isocode FROM regions WHERE isocode = ? AND country = ?");
  const country = db.prepare<[string], { isocode: string }>("SELECT isocode FROM countries WHERE isocode = ?");
  const postcodeRegion = db.prepare<[string, number, number], { region: string }>(
    "SELECT region FROM postcode_ranges WHERE country = ? AND low <= ? AND high >= ? LIMIT 1",
  );
  const insert = db.prepare<
    [string, number, string | null, string, string, string, string | null, string, string | null, string, string, string | null, string | null, number, string | null]
  >(
    `INSERT INTO addresses (owner_user, in_book, is_default, title, first_name, last_name, line1, line2, town, region, postal_code,
       country, phone, mobile, created_at, idempotency_key) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare<
    [string | null, string, string, string, string | null, string, string | null, string, string, string | null, string | null, number]
  >(
    `UPDATE addresses SET title = ?, first_name = ?, last_name = ?, line1 = ?, line2 = ?, town = ?, region = ?, postal_code = ?,
       country = ?, phone = ?, mobile = ? WHERE id = ?`,
  );
  const clearDefault = db.prepare<[string]>("UPDATE addresses SET is_default = 0 WHERE owner_user = ? AND is_default = 1");
  const setDefault = db.prepare<[number, number]>("UPDATE addresses SET is_default = ? WHERE id = ?");
  // An address a cart or a saved card still points at leaves the book (in_book = 0) instead of the table.
  const usedByCart = db.prepare<[number], { id: number }>("SELECT id FROM carts WHERE delivery_address_id = ? LIMIT 1");
  const usedByCard = db.prepare<[number], { id: number }>("SELECT id FROM payment_infos WHERE billing_address_id = ? LIMIT 1");
  const hide = db.prepare<[number]>("UPDATE addresses SET in_book = 0, is_default = 0 WHERE id = ?");
  const remove = db.prepare<[number]>("DELETE FROM addresses WHERE id = ?");

  function ownRow(uid: string, addressId: string): AddressRow {
    const row = ADDRESS_ID.test(addressId) ? own.get(Number(addressId), uid) : undefined;
    if (!row) throw unknownIdentifier(`Address with given id: '${addressId.slice(0, 40)}' doesn't exist or belong to this user`);
    return row;
  }

  function requireAlternate(uid: string) {
    if (!details.enablement(uid).alternateAddressEnabled) {
      throw forbidden("Your organisation delivers only to its own addresses: addresses cannot be added or changed");
    }
  }

  function checkPlace(countryCode: string, regionCode: string | null, postalCode: string) {
    if (!country.get(countryCode)) throw invalidParameter("country.isocode", `Unknown country '${countryCode}'`);
    if (regionCode && !region.get(regionCode, countryCode)) throw invalidParameter("region.isocode", `'${regionCode}' is not a region of ${countryCode}`);
    const pattern = POSTCODE_PATTERNS[countryCode];
    if (pattern && !pattern.test(postalCode)) throw invalidParameter("postalCode", `Not a postcode of ${countryCode}`);
  }

  const bookHasDefault = (uid: string) => details.addressBook(uid).some((address) => address.defaultAddress);

  /** POST users/{u}/addresses → the new address (201). */
  function create(uid: string, input: unknown, key: string | null) {
    if (key) {
      const earlier = byKey.get(uid, key);
      if (earlier) return { address: get(uid, String(earlier.id)), replayed: true };
    }
    requireAlternate(uid);
    const body = parseInput(addressBodySchema, input);
    const regionCode = body.region?.isocode ?? null;
    checkPlace(body.country.isocode, regionCode, body.postalCode);
    const makeDefault = body.defaultAddress || !bookHasDefault(uid);
    if (makeDefault) clearDefault.run(uid);
    const id = Number(
      insert.run(
        uid,
        makeDefault ? 1 : 0,
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
        key,
      ).lastInsertRowid,
    );
    return { address: get(uid, String(id)), replayed: false };
  }

  /** GET users/{u}/addresses/{id} */
  function get(uid: string, addressId: string) {
    return toOccAddress(ownRow(uid, addressId));
  }

  /** PATCH users/{u}/addresses/{id} (200, empty): only `defaultAddress` needs no alternate-address flag. */
  function patch(uid: string, addressId: string, input: unknown) {
    const row = ownRow(uid, addressId);
    const body = parseInput(addressPatchSchema, input ?? {});
    const { defaultAddress, ...fields } = body;
    if (Object.keys(fields).length > 0) {
      requireAlternate(uid);
      const countryCode = fields.country?.isocode ?? row.country;
      // A new country without a region drops the old country's region.
      const regionCode = fields.region !== undefined ? (fields.region?.isocode ?? null) : fields.country ? null : row.region;
      const postalCode = fields.postalCode ?? row.postalCode;
      checkPlace(countryCode, regionCode, postalCode);
      update.run(
        fields.titleCode !== undefined ? fields.titleCode : row.title,
        fields.firstName ?? row.firstName,
        fields.lastName ?? row.lastName,
        fields.line1 ?? row.line1,
        "line2" in fields ? (fields.line2 ?? null) : row.line2,
        fields.town ?? row.town,
        regionCode,
        postalCode,
        countryCode,
        "phone" in fields ? (fields.phone ?? null) : row.phone,
        "cellphone" in fields ? (fields.cellphone ?? null) : row.mobile,
        row.id,
      );
    }
    if (defaultAddress === true) {
      clearDefault.run(uid);
      setDefault.run(1, row.id);
    } else if (defaultAddress === false && row.isDefault === 1) {
      setDefault.run(0, row.id);
    }
  }

  /** DELETE users/{u}/addresses/{id} (200, empty). */
  function del(uid: string, addressId: string) {
    const row = ownRow(uid, addressId);
    if (usedByCart.get(row.id) || usedByCard.get(row.id)) hide.run(row.id);
    else remove.run(row.id);
    if (row.isDefault === 1 && !bookHasDefault(uid)) {
      const next = oldestOwn.get(uid);
      if (next) setDefault.run(1, next.id);
    }
  }

  /**
   * POST users/{u}/addresses/verification → SAP's AddressValidationWsDTO: `decision` ACCEPT | REVIEW | REJECT,
   * `suggestedAddresses` (REVIEW: the corrected address), `errors` (REJECT: an ErrorListWsDTO naming the field).
   */
  function verify(input: unknown) {
    const body = parseInput(addressBodySchema, input);
    checkPlace(body.country.isocode, body.region?.isocode ?? null, body.postalCode);
    const result = verifyAddress(body, (countryCode, postcode) => postcodeRegion.get(countryCode, postcode, postcode)?.region ?? null);
    if (result.decision === "ACCEPT") return { decision: "ACCEPT" as const };
    if (result.decision === "REJECT") {
      return {
        decision: "REJECT" as const,
        errors: { errors: [{ type: "ValidationError", subject: result.subject, subjectType: "field", reason: "invalid", message: result.message }] },
      };
    }
    const { defaultAddress, ...suggested } = result.suggested;
    void defaultAddress;
    return { decision: "REVIEW" as const, suggestedAddresses: [suggested] };
  }

  return { create, get, patch, delete: del, verify };
}
