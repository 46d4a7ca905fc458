import { parseWithZod } from "@conform-to/zod";
import { DeliveryModeChoiceSchema } from "./delivery-mode";

/** The delivery-mode choice's browser-side check, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: DeliveryModeChoiceSchema });
}
