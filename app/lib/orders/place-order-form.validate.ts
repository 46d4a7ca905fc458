import { parseWithZod } from "@conform-to/zod";
import { isoDay, placeOrderSchema } from "./place-order-form";

/** Browser-side validation of the place-order form, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: placeOrderSchema(isoDay(Date.now())) });
}
