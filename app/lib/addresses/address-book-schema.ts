import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as checkoutMessages from "~/lib/checkout/messages";
import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, TITLE_OPTIONS } from "~/lib/checkout/address-fields";
import { toOccAddressFields } from "~/lib/checkout/address-schema";
import * as messages from "~/lib/messages";
import { isValidMobile } from "~/lib/registration/mobile-number";
import type { AddressBookBody } from "~/lib/occ/addresses.server";
import * as m from "./messages";
import { POSTCODE_RULES } from "./postcode-rules";

/**
 * The address book's form (issue 25, H3; spec part 2 §3 "Address": country/region, title, first and last name,
 * lines 1–2, city, state, zip, phone and mobile optional, default flag): one schema for the browser (through
 * `lazyValidator`) and the actions (`parseAddressBookForm`). The postcode's format is the country's (postcode-rules.ts);
 * the backend checks the same and verifies the address (suggestions, 'Invalid Address.').
 */

const TITLE_CODES = TITLE_OPTIONS.map((option) => option.value) as [string, ...string[]];
const requiredText = (max: number) =>
  z.string({ required_error: messages.required }).trim().min(1, messages.required).max(max, checkoutMessages.addressFieldTooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, checkoutMessages.addressFieldTooLong(max)).optional();
const optionalNumber = (message: string) => z.string().trim().max(ADDRESS_LIMITS.phone, message).refine(isValidMobile, message).optional();

export const AddressBookSchema = z
  .object({
    country: z.enum(ADDRESS_COUNTRIES, {
      errorMap: (issue) => ({ message: issue.code === "invalid_type" ? messages.required : checkoutMessages.addressInvalidCountry }),
    }),
    titleCode: z.enum(TITLE_CODES, { errorMap: () => ({ message: checkoutMessages.addressInvalidTitle }) }).optional(),
    firstName: requiredText(ADDRESS_LIMITS.name),
    lastName: requiredText(ADDRESS_LIMITS.name),
    line1: requiredText(ADDRESS_LIMITS.line),
    line2: optionalText(ADDRESS_LIMITS.line),
    town: requiredText(ADDRESS_LIMITS.town),
    region: z.string().trim().optional(),
    postalCode: z.string({ required_error: messages.required }).trim().min(1, messages.required),
    phone: optionalNumber(checkoutMessages.addressInvalidPhone),
    cellphone: optionalNumber(checkoutMessages.addressInvalidMobile),
    defaultAddress: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.region && !value.region.startsWith(`${value.country}-`)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["region"], message: checkoutMessages.addressInvalidRegion });
    }
    const rule = POSTCODE_RULES[value.country];
    if (rule && !rule.pattern.test(value.postalCode)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["postalCode"], message: m.postcodeInvalid(rule.countryName, rule.digits) });
    }
  });
export type AddressBookForm = z.infer<typeof AddressBookSchema>;

export function parseAddressBookForm(formData: FormData) {
  return parseWithZod(formData, { schema: AddressBookSchema });
}

/** SAP's AddressWsDTO for POST/PATCH users/{u}/addresses and the verification: nested country and region. */
export function toAddressBookBody(value: AddressBookForm): AddressBookBody {
  return { ...toOccAddressFields(value), defaultAddress: value.defaultAddress };
}

/** The suggestion step's form: which of the two addresses to save. */
export const VerifyChoiceSchema = z.object({
  choice: z.enum(["suggested", "entered"], { errorMap: () => ({ message: m.verifyChoiceRequired }) }),
});

export function parseVerifyChoice(formData: FormData) {
  return parseWithZod(formData, { schema: VerifyChoiceSchema });
}

/** A card's "Set as default" form. */
export const SetDefaultSchema = z.object({ intent: z.literal("default"), addressId: z.string().regex(/^\d{1,19}$/) });
