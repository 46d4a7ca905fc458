import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The purchase orders' confirmation forms (the summary's Submit, Delete): no fields, only the button. Their answer is
 * a `SubmissionResult` like every form's, its form-level message the backend's refusal.
 */
export const ConfirmSchema = z.object({});

/** The server's parse (the browser loads the schema through `lazyValidator`). */
export function parseConfirm(formData: FormData) {
  return parseWithZod(formData, { schema: ConfirmSchema });
}
