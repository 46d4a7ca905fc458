import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as messages from "~/lib/messages";
import * as m from "./messages";
import { LIMIT_CODE } from "./paths";

/**
 * The purchase-limit forms (issue 27, B): one schema per form, for the browser (through `lazyValidator`) and the
 * action. Create: code, type, threshold, currency, period, unit; edit: the same without the code. Without JavaScript
 * every field is shown (with hints saying which types use it); the rules follow the type: per order and per period
 * need a threshold (0 or more, at most 2 decimals) and a currency, per period a period; the fields a type does not use
 * are ignored. The backend checks the same and more (the currency the organisation's, the unit in scope and enabled,
 * the code free).
 */
export const LIMIT_KIND_VALUES = ["ORDER", "PERIOD", "BUDGET_EXCEEDED"] as const;
export const LIMIT_PERIOD_VALUES = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
const MAX_THRESHOLD = 100_000_000;

/** The threshold typed (e.g. "499.95", "1,000"), or the message saying why it is not one. */
export function readThreshold(text: string): { value: number } | { error: string } {
  const cleaned = text.replace(/[,\s$]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { error: m.thresholdNotNumber };
  const value = Number(cleaned);
  if (value < 0) return { error: m.thresholdNegative };
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return { error: m.thresholdDecimals };
  if (value > MAX_THRESHOLD) return { error: m.thresholdTooLarge };
  return { value };
}

const fields = {
  type: z.enum(LIMIT_KIND_VALUES, { required_error: m.typeRequired, invalid_type_error: m.typeRequired }),
  threshold: z.string().trim().max(30).optional(),
  currency: z.string().trim().max(3).optional(),
  period: z.string().trim().max(16).optional(),
  orgUnit: z.string({ required_error: messages.required }).trim().min(1, messages.required).max(64),
};
type Fields = { type: (typeof LIMIT_KIND_VALUES)[number]; threshold?: string | undefined; currency?: string | undefined; period?: string | undefined };

function perType(value: Fields, ctx: z.RefinementCtx) {
  if (value.type === "BUDGET_EXCEEDED") return;
  if (!value.threshold) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["threshold"], message: m.thresholdRequired });
  else {
    const read = readThreshold(value.threshold);
    if ("error" in read) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["threshold"], message: read.error });
  }
  if (!value.currency) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["currency"], message: m.currencyRequired });
  if (value.type === "PERIOD" && !LIMIT_PERIOD_VALUES.some((period) => period === value.period)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: m.periodRequired });
  }
}

export const EditPurchaseLimitSchema = z.object(fields).superRefine(perType);
export const CreatePurchaseLimitSchema = z
  .object({ ...fields, code: z.string({ required_error: messages.required }).trim().min(1, messages.required).regex(LIMIT_CODE, m.codeInvalid) })
  .superRefine(perType);
export type EditPurchaseLimitForm = z.infer<typeof EditPurchaseLimitSchema>;

export function parseCreatePurchaseLimit(formData: FormData) {
  return parseWithZod(formData, { schema: CreatePurchaseLimitSchema });
}

export function parseEditPurchaseLimit(formData: FormData) {
  return parseWithZod(formData, { schema: EditPurchaseLimitSchema });
}

/** An assign/remove button: one limit and one user or group. */
export const AssignmentChangeSchema = z.object({
  intent: z.enum(["assign", "unassign"]),
  kind: z.enum(["user", "group"]),
  id: z.string().trim().min(1).max(255),
});
/** A limit button on the user's or group's page. */
export const LimitChangeSchema = z.object({
  intent: z.enum(["assign", "unassign"]),
  code: z.string().trim().regex(LIMIT_CODE),
});
