import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The confirmation page's form ("Confirm approval" / "Confirm decline"): no fields, only the button (the decision is
 * the draft's). Its answer is a `SubmissionResult` like every form's, its form-level messages the backend's refusal.
 */
export const ConfirmSchema = z.object({});

/** The server's parse (the browser loads the schema through `lazyValidator`). */
export function parseConfirm(formData: FormData) {
  return parseWithZod(formData, { schema: ConfirmSchema });
}
