import { parseWithZod } from "@conform-to/zod";
import { type SelectionRules, selectionSchema } from "./selection-schema";

/** Browser-side validation of the item options form, loaded on first focus (decision 004). */
export function validateSelection(formData: FormData, rules: SelectionRules) {
  return parseWithZod(formData, { schema: selectionSchema(rules) });
}
