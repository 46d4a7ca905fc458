import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as onboardingMessages from "~/lib/onboarding/messages";
import * as registrationMessages from "~/lib/registration/messages";
import { optionalMobile } from "~/lib/registration/register-schema";

/** The first-login onboarding form (/customer-onboarding; issue 4). */
export const OnboardingSchema = z.object({
  preferredName: z.string().trim().max(100, registrationMessages.fieldTooLong(100)).optional(),
  mobile: optionalMobile,
  uniformPolicyAccepted: z
    .boolean({ required_error: onboardingMessages.uniformPolicyRequired, invalid_type_error: onboardingMessages.uniformPolicyRequired })
    .refine((value) => value, onboardingMessages.uniformPolicyRequired),
});
export type OnboardingForm = z.infer<typeof OnboardingSchema>;

/** The onboarding action's parse (the browser loads the schema through `lazyValidator`). */
export function parseOnboardingForm(formData: FormData) {
  return parseWithZod(formData, { schema: OnboardingSchema });
}
