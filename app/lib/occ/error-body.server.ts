/**
 * The OCC error body's schema. Apart from errors.ts on purpose: route modules import errors.ts
 * (`isOccError`) and zod must not reach their browser bundles (decision 004); this `.server`
 * module is emptied in browser builds and errors.ts imports only its type.
 */
import { z } from "zod";

/** One entry of an OCC error body: `{ errors: [{ type, message, subject?, reason? }] }`. */
export const OccErrorDetailSchema = z.object({
  type: z.string(),
  message: z.string().optional().default(""),
  subject: z.string().optional(),
  subjectType: z.string().optional(),
  reason: z.string().optional(),
  /** 429 RateLimitError (registration codes): seconds until another attempt may succeed. */
  waitSeconds: z.number().int().nonnegative().optional(),
});
export type OccErrorDetail = z.infer<typeof OccErrorDetailSchema>;

export const OccErrorBodySchema = z.object({ errors: z.array(OccErrorDetailSchema) });
