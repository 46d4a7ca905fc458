import { parseWithZod } from "@conform-to/zod";
import { LoginSchema } from "./login";

/**
 * The login form's browser-side validation: the same zod schema the action uses. Loaded on
 * first use (see useLazyValidator) so zod is not part of the page's first-load JavaScript.
 */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: LoginSchema });
}
