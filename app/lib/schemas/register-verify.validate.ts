import { parseWithZod } from "@conform-to/zod";
import { VerifyCodeSchema } from "./register";

/** The verification-code form's browser-side validation, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: VerifyCodeSchema });
}
