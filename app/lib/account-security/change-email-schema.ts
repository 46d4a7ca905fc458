import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import * as securityMessages from "./messages";

/**
 * The change-e-mail form of Login & Security (spec part 2 §2 email update, §5): the new address ('This field is
 * required.', 'This is not a valid email format.'), its confirmation ('Please enter a valid email.', and the two must
 * match), and the current password. The backend checks the password and whether the address is taken
 * (PUT users/{userId}/login).
 */
const email = (invalid: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.required });
      else if (value.length > 254 || !z.string().email().safeParse(value).success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: invalid });
    });

export const ChangeEmailSchema = z
  .object({
    intent: z.literal("email"),
    newEmail: email(messages.invalidEmailFormat),
    confirmEmail: email(messages.invalidEmail),
    password: z.string().optional(),
  })
  .superRefine(({ newEmail, confirmEmail, password }, ctx) => {
    const valid = (value: string) => value.length <= 254 && z.string().email().safeParse(value).success;
    if (valid(newEmail) && valid(confirmEmail) && newEmail.toLowerCase() !== confirmEmail.toLowerCase()) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmEmail"], message: securityMessages.emailsMismatch });
    }
    if (!password) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: messages.required });
  })
  .transform(({ newEmail, password }) => ({ newEmail: newEmail.toLowerCase(), password: password ?? "" }));
export type ChangeEmailForm = z.infer<typeof ChangeEmailSchema>;

export function parseChangeEmailForm(formData: FormData) {
  return parseWithZod(formData, { schema: ChangeEmailSchema });
}

export const CHANGE_EMAIL_HIDDEN_FIELDS = ["password"];
