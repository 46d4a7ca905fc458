import { parseWithZod } from "@conform-to/zod";
import { AddressSchema, type AddressForm } from "./address";

export type { AddressForm };

/** The address form's parsing in the actions (delivery address, billing address); zod stays out of route bundles. */
export function parseAddressForm(formData: FormData) {
  return parseWithZod(formData, { schema: AddressSchema });
}

/**
 * The OCC Address body for `POST {cart}/addresses/delivery` (docs/occ-api.md "Checkout details"): nested
 * country and region, empty optional fields left out, plus the address-book flags.
 */
export function toAddressBody(value: AddressForm) {
  return {
    ...(value.titleCode ? { titleCode: value.titleCode } : {}),
    firstName: value.firstName,
    lastName: value.lastName,
    line1: value.line1,
    ...(value.line2 ? { line2: value.line2 } : {}),
    town: value.town,
    ...(value.region ? { region: { isocode: value.region } } : {}),
    postalCode: value.postalCode,
    country: { isocode: value.country },
    ...(value.phone ? { phone: value.phone } : {}),
    ...(value.cellphone ? { cellphone: value.cellphone } : {}),
    defaultAddress: value.defaultAddress,
    saveInAddressBook: value.saveInAddressBook || value.defaultAddress,
  };
}
export type AddressBody = ReturnType<typeof toAddressBody>;
