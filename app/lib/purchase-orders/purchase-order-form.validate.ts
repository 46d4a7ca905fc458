import { parseWithZod } from "@conform-to/zod";
import { purchaseOrderDetailsSchema, purchaseOrderEditSchema } from "./purchase-order-form";

/** Browser-side validation of the purchase-order forms, loaded on first focus (decision 004). */
export const validate = (formData: FormData) => parseWithZod(formData, { schema: purchaseOrderDetailsSchema });
export const validateEdit = (formData: FormData) => parseWithZod(formData, { schema: purchaseOrderEditSchema });
