import { parseWithZod } from "@conform-to/zod";
import { reviewSchema, type ReviewFlags } from "./review";

/** The review form's browser-side validation for the unit's flags, loaded on first focus (decision 004). */
export function validatorFor(flags: ReviewFlags) {
  const schema = reviewSchema(flags);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
