import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";

/**
 * The /guest-checkout form: the guest's e-mail (spec part 2 §5: 'This field is required.', 'This is not a valid
 * email format.'). Shared by the action and, lazily, the browser (`lazyValidator`); never imported statically by a
 * route module (zod stays out of first-load JavaScript, decision 004).
 */
export const GuestEmailSchema = z.object({
  email: z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.invalidEmailFormat)
    .email(messages.invalidEmailFormat),
});
export type GuestEmailForm = z.infer<typeof GuestEmailSchema>;

/** The /guest-checkout action's parse (the browser loads the schema through `lazyValidator`). */
export function parseGuestEmailForm(formData: FormData) {
  return parseWithZod(formData, { schema: GuestEmailSchema });
}
