import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import * as resetMessages from "~/lib/password-reset/messages";
import { PASSWORD_CHANGE_MIN_LENGTH, passwordProblem } from "~/lib/password-reset/password-rules";
import * as securityMessages from "./messages";

/**
 * The change-password form of Login & Security (spec part 2 §5): old password required; the new one follows the
 * shared rules with the change form's minimum of 6 (at most 128, an uppercase letter, a digit, a special character,
 * no character twice in a row), differs from the old one, and matches its confirmation. Every problem at once, one
 * message per field. The backend checks the same (PUT users/{userId}/password) and the old password itself.
 */
export const ChangePasswordSchema = z
  .object({
    intent: z.literal("password"),
    oldPassword: z.string().optional(),
    newPassword: z.string().optional(),
    confirmPassword: z.string().optional(),
  })
  .superRefine(({ oldPassword, newPassword, confirmPassword }, ctx) => {
    const issue = (field: "oldPassword" | "newPassword" | "confirmPassword", message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    if (!oldPassword) issue("oldPassword", messages.required);
    if (!newPassword) issue("newPassword", messages.required);
    else {
      const problem = passwordProblem(newPassword, PASSWORD_CHANGE_MIN_LENGTH);
      if (problem) issue("newPassword", problem);
      else if (oldPassword && newPassword === oldPassword) issue("newPassword", securityMessages.samePassword);
    }
    if (!confirmPassword) issue("confirmPassword", messages.required);
    else if (newPassword && confirmPassword !== newPassword) issue("confirmPassword", resetMessages.passwordsMismatch);
  })
  .transform(({ oldPassword, newPassword }) => ({ oldPassword: oldPassword ?? "", newPassword: newPassword ?? "" }));
export type ChangePasswordForm = z.infer<typeof ChangePasswordSchema>;

export function parseChangePasswordForm(formData: FormData) {
  return parseWithZod(formData, { schema: ChangePasswordSchema });
}

/** Never sent back (GOV.UK: keep what was typed, except passwords). */
export const CHANGE_PASSWORD_HIDDEN_FIELDS = ["oldPassword", "newPassword", "confirmPassword"];
