import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The link-expired view's 'Send me a new link' (modes 6 and 8): a button without fields — the token comes from the
 * signed reset cookie, never from the form. Parsed all the same, so a refusal answers a `SubmissionResult` like
 * every other form.
 */
export const ResendLinkSchema = z.object({});

/** The /expired action's parse (the browser loads the schema through `lazyValidator`). */
export function parseResendLinkForm(formData: FormData) {
  return parseWithZod(formData, { schema: ResendLinkSchema });
}
