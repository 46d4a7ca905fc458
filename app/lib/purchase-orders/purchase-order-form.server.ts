import { parseWithZod } from "@conform-to/zod";
import { purchaseOrderDetailsSchema, purchaseOrderEditSchema } from "./purchase-order-form";

export function parsePurchaseOrderDetails(formData: FormData) {
  return parseWithZod(formData, { schema: purchaseOrderDetailsSchema });
}

export function parsePurchaseOrderEdit(formData: FormData) {
  return parseWithZod(formData, { schema: purchaseOrderEditSchema });
}
