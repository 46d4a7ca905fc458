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
