import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { purchaseOrderNumberField } from "~/lib/checkout/review-schema";

/**
 * The order's PO number form (issue 23): one field with checkout's rule and messages (`purchaseOrderNumberField`),
 * shared by the browser (`lazyValidator`) and the action. The remove confirmation posts the number it removes in
 * the same field (hidden), so the backend removes only that number.
 */
export const OrderPoSchema = z.object({ purchaseOrderNumber: purchaseOrderNumberField });
export type OrderPoForm = z.infer<typeof OrderPoSchema>;

export function parseOrderPoForm(formData: FormData) {
  return parseWithZod(formData, { schema: OrderPoSchema });
}
