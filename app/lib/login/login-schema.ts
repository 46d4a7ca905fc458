import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { parseBillTo } from "~/lib/login/bill-to";
import * as messages from "~/lib/messages";

/** The sign-in form, shared by the browser (instant feedback) and the action (the check that counts). */
export const LoginSchema = z.object({
  email: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .email(messages.invalidEmailFormat),
  // Spec part 2 §5 gives the sign-in password its own text.
  password: z.string({ required_error: messages.inputPassword }).min(1, messages.inputPassword),
  redirectTo: z.string().optional(),
  // Bounded (bill-to.ts): an unusable value is dropped, never an error the visitor cannot fix in a hidden field.
  billTo: z
    .string()
    .optional()
    .transform((value) => parseBillTo(value) ?? undefined),
});
export type LoginForm = z.infer<typeof LoginSchema>;

/** The login action's parse (the browser loads the schema through `lazyValidator`). */
export function parseLoginForm(formData: FormData) {
  return parseWithZod(formData, { schema: LoginSchema });
}
