import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as fm from "./form-messages";
import { MIN_STATEMENT_DATE } from "./paths";

/**
 * The statement request form (issue 28, H2): the unit, and the period as a month (`yyyy-mm`, from the list) OR a date
 * range (`fromDate`, `toDate`, yyyy-mm-dd, real dates between 2000-01-01 and today, from ≤ to). One schema for the
 * browser (lazily loaded) and the action; it answers `{ unit, fromDate, toDate }` (a month: its first day to its last,
 * or to today for the current month). The backend checks the same and the unit's scope.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** Today (UTC, as the reference backend counts it). */
export const today = () => new Date().toISOString().slice(0, 10);
const lastDayOf = (month: string) => {
  const [year, mm] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 2000, mm ?? 1, 0)).toISOString().slice(0, 10);
};

const text = z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string().optional());

export const StatementRequestSchema = z
  .object({
    // Checked together below, so every field's error shows at once (a refinement of the whole object runs only once
    // every field's own schema passed).
    unit: text,
    period: text,
    month: text,
    fromDate: text,
    toDate: text,
  })
  .superRefine((value, ctx) => {
    const now = today();
    const unit = value.unit ?? "";
    if (unit === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["unit"], message: fm.unitRequired });
    else if (unit.length > 64) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["unit"], message: fm.unitUnknown });
    if (value.period !== "month" && value.period !== "range") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: fm.periodRequired });
      return;
    }
    if (value.period === "month") {
      const month = value.month ?? "";
      if (month === "") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["month"], message: fm.monthRequired });
      else if (!MONTH.test(month) || `${month}-01` > now || `${month}-01` < MIN_STATEMENT_DATE) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["month"], message: fm.monthInvalid });
      return;
    }
    const check = (field: "fromDate" | "toDate") => {
      const day = value[field] ?? "";
      const issue = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
      if (day === "") issue(fm.dateRequired);
      else if (!DAY.test(day) || !isRealDate(day)) issue(fm.dateInvalid);
      else if (day < MIN_STATEMENT_DATE) issue(fm.dateTooEarly);
      else if (day > now) issue(fm.dateInFuture);
      else return day;
      return null;
    };
    const from = check("fromDate");
    const to = check("toDate");
    if (from && to && from > to) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["toDate"], message: fm.endBeforeStart });
  })
  .transform((value) => {
    if (value.period === "month") {
      const month = value.month ?? "";
      const last = lastDayOf(month);
      const now = today();
      return { unit: value.unit ?? "", fromDate: `${month}-01`, toDate: last > now ? now : last };
    }
    return { unit: value.unit ?? "", fromDate: value.fromDate ?? "", toDate: value.toDate ?? "" };
  });
export type StatementRequest = z.output<typeof StatementRequestSchema>;

export function parseStatementRequest(formData: FormData) {
  return parseWithZod(formData, { schema: StatementRequestSchema });
}
