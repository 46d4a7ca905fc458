import { parseWithZod } from "@conform-to/zod";
import { LoginSchema } from "./login";

/**
 * The login form's browser-side validation: the same zod schema the action uses. Loaded on
 * first focus (see app/components/form/use-submission-form.ts) so zod is not part of the page's first-load JavaScript.
 */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: LoginSchema });
}
