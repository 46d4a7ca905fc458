/**
 * The address form's field names (docs/occ-api.md "Issue 5 additions", the storefront form contract of
 * issue 5) and the choices they accept. No zod here: the form component imports this file (decision 004).
 * Used by the delivery-address step (intent=new) and the billing address after a card registration.
 */
import { TITLE_OPTIONS } from "~/lib/registration/titles";

export { TITLE_OPTIONS };

/** In the order the form shows them (and the error summary lists them). */
export const ADDRESS_FIELDS = [
  "country",
  "titleCode",
  "firstName",
  "lastName",
  "line1",
  "line2",
  "town",
  "region",
  "postalCode",
  "phone",
  "cellphone",
  "defaultAddress",
  "saveInAddressBook",
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

/** Countries the backend ships to (GET countries?type=SHIPPING answers a subset of these). */
export const ADDRESS_COUNTRIES = ["AU", "NZ"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** Australian and New Zealand postcodes: four digits. */
export const POSTAL_CODE_PATTERN = /^\d{4}$/;

/** Length limits (the backend checks the same). */
export const ADDRESS_LIMITS = { name: 100, line: 255, town: 100, phone: 40 } as const;
