import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import * as m from "./form-messages";
import { BUDGET_CODE, MAX_AMOUNT, MAX_DATE, MIN_DATE } from "./paths";

/**
 * The budget forms (issue 27): one schema per form, for the browser (through `lazyValidator`) and the action. Create:
 * code, name, amount, currency, start and end date, unit; edit: the same without the code (it cannot change). Dates
 * are yyyy-mm-dd between `MIN_DATE` and `MAX_DATE`, start ≤ end; the amount more than 0 (a negative one and zero
 * refused, each with its message), at most 2 decimals. The backend checks the same and more (the unit in scope and
 * enabled, the currency the organisation's, the code free: 409).
 */
const name = z.string({ required_error: messages.required }).trim().min(1, messages.required).max(255, m.nameTooLong);
const choice = z.string({ required_error: messages.required }).trim().min(1, messages.required).max(64);
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const date = z
  .string({ required_error: messages.required })
  .trim()
  .min(1, messages.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine(isRealDate, m.dateInvalid)
  .refine((value) => value >= MIN_DATE && value <= MAX_DATE, m.dateOutOfRange);
const amount = z
  .string({ required_error: messages.required })
  .trim()
  .min(1, messages.required)
  .superRefine((value, ctx) => {
    if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(value.replace(/,/g, ""))) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.amountInvalid });
    else if (value.startsWith("-")) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.amountNegative });
    else if (Number(value.replace(/,/g, "")) === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.amountZero });
    else if (Number(value.replace(/,/g, "")) > MAX_AMOUNT) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.amountTooLarge });
  })
  .transform((value) => Number(value.replace(/,/g, "")));

const fields = { name, budget: amount, currency: choice, startDate: date, endDate: date, orgUnit: choice };
/**
 * Start ≤ end, checked on its own (an intersection), so it is reported together with the other fields' errors (a
 * refinement of the whole object would run only once every field is valid).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DateOrder = z
  .object({ startDate: z.string().optional(), endDate: z.string().optional() })
  .superRefine(({ startDate, endDate }, ctx) => {
    const start = startDate?.trim() ?? "";
    const end = endDate?.trim() ?? "";
    if (DAY.test(start) && DAY.test(end) && start > end) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endDate"], message: m.endBeforeStart });
  });

export const EditBudgetSchema = z.object(fields).and(DateOrder);
export const CreateBudgetSchema = z
  .object({ code: z.string({ required_error: messages.required }).trim().min(1, messages.required).regex(BUDGET_CODE, m.codeInvalid), ...fields })
  .and(DateOrder);
export type CreateBudgetForm = z.infer<typeof CreateBudgetSchema>;
export type EditBudgetForm = z.infer<typeof EditBudgetSchema>;

export function parseCreateBudget(formData: FormData) {
  return parseWithZod(formData, { schema: CreateBudgetSchema });
}

export function parseEditBudget(formData: FormData) {
  return parseWithZod(formData, { schema: EditBudgetSchema });
}

/** A cost centre's budgets page button: assign or unassign one budget (by code). */
export const BudgetLinkSchema = z.object({
  intent: z.enum(["assign", "unassign"]),
  budgetCode: z.string().trim().min(1).max(64).regex(BUDGET_CODE),
});
