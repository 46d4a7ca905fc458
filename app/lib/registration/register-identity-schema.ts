import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as registrationMessages from "~/lib/registration/messages";

/** The identity-provider registration page's consent (spec part 1 §2 customerRegistrationPage). */
export const IdentityConsentSchema = z.object({
  consent: z
    .boolean({ required_error: registrationMessages.identityConsentRequired, invalid_type_error: registrationMessages.identityConsentRequired })
    .refine((value) => value, registrationMessages.identityConsentRequired),
});

/** The identity registration action's parse (the browser loads the schema through `lazyValidator`). */
export function parseIdentityConsentForm(formData: FormData) {
  return parseWithZod(formData, { schema: IdentityConsentSchema });
}
