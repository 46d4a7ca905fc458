import { parseWithZod } from "@conform-to/zod";
import { OnboardingSchema } from "./onboarding";

/** The onboarding form's browser-side validation, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: OnboardingSchema });
}
