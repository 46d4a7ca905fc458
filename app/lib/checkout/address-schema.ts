import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as checkoutMessages from "./messages";
import * as messages from "~/lib/messages";
import { isValidMobile } from "~/lib/registration/mobile-number";
import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, POSTAL_CODE_PATTERN, TITLE_OPTIONS } from "./address-fields";

/**
 * A new address (spec part 2 §3 "Address", §5): the delivery-address step's "Enter a new address" and the
 * billing address after a card registration. Shared by the browser (loaded through `lazyValidator`, instant
 * feedback) and the actions (`parseAddressForm`, the check that counts); the backend checks the same rules again
 * (POST {cart}/addresses/delivery). Field names: the issue-5 form contract (docs/occ-api.md).
 */

const TITLE_CODES = TITLE_OPTIONS.map((option) => option.value) as [string, ...string[]];

const requiredText = (max: number) =>
  z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, checkoutMessages.addressFieldTooLong(max));

const optionalText = (max: number) => z.string().trim().max(max, checkoutMessages.addressFieldTooLong(max)).optional();

const optionalNumber = (message: string) =>
  z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.phone, message)
    .refine(isValidMobile, message)
    .optional();

export const AddressSchema = z
  .object({
    titleCode: z.enum(TITLE_CODES, { errorMap: () => ({ message: checkoutMessages.addressInvalidTitle }) }).optional(),
    firstName: requiredText(ADDRESS_LIMITS.name),
    lastName: requiredText(ADDRESS_LIMITS.name),
    line1: requiredText(ADDRESS_LIMITS.line),
    line2: optionalText(ADDRESS_LIMITS.line),
    town: requiredText(ADDRESS_LIMITS.town),
    /** The isocode of a region of the chosen country, e.g. AU-NSW. */
    region: z.string().trim().optional(),
    postalCode: z
      .string({ required_error: messages.required })
      .trim()
      .min(1, messages.required)
      .regex(POSTAL_CODE_PATTERN, checkoutMessages.addressInvalidPostalCode),
    country: z.enum(ADDRESS_COUNTRIES, {
      errorMap: (issue) => ({
        message: issue.code === "invalid_type" ? messages.required : checkoutMessages.addressInvalidCountry,
      }),
    }),
    phone: optionalNumber(checkoutMessages.addressInvalidPhone),
    cellphone: optionalNumber(checkoutMessages.addressInvalidMobile),
    defaultAddress: z.boolean().optional().default(false),
    saveInAddressBook: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    // Which regions exist is the backend's list; here only that the region belongs to the chosen country.
    if (value.region && !value.region.startsWith(`${value.country}-`)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["region"], message: checkoutMessages.addressInvalidRegion });
    }
  });
export type AddressForm = z.infer<typeof AddressSchema>;

/** The address form's parsing in the actions (delivery address, billing address); the browser loads the schema through `lazyValidator`. */
export function parseAddressForm(formData: FormData) {
  return parseWithZod(formData, { schema: AddressSchema });
}

/** The address fields a form typed, as SAP's AddressWsDTO has them: nested country and region, empty optional fields left out. */
export type OccAddressFields = Pick<AddressForm, "titleCode" | "firstName" | "lastName" | "line1" | "line2" | "town" | "region" | "postalCode" | "country" | "phone" | "cellphone">;

export function toOccAddressFields(value: OccAddressFields) {
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
  };
}

/**
 * The OCC Address body for `POST {cart}/addresses/delivery` (docs/occ-api.md "Checkout details"): the address fields
 * plus the address-book flags.
 */
export function toAddressBody(value: AddressForm) {
  return {
    ...toOccAddressFields(value),
    defaultAddress: value.defaultAddress,
    saveInAddressBook: value.saveInAddressBook || value.defaultAddress,
  };
}
export type AddressBody = ReturnType<typeof toAddressBody>;
