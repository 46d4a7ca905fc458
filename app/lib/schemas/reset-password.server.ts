import { parseWithZod } from "@conform-to/zod";
import { ResetPasswordSchema } from "./reset-password";

/** The /reset action's parsing (a `.server` module: zod stays out of the route's bundle). */
export function parseResetPasswordForm(formData: FormData) {
  return parseWithZod(formData, { schema: ResetPasswordSchema });
}

/** Fields the server never sends back (GOV.UK: keep what was typed, except passwords). */
export const RESET_PASSWORD_HIDDEN_FIELDS = ["newPassword", "confirmPassword"];
