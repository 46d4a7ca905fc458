import { parseWithZod } from "@conform-to/zod";
import { ResetRequestSchema } from "./reset-request";

/** Browser-side validation of the reset request form, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: ResetRequestSchema });
}
