import { parseWithZod } from "@conform-to/zod";
import { ResetRequestSchema } from "./reset-request";

/** The /resetpassword action's parsing (a `.server` module: zod stays out of the route's bundle). */
export function parseResetRequestForm(formData: FormData) {
  return parseWithZod(formData, { schema: ResetRequestSchema });
}
