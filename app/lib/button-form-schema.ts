import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The schema of a form that is only a button (Submit, Delete, Confirm, Resend…): no fields, so it always parses. Its
 * action still answers a refusal (a backend error) through `invalidSubmission(context, parseButtonForm(formData),
 * { formErrors })`, and the page renders that `SubmissionResult` through `useSubmissionForm` like any other form
 * (`lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema))`).
 */
export const ButtonFormSchema = z.object({});

export function parseButtonForm(formData: FormData) {
  return parseWithZod(formData, { schema: ButtonFormSchema });
}
