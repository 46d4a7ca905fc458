import { type Context } from "hono";
import { z } from "zod";
import { invalidParameter, validationError } from "./errors";

/** Parses request input with a zod schema; failures become OCC 400 ValidationErrors (one per field). */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** An optional non-negative integer query parameter written in decimal digits only, with bounds. */
export function intParam(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, "Must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback);
}

/** OCC pagination block for a list of `total` items. */
export function pagination(total: number, currentPage: number, pageSize: number) {
  return { currentPage, pageSize, totalPages: Math.ceil(total / pageSize), totalResults: total };
}

/** A request's JSON body (an empty body is `{}`); malformed JSON is 400 on `body`. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidParameter("body", "The body must be JSON");
  }
}

/** Empty strings and nulls of optional filters count as absent (an "All" choice in a form). */
export const optional = <S extends z.ZodTypeAny>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** A calendar day as yyyy-mm-dd (UTC). */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are yyyy-mm-dd").refine(isRealDate, "Not a calendar date");
