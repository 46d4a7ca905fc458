import { parseWithZod } from "@conform-to/zod";
import { decisionFormSchema, type DecisionIntent, entryRulesFromForm } from "./decision-schema";

/**
 * Browser-side validation of the decision form, loaded on first focus (decision 004). The ordered quantities come from
 * the form's hidden `ordered-{n}` fields; the reason codes are not known here (the select offers only valid ones) and
 * are checked on the server.
 */
export function validateDecision(formData: FormData, intent: DecisionIntent) {
  return parseWithZod(formData, { schema: decisionFormSchema({ intent, entries: entryRulesFromForm(formData) }) });
}
