import { parseWithZod } from "@conform-to/zod";
import { IdentityConsentSchema, RegisterSchema, VerifyCodeSchema } from "./register";

/** The registration actions' parsing (in a `.server` module: zod stays out of the route bundles). */
export function parseRegisterForm(formData: FormData) {
  return parseWithZod(formData, { schema: RegisterSchema });
}

export function parseVerifyCodeForm(formData: FormData) {
  return parseWithZod(formData, { schema: VerifyCodeSchema });
}

export function parseIdentityConsentForm(formData: FormData) {
  return parseWithZod(formData, { schema: IdentityConsentSchema });
}
