import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as resetMessages from "~/lib/password-reset/messages";
import * as messages from "~/lib/messages";
import { passwordProblem } from "~/lib/password-reset/password-rules";

/**
 * The new-password form (mode 5, spec part 1 §5, part 2 §5): password and confirm password are
 * required, the password follows the shared rules (password-rules.ts, the backend enforces the
 * same), and the two must match. Every problem is reported at once, one message per field.
 */
export const ResetPasswordSchema = z
  .object({
    newPassword: z.string().optional(),
    confirmPassword: z.string().optional(),
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    const issue = (field: "newPassword" | "confirmPassword", message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    if (!newPassword) issue("newPassword", messages.required);
    else {
      const problem = passwordProblem(newPassword);
      if (problem) issue("newPassword", problem);
    }
    if (!confirmPassword) issue("confirmPassword", messages.required);
    else if (newPassword && confirmPassword !== newPassword) issue("confirmPassword", resetMessages.passwordsMismatch);
  })
  .transform(({ newPassword }) => ({ newPassword: newPassword ?? "" }));
export type ResetPasswordForm = z.infer<typeof ResetPasswordSchema>;

/** The /reset action's parse (the browser loads the schema through `lazyValidator`). */
export function parseResetPasswordForm(formData: FormData) {
  return parseWithZod(formData, { schema: ResetPasswordSchema });
}

/** Fields the server never sends back (GOV.UK: keep what was typed, except passwords). */
export const RESET_PASSWORD_HIDDEN_FIELDS = ["newPassword", "confirmPassword"];
