import { parseWithZod } from "@conform-to/zod";
import { GuestEmailSchema } from "./guest-email";

/** Browser-side validation of the guest e-mail form, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: GuestEmailSchema });
}
