import { parseWithZod } from "@conform-to/zod";
import { AddressSchema } from "./address";

/** The address form's browser-side validation, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: AddressSchema });
}
