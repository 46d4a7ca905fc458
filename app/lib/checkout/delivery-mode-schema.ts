import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as checkoutMessages from "~/lib/checkout/messages";

/** The delivery-mode step's choice (`deliveryModeId`). */
export const DeliveryModeChoiceSchema = z.object({
  deliveryModeId: z
    .string({ required_error: checkoutMessages.deliveryModeRequired })
    .trim()
    .min(1, checkoutMessages.deliveryModeRequired)
    .max(64, checkoutMessages.deliveryModeUnavailable),
});

/** The server's parse (the browser loads the schema through `lazyValidator`). */
export function parseDeliveryModeForm(formData: FormData) {
  return parseWithZod(formData, { schema: DeliveryModeChoiceSchema });
}
