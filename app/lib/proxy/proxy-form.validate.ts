import { parseWithZod } from "@conform-to/zod";
import { ProxyFormSchema } from "./proxy-form";

/** Browser-side validation of the proxy form, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseWithZod(formData, { schema: ProxyFormSchema });
}
