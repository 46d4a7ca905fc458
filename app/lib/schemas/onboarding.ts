import { z } from "zod";
import { messages } from "~/lib/messages";
import { optionalMobile } from "./register";

/** The first-login onboarding form (/customer-onboarding; issue 4). */
export const OnboardingSchema = z.object({
  preferredName: z.string().trim().max(100, messages.fieldTooLong(100)).optional(),
  mobile: optionalMobile,
  uniformPolicyAccepted: z
    .boolean({ required_error: messages.uniformPolicyRequired, invalid_type_error: messages.uniformPolicyRequired })
    .refine((value) => value, messages.uniformPolicyRequired),
});
export type OnboardingForm = z.infer<typeof OnboardingSchema>;
