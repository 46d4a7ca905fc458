import { parseWithZod } from "@conform-to/zod";
import { ResetPasswordSchema } from "./reset-password";

/** Browser-side validation of the new-password form, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: ResetPasswordSchema });
}
