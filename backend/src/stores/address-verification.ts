/**
 * The address verification rules (issue 25; `POST users/{u}/addresses/verification`, SAP's AddressValidationWsDTO;
 * docs/address-book.md "Suggestions"). Pure: the postcode table comes in as a function. Three rules, in order:
 * 1. capitalise: a word typed all in lower case gets a capital first letter (names, address lines, town);
 * 2. expand the street type at the end of an address line (or before a comma): St → Street, Rd → Road, Ave → Avenue…
 *    ("12 St Kilda Rd" → "12 St Kilda Road": a 'St' inside the line is a saint, left alone);
 * 3. the postcode decides the state: a region that does not match the postcode's (or none) becomes the postcode's.
 * Nothing changed → ACCEPT; something changed → REVIEW with the corrected address as the one suggestion; a postcode
 * of a country whose table is complete (AU) that is in no range → REJECT (the storefront says 'Invalid Address.').
 */

export const STREET_TYPES: Readonly<Record<string, string>> = {
  st: "Street",
  rd: "Road",
  ave: "Avenue",
  av: "Avenue",
  dr: "Drive",
  pde: "Parade",
  hwy: "Highway",
  cres: "Crescent",
  pl: "Place",
  ct: "Court",
  ln: "Lane",
  tce: "Terrace",
};

/** Countries whose postcode table covers every real postcode (a postcode outside it is rejected). */
export const COMPLETE_POSTCODE_TABLES: readonly string[] = ["AU"];

export interface VerifiableAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string | undefined;
  town: string;
  region?: { isocode: string } | null | undefined;
  postalCode: string;
  country: { isocode: string };
}

export type Verification<A extends VerifiableAddress> =
  | { decision: "ACCEPT" }
  | { decision: "REVIEW"; suggested: A }
  | { decision: "REJECT"; subject: "postalCode"; message: string };

const collapse = (text: string) => text.trim().replace(/\s+/g, " ");

/** Rule 1: every all-lower-case word gets a capital first letter ("george street" → "George Street"). */
export function capitalise(text: string): string {
  return collapse(text).replace(/(^|[\s,/-])([a-z][a-z']*)(?=$|[\s,/-])/g, (_all, before: string, word: string) => before + word[0]!.toUpperCase() + word.slice(1));
}

/** Rule 2: the street type abbreviation ending the line (or a part of it before a comma), written out. */
export function expandStreetType(line: string): string {
  return line
    .split(",")
    .map((part) =>
      part.replace(/(\s)([A-Za-z]+)\.?(\s*)$/, (all, space: string, word: string, trail: string) => {
        const full = STREET_TYPES[word.toLowerCase()];
        return full ? `${space}${full}${trail}` : all;
      }),
    )
    .join(",");
}

const tidyLine = (line: string) => expandStreetType(capitalise(line));

export function verifyAddress<A extends VerifiableAddress>(address: A, regionOfPostcode: (country: string, postcode: number) => string | null): Verification<A> {
  const country = address.country.isocode;
  const postcodeRegion = regionOfPostcode(country, Number(address.postalCode));
  if (postcodeRegion === null && COMPLETE_POSTCODE_TABLES.includes(country)) {
    return { decision: "REJECT", subject: "postalCode", message: `${address.postalCode} is not a postcode of ${country}` };
  }
  const suggested: A = {
    ...address,
    firstName: capitalise(address.firstName),
    lastName: capitalise(address.lastName),
    line1: tidyLine(address.line1),
    ...(address.line2 ? { line2: tidyLine(address.line2) } : {}),
    town: capitalise(address.town),
    ...(postcodeRegion && postcodeRegion !== address.region?.isocode ? { region: { isocode: postcodeRegion } } : {}),
  };
  const changed =
    suggested.firstName !== address.firstName ||
    suggested.lastName !== address.lastName ||
    suggested.line1 !== address.line1 ||
    (suggested.line2 ?? "") !== (address.line2 ?? "") ||
    suggested.town !== address.town ||
    (suggested.region?.isocode ?? null) !== (address.region?.isocode ?? null);
  return changed ? { decision: "REVIEW", suggested } : { decision: "ACCEPT" };
}
