import { z } from "zod";
import * as accountMessages from "~/lib/account-messages";
import * as messages from "~/lib/messages";

/** A mobile number: 8–15 digits once spaces, dashes, dots and brackets are removed; an optional leading '+'. */
export function isMobileNumber(value: string): boolean {
  return /^\+?\d{8,15}$/.test(value.replace(/[\s\-.()]/g, ""));
}

const email = z.string().email();

/**
 * The reset request form (mode 2, spec part 1 §5): one field, an e-mail or a mobile number.
 * Required; when it contains '@' it must be an e-mail ('This is not a valid email format.'),
 * otherwise a mobile number.
 */
export const ResetRequestSchema = z.object({
  userId: z
    .string({ required_error: messages.required })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.required });
      else if (value.includes("@")) {
        if (!email.safeParse(value).success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.invalidEmailFormat });
      } else if (!isMobileNumber(value)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: accountMessages.invalidMobile });
      }
    }),
});
export type ResetRequestForm = z.infer<typeof ResetRequestSchema>;
