import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import { isValidMobile } from "~/lib/registration/mobile-number";
import * as registrationMessages from "~/lib/registration/messages";
import * as profileMessages from "./messages";

/**
 * My Profile's forms (issue 25; spec part 2 §3 Profile, §5), each shared by the browser (`lazyValidator`) and its action,
 * the check that counts. The backend enforces the same limits (backend/src/routes/account-profile.ts).
 */

export const NAME_MAX = 100;
/** Letters of any script and their marks, spaces, apostrophes, hyphens and full stops (the backend's rule too). */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
export const PREFERRED_NAME_MAX = 100;

const requiredName = z
  .string({ required_error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(NAME_MAX, profileMessages.nameTooLong(NAME_MAX))
  .refine((value) => value === "" || NAME_PATTERN.test(value), profileMessages.nameCharacters);

/** Title (one of `GET titles`, required: spec part 2 §5 'Title required'), first and last name. */
export function profileSchemaFor(titleCodes: readonly string[]) {
  return z.object({
    titleCode: z
      .string({ required_error: messages.required })
      .refine((code) => titleCodes.includes(code), messages.required),
    firstName: requiredName,
    lastName: requiredName,
  });
}
export type ProfileForm = z.infer<ReturnType<typeof profileSchemaFor>>;

export function parseProfileForm(formData: FormData, titleCodes: readonly string[]) {
  return parseWithZod(formData, { schema: profileSchemaFor(titleCodes) });
}

/** The preferred name: optional (empty removes it), at most 100 characters. */
export const PreferredNameSchema = z.object({
  preferredName: z
    .string()
    .trim()
    .max(PREFERRED_NAME_MAX, profileMessages.nameTooLong(PREFERRED_NAME_MAX))
    .refine((value) => value === "" || NAME_PATTERN.test(value), profileMessages.nameCharacters)
    .optional()
    .transform((value) => value ?? ""),
});

export function parsePreferredNameForm(formData: FormData) {
  return parseWithZod(formData, { schema: PreferredNameSchema });
}

/** Step 1 of the mobile change: the new number (the rule of app/lib/registration/mobile-number.ts). */
export const NewMobileSchema = z.object({
  mobile: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(40, registrationMessages.invalidMobile)
    .refine(isValidMobile, registrationMessages.invalidMobile),
});

export function parseNewMobileForm(formData: FormData) {
  return parseWithZod(formData, { schema: NewMobileSchema });
}

/** Step 2: the code from the text message. */
export const MobileCodeSchema = z.object({
  verificationCode: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(/^\d{6}$/, profileMessages.codeFormat),
});

export function parseMobileCodeForm(formData: FormData) {
  return parseWithZod(formData, { schema: MobileCodeSchema });
}

/** Close account: the password, to confirm it is the user. */
export const CloseAccountSchema = z.object({
  password: z.string({ required_error: messages.required }).min(1, messages.required).max(1024, messages.required),
});

export function parseCloseAccountForm(formData: FormData) {
  return parseWithZod(formData, { schema: CloseAccountSchema });
}
