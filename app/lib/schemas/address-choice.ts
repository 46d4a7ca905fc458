import { z } from "zod";
import * as checkoutMessages from "~/lib/checkout/messages";

/** The delivery-address step's address-book choice (`intent=select` + `addressId`). */
export const AddressChoiceSchema = z.object({
  addressId: z.string({ required_error: checkoutMessages.addressChoiceRequired }).trim().min(1, checkoutMessages.addressChoiceRequired),
});
