import { z } from "zod";
import * as checkoutMessages from "~/lib/checkout-messages";

/** The delivery-mode step's choice (`deliveryModeId`). */
export const DeliveryModeChoiceSchema = z.object({
  deliveryModeId: z
    .string({ required_error: checkoutMessages.deliveryModeRequired })
    .trim()
    .min(1, checkoutMessages.deliveryModeRequired)
    .max(64, checkoutMessages.deliveryModeUnavailable),
});
