import { parseWithZod } from "@conform-to/zod";
import { OnboardingSchema } from "./onboarding";

/** The onboarding action's parsing (in a `.server` module: zod stays out of the route bundle). */
export function parseOnboardingForm(formData: FormData) {
  return parseWithZod(formData, { schema: OnboardingSchema });
}
