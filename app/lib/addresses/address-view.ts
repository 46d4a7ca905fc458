import type { Address } from "~/lib/occ/cart.server";
import type { AddressBookBody } from "~/lib/occ/addresses.server";

/** An address card (issue 25, H3): what the book, the delete page and the suggestion step show. */
export interface AddressCard {
  id: string;
  name: string;
  lines: string[];
  phone: string | null;
  mobile: string | null;
  isDefault: boolean;
  /** The user's own address (in their book: editable); otherwise their organisation's, offered at checkout. */
  own: boolean;
}

type Lines = Pick<Address, "title" | "firstName" | "lastName" | "line1" | "line2" | "town" | "postalCode"> & {
  region?: { isocode: string; isocodeShort?: string | undefined } | undefined;
  country: { isocode: string; name?: string | undefined };
};

export function addressLinesOf(address: Lines): { name: string; lines: string[] } {
  const region = address.region?.isocodeShort ?? address.region?.isocode.replace(/^[A-Z]{2}-/, "");
  return {
    name: [address.title, address.firstName, address.lastName].filter(Boolean).join(" "),
    lines: [
      address.line1,
      ...(address.line2 ? [address.line2] : []),
      [address.town, region, address.postalCode].filter(Boolean).join(" "),
      address.country.name ?? address.country.isocode,
    ],
  };
}

export function addressCard(address: Address): AddressCard | null {
  if (!address.id) return null;
  return {
    id: address.id,
    ...addressLinesOf(address),
    phone: address.phone ?? null,
    mobile: address.cellphone ?? null,
    isDefault: address.defaultAddress === true,
    own: address.visibleInAddressBook !== false,
  };
}

/** The cards, the default first (the backend's order otherwise). */
export function addressCards(addresses: readonly Address[]): AddressCard[] {
  const cards = addresses.map(addressCard).filter((card): card is AddressCard => card !== null);
  return [...cards.filter((card) => card.isDefault), ...cards.filter((card) => !card.isDefault)];
}

/** The suggestion step's two addresses as lines (country names from the countries call). */
export function bodyLines(body: AddressBookBody, countryName: (iso: string) => string): { name: string; lines: string[] } {
  return addressLinesOf({ ...body, country: { isocode: body.country.isocode, name: countryName(body.country.isocode) } });
}

/** The form's values (as posted) from an address. */
export function formValuesOf(address: Address | AddressBookBody): Record<string, string | undefined> {
  return {
    country: address.country.isocode,
    titleCode: address.titleCode,
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2,
    town: address.town,
    region: address.region?.isocode,
    postalCode: address.postalCode,
    phone: address.phone,
    cellphone: address.cellphone,
    defaultAddress: address.defaultAddress ? "on" : undefined,
  };
}
