import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";

/** Step 2 of registration (`/register/verify`): the code from the e-mail. */
export const VerifyCodeSchema = z.object({
  verificationCode: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(/^\d{6}$/, registrationMessages.verificationCodeFormat),
});

/** The verify action's parse (the browser loads the schema through `lazyValidator`). */
export function parseVerifyCodeForm(formData: FormData) {
  return parseWithZod(formData, { schema: VerifyCodeSchema });
}

