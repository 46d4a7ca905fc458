import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as checkoutMessages from "./messages";

/** The delivery-address step's address-book choice (`intent=select` + `addressId`). */
export const AddressChoiceSchema = z.object({
  addressId: z.string({ required_error: checkoutMessages.addressChoiceRequired }).trim().min(1, checkoutMessages.addressChoiceRequired),
});

/** The server's parse (the browser loads the schema through `lazyValidator`). */
export function parseAddressChoiceForm(formData: FormData) {
  return parseWithZod(formData, { schema: AddressChoiceSchema });
}
