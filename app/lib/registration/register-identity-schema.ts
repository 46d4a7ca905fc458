import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as accountMessages from "~/lib/account-messages";

/** The identity-provider registration page's consent (spec part 1 §2 customerRegistrationPage). */
export const IdentityConsentSchema = z.object({
  consent: z
    .boolean({ required_error: accountMessages.identityConsentRequired, invalid_type_error: accountMessages.identityConsentRequired })
    .refine((value) => value, accountMessages.identityConsentRequired),
});

/** The identity registration action's parse (the browser loads the schema through `lazyValidator`). */
export function parseIdentityConsentForm(formData: FormData) {
  return parseWithZod(formData, { schema: IdentityConsentSchema });
}
