import { parseBilling } from "./billing-schema";

/** The billing form's browser-side validation, loaded on first focus (decision 004). */
export function validate(formData: FormData) {
  return parseBilling(formData);
}
