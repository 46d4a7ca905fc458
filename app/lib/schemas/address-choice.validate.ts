import { parseWithZod } from "@conform-to/zod";
import { AddressChoiceSchema } from "./address-choice";

/** The address-book choice's browser-side check, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: AddressChoiceSchema });
}
