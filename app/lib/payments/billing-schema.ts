import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { AddressSchema } from "~/lib/schemas/address";
import { SAME_AS_DELIVERY } from "./billing";

/**
 * The billing form's check (spec part 2 §5 "Billing address is the same as the delivery address or a valid form"):
 * with 'Same as delivery address' ticked nothing else is read; otherwise the address form's schema (shared with the
 * delivery-address step). Used by the action (billing.server.ts) and, loaded on first focus, the browser
 * (billing.validate.ts) — never imported by a route module (decision 004).
 */
const SameAsDeliverySchema = z.object({ sameAsDelivery: z.boolean() });

export function parseBilling(formData: FormData) {
  return formData.get(SAME_AS_DELIVERY) === "on"
    ? parseWithZod(formData, { schema: SameAsDeliverySchema })
    : parseWithZod(formData, { schema: AddressSchema });
}
