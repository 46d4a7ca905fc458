import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { isValidMobile } from "~/lib/registration/mobile-number";
import * as resetMessages from "~/lib/password-reset/messages";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";
import { passwordProblem } from "~/lib/password-reset/password-rules";
import { TITLE_OPTIONS } from "./titles";

/**
 * The registration form (spec part 2 §3, §5; issue 4), shared by the browser (instant feedback,
 * through `lazyValidator`) and the action (registration-form.server.ts, the check that counts). The
 * employee checks (e-mail, mobile, employee code already taken) need the backend: the action
 * runs them after this schema passes.
 */

const TITLE_CODES = TITLE_OPTIONS.map((option) => option.value) as [string, ...string[]];

/** Mobile numbers: 8–15 digits once spaces, dashes, dots and brackets are removed; a leading '+' may stay. */
export { isValidMobile, normaliseMobile } from "~/lib/registration/mobile-number";
export const EMPLOYEE_CODE = /^[A-Za-z0-9-]{1,20}$/;

const requiredText = (max: number) =>
  z.string({ required_error: messages.required }).trim().min(1, messages.required).max(max, registrationMessages.fieldTooLong(max));

export const optionalMobile = z
  .string()
  .trim()
  .max(40, registrationMessages.invalidMobile)
  .refine(isValidMobile, registrationMessages.invalidMobile)
  .optional();

export const RegisterSchema = z
  .object({
    titleCode: z.enum(TITLE_CODES).optional(),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: z
      .string({ required_error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(254, messages.invalidEmail)
      .email(messages.invalidEmailFormat),
    mobile: optionalMobile,
    employeeCode: z.string().trim().regex(EMPLOYEE_CODE, registrationMessages.invalidEmployeeCode).optional(),
    password: z
      .string({ required_error: messages.required })
      .min(1, messages.required)
      .superRefine((value, ctx) => {
        const problem = passwordProblem(value);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      }),
    confirmPassword: z.string({ required_error: messages.required }).min(1, messages.required),
    termsConsent: z
      .boolean({ required_error: registrationMessages.termsRequired, invalid_type_error: registrationMessages.termsRequired })
      .refine((value) => value, registrationMessages.termsRequired),
    marketingConsent: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: resetMessages.passwordsMismatch });
    }
  });
export type RegisterForm = z.infer<typeof RegisterSchema>;
export type RegisterField = keyof RegisterForm;

/** The registration action's parse (the browser loads the schema through `lazyValidator`). */
export function parseRegisterForm(formData: FormData) {
  return parseWithZod(formData, { schema: RegisterSchema });
}
