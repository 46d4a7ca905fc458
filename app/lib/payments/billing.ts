/**
 * The billing address after a card registration (spec part 2 §3 "Billing address: country isocode, firstName,
 * lastName, line1, line2, town, region isocodeShort, postalCode"; §5 "Billing address is the same as the delivery
 * address or a valid form"), as the response call wants it: SAP's `billingAddress=true&country=&firstName=…` query fields, the delivery
 * address's when 'same as delivery' is ticked (docs/occ-api.md "Digital payments"). Pure and zod-free (tests/payments/billing.test.ts).
 */

import { type DigitalPaymentBilling } from "~/lib/occ/payments.server";

/** The billing form's value: the response call's fields (`region` as the form posts it: AU-NSW) and the form's extras. */
export interface BillingAddressValue extends DigitalPaymentBilling {
  titleCode?: string;
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

/** What the response call sends as the billing address: SAP's parameter set (app/lib/occ/payments.server.ts). */
export type BillingAddressQuery = DigitalPaymentBilling;

/** The delivery address as the cart carries it (for 'Same as delivery address'). */
export interface DeliveryAddressLike {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  region?: { isocode: string; isocodeShort?: string };
  postalCode: string;
  country: { isocode: string };
}

/**
 * The billing address of `POST {cart}/payment/digitalPayments/response` for a billing choice, as Spartacus sends it
 * (its billing form service answers the delivery address when 'same as delivery' is ticked): SAP's parameters
 * `country`, `firstName`, `lastName`, `line1`, `line2`, `town`, `region` (isocodeShort), `postalCode`. Title and phone
 * are not among SAP's parameters. Undefined when the box is ticked and the cart has no delivery address.
 */
export function billingQuery(billing: BillingValue, delivery?: DeliveryAddressLike): BillingAddressQuery | undefined {
  if ("sameAsDelivery" in billing) {
    if (!billing.sameAsDelivery || !delivery) return undefined;
    const country = delivery.country.isocode;
    return compact({
      country,
      firstName: delivery.firstName,
      lastName: delivery.lastName,
      line1: delivery.line1,
      line2: delivery.line2,
      town: delivery.town,
      region: delivery.region ? (delivery.region.isocodeShort ?? regionShort(delivery.region.isocode, country)) : undefined,
      postalCode: delivery.postalCode,
    });
  }
  return compact({
    country: billing.country,
    firstName: billing.firstName,
    lastName: billing.lastName,
    line1: billing.line1,
    line2: billing.line2,
    town: billing.town,
    region: billing.region ? regionShort(billing.region, billing.country) : undefined,
    postalCode: billing.postalCode,
  });
}

/** Empty optional fields left out. */
function compact({ line2, region, ...required }: BillingAddressQuery): BillingAddressQuery {
  return { ...required, ...(line2 ? { line2 } : {}), ...(region ? { region } : {}) };
}
