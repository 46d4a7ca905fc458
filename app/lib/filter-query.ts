import { z } from "zod";

/**
 * The GET filter forms' shared pieces (order history, returns): a yyyy-mm-dd day field with bounds, and reading a
 * form's fields from the URL with one zod schema per field — never throwing: a bad value is left out of the backend
 * query, gets its message next to its field and in the error summary, and stays in the field as typed.
 */

export interface DayMessages {
  invalid: string;
  tooEarly: (min: string) => string;
  tooLate: (max: string) => string;
}

/** yyyy-mm-dd that is a real calendar day (2026-02-30 is not), from `min` to `max` (ISO days compare as strings). */
export function filterDay(min: string, max: string, messages: DayMessages) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, messages.invalid)
    .refine((value) => value >= min, messages.tooEarly(min))
    .refine((value) => value <= max, messages.tooLate(max));
}

export interface ParsedFilters<F extends string> {
  /** What the URL carried (trimmed), shown in the form as typed. */
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  /** The valid values only. */
  valid: Partial<Record<F, string>>;
}

/** Reads `fields` from the URL, each through its schema in `shape`; empty fields are left out. */
export function parseFilterFields<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  shape: Record<F, z.ZodType<string>>,
  fallbackMessage: string,
): ParsedFilters<F> {
  const values = Object.fromEntries(fields.map((field) => [field, (params.get(field) ?? "").trim()])) as Record<F, string>;
  const errors: Partial<Record<F, string>> = {};
  const valid: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const raw = values[field];
    if (raw === "") continue;
    const result = shape[field].safeParse(raw);
    if (result.success) valid[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? fallbackMessage;
  }
  return { values, errors, valid };
}
