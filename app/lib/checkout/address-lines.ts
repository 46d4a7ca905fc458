/**
 * An address as the lines a person reads (order summary, address book, confirmation): name, street lines,
 * "Town REGION postcode", country. Pure and zod-free, so components may import it.
 */
export interface AddressLike {
  title?: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  region?: { isocode: string; isocodeShort?: string; name?: string };
  postalCode: string;
  country: { isocode: string; name?: string };
  phone?: string;
  cellphone?: string;
}

export function addressLines(address: AddressLike): string[] {
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(" ");
  const region = address.region ? (address.region.isocodeShort ?? address.region.isocode) : "";
  return [
    name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.town, region, address.postalCode].filter(Boolean).join(" "),
    address.country.name ?? address.country.isocode,
  ];
}
