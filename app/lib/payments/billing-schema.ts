import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { AddressSchema } from "~/lib/checkout/address-schema";
import { SAME_AS_DELIVERY } from "./billing";

/**
 * The billing form's check (spec part 2 §5 "Billing address is the same as the delivery address or a valid form"):
 * with 'Same as delivery address' ticked nothing else is read; otherwise the address form's schema (shared with the
 * delivery-address step). Used by the action (payment-details.server.ts) and, loaded on first focus, the browser
 * (payment-billing-form.tsx) — never imported by a route module (decision 004).
 */
const SameAsDeliverySchema = z.object({ sameAsDelivery: z.boolean() });

/** The schema for what was filled in: only the box when it is ticked, else the address. */
export function billingSchemaFor(formData: FormData) {
  return formData.get(SAME_AS_DELIVERY) === "on" ? SameAsDeliverySchema : AddressSchema;
}

export function parseBilling(formData: FormData) {
  return parseWithZod(formData, { schema: billingSchemaFor(formData) });
}
