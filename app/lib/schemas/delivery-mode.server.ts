import { parseWithZod } from "@conform-to/zod";
import { DeliveryModeChoiceSchema } from "./delivery-mode";

export function parseDeliveryModeForm(formData: FormData) {
  return parseWithZod(formData, { schema: DeliveryModeChoiceSchema });
}
