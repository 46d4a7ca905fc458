import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The pack pages' button-only forms (the review's Add to cart; a step's Continue answers the same way): no fields, only the button. Their
 * answer is a `SubmissionResult` like every form's, its form-level messages what is missing or the backend's refusal.
 */
export const ConfirmSchema = z.object({});

/** The server's parse (the browser loads the schema through `lazyValidator`). */
export function parseConfirm(formData: FormData) {
  return parseWithZod(formData, { schema: ConfirmSchema });
}
