import { parseWithZod } from "@conform-to/zod";
import { RegisterSchema } from "./register";

/** The registration form's browser-side validation, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: RegisterSchema });
}
