import { z } from "zod";
import * as messages from "~/lib/messages";

/** The sign-in form, shared by the browser (instant feedback) and the action (the check that counts). */
export const LoginSchema = z.object({
  email: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .email(messages.invalidEmailFormat),
  password: z.string({ required_error: messages.required }).min(1, messages.required),
  redirectTo: z.string().optional(),
  billTo: z.string().optional(),
});
export type LoginForm = z.infer<typeof LoginSchema>;
