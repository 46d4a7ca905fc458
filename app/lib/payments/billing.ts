/**
 * The billing address after a card registration (spec part 2 §3 "Billing address: country isocode, firstName,
 * lastName, line1, line2, town, region isocodeShort, postalCode"; §5 "Billing address is the same as the delivery
 * address or a valid form"), as the response call wants it: `sameAsDelivery=true` or `billTo_*` query fields
 * (docs/occ-api.md "Digital payments"). Pure and zod-free (tests/payments/billing.test.ts).
 */

export interface BillingAddressValue {
  titleCode?: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  /** Region isocode as the form posts it (AU-NSW). */
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
  cellphone?: string;
}

export type BillingValue = { sameAsDelivery: boolean } | BillingAddressValue;

/** The form's 'Same as delivery address' checkbox (on by default). */
export const SAME_AS_DELIVERY = "sameAsDelivery";

/** The short region code the backend takes (AU-NSW → NSW). */
export function regionShort(region: string, country: string): string {
  return region.startsWith(`${country}-`) ? region.slice(country.length + 1) : region;
}

/** The query fields of `POST {cart}/payment/digitalPayments/response` for a billing choice (empty fields left out). */
export function billingQuery(billing: BillingValue): Record<string, string> {
  if ("sameAsDelivery" in billing) return billing.sameAsDelivery ? { sameAsDelivery: "true" } : {};
  const fields: Record<string, string | undefined> = {
    billTo_titleCode: billing.titleCode,
    billTo_firstName: billing.firstName,
    billTo_lastName: billing.lastName,
    billTo_street1: billing.line1,
    billTo_street2: billing.line2,
    billTo_city: billing.town,
    billTo_state: billing.region ? regionShort(billing.region, billing.country) : undefined,
    billTo_postalCode: billing.postalCode,
    billTo_country: billing.country,
    billTo_phoneNumber: billing.phone,
    billTo_cellphone: billing.cellphone,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
}
