import { parseWithZod } from "@conform-to/zod";
import { OAuthError } from "~/lib/occ/authentication.server";
import { isOccError } from "~/lib/occ/errors";
import { LoginSchema } from "./login";

/**
 * The login action's parsing. In a `.server` module so the route's browser bundle never
 * references zod or conform's zod adapter (esbuild cannot tree-shake them away: they are not
 * marked side-effect free). The browser gets the same schema through login.validate.ts, lazily.
 */
export function parseLoginForm(formData: FormData) {
  return parseWithZod(formData, { schema: LoginSchema });
}

/** The catalogue text for a failed sign-in, or null when the error is not a sign-in failure. */
export function signInErrorMessage(error: unknown): string | null {
  if (error instanceof OAuthError || isOccError(error)) return error.userMessage;
  return null;
}
