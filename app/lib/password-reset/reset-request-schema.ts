import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { isValidMobile } from "~/lib/registration/mobile-number";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";

/** A mobile number (app/lib/registration/mobile-number.ts). */
export { isValidMobile as isMobileNumber } from "~/lib/registration/mobile-number";

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
      } else if (!isValidMobile(value)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: registrationMessages.invalidMobile });
      }
    }),
});
export type ResetRequestForm = z.infer<typeof ResetRequestSchema>;

/** The /resetpassword action's parse (the browser loads the schema through `lazyValidator`). */
export function parseResetRequestForm(formData: FormData) {
  return parseWithZod(formData, { schema: ResetRequestSchema });
}
