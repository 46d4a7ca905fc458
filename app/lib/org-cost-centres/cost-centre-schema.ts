import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import * as m from "./form-messages";
import { COST_CENTRE_CODE } from "./paths";

/**
 * The cost-centre forms (issue 27, helper A): one schema per form, for the browser (through `lazyValidator`) and the
 * action. Create: code, name, currency, unit; edit: name, currency and unit (the code is fixed). The backend checks the
 * same and more (the unit in scope and enabled, the currency the organisation's, the code free: 409).
 */
const name = z.string({ required_error: messages.required }).trim().min(1, messages.required).max(255, m.nameTooLong);
const unit = z.string({ required_error: messages.required }).trim().min(1, messages.required).max(64);
const currency = z.string({ required_error: messages.required }).trim().regex(/^[A-Z]{3}$/, m.currencyUnknown);

export const EditCostCentreSchema = z.object({ name, currency, unit });
export const CreateCostCentreSchema = EditCostCentreSchema.extend({
  code: z.string({ required_error: messages.required }).trim().min(1, messages.required).regex(COST_CENTRE_CODE, m.codeInvalid),
});
export type CreateCostCentreForm = z.infer<typeof CreateCostCentreSchema>;
export type EditCostCentreForm = z.infer<typeof EditCostCentreSchema>;

export function parseCreateCostCentre(formData: FormData) {
  return parseWithZod(formData, { schema: CreateCostCentreSchema });
}

export function parseEditCostCentre(formData: FormData) {
  return parseWithZod(formData, { schema: EditCostCentreSchema });
}
