import { type Db } from "../db";

/** An `addresses` row joined with its country and region names. */
export interface AddressRow {
  id: number;
  ownerUser: string | null;
  ownerUnit: string | null;
  inBook: number;
  isDefault: number;
  title: string | null;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  town: string;
  region: string | null;
  regionShort: string | null;
  regionName: string | null;
  postalCode: string;
  country: string;
  countryName: string;
  phone: string | null;
  mobile: string | null;
}

export const ADDRESS_SELECT = `SELECT a.id, a.owner_user AS ownerUser, a.owner_unit AS ownerUnit, a.in_book AS inBook,
    a.is_default AS isDefault, a.title, a.first_name AS firstName, a.last_name AS lastName, a.line1, a.line2, a.town,
    a.region, r.isocode_short AS regionShort, r.name AS regionName, a.postal_code AS postalCode, a.country,
    c.name AS countryName, a.phone, a.mobile
  FROM addresses a JOIN countries c ON c.isocode = a.country LEFT JOIN regions r ON r.isocode = a.region`;

const TITLES: Record<string, string> = { mr: "Mr.", ms: "Ms.", mrs: "Mrs.", miss: "Miss", dr: "Dr.", mx: "Mx." };

/** The OCC Address shape (docs/occ-api.md "Issue 5 additions"). */
export function toOccAddress(row: AddressRow) {
  return {
    id: String(row.id),
    ...(row.title ? { titleCode: row.title, title: TITLES[row.title] ?? row.title } : {}),
    firstName: row.firstName,
    lastName: row.lastName,
    line1: row.line1,
    ...(row.line2 ? { line2: row.line2 } : {}),
    town: row.town,
    ...(row.region ? { region: { isocode: row.region, isocodeShort: row.regionShort ?? row.region, name: row.regionName ?? row.region } } : {}),
    postalCode: row.postalCode,
    country: { isocode: row.country, name: row.countryName },
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.mobile ? { cellphone: row.mobile } : {}),
    defaultAddress: row.isDefault === 1,
    shippingAddress: true,
    // Issue 25: the user's own book addresses; a unit's shared addresses are offered at checkout but are not in the
    // user's address book (My account cannot change them).
    visibleInAddressBook: row.inBook === 1 && row.ownerUser !== null,
  };
}
export type OccAddress = ReturnType<typeof toOccAddress>;

export type AddressReader = ReturnType<typeof addressReader>;

export function addressReader(db: Db) {
  const byId = db.prepare<[number], AddressRow>(`${ADDRESS_SELECT} WHERE a.id = ?`);
  return {
    byId: (id: number) => byId.get(id),
  };
}
