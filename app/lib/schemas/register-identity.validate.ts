import { parseWithZod } from "@conform-to/zod";
import { IdentityConsentSchema } from "./register";

/** The identity-provider registration consent's browser-side validation, loaded on first focus. */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: IdentityConsentSchema });
}
