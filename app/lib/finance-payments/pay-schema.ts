import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as m from "./validation-messages";
import { DOCUMENT_ID, MAX_DOCUMENTS } from "./paths";

/**
 * The pay form (issue 28, H3): the selected invoices (hidden `invoice` fields), the credits to apply (`credit`
 * checkboxes), the card (`payment`: a saved card's id or `new`) and an optional amount (a partial payment: more than
 * 0, at most 2 decimals; the backend checks it is not more than the total). One schema for the browser (lazily loaded)
 * and the action; the confirm page's form carries the same values as hidden fields (`ConfirmSchema`).
 */
const documentIds = (message: string, min: number) =>
  z
    .array(z.string().trim().regex(DOCUMENT_ID, m.notOpen))
    .min(min, message)
    .max(MAX_DOCUMENTS, m.tooManyDocuments)
    .refine((ids) => new Set(ids).size === ids.length, m.notOpen);

const amount = z
  .string()
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    const plain = value.replace(/^\$/, "").replace(/,/g, "");
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.amountInvalid });
    else if (Number(plain) === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.amountZero });
  })
  .transform((value) => (value ? Number(value.replace(/^\$/, "").replace(/,/g, "")) : undefined));

export const PaySchema = z.object({
  invoice: documentIds(m.invoiceRequired, 1),
  credit: documentIds(m.notOpen, 0).optional().default([]),
  payment: z.string({ required_error: m.paymentRequired }).trim().regex(/^(new|\d{1,12})$/, m.paymentRequired),
  amount,
});
export type PayValues = z.output<typeof PaySchema>;

export const ConfirmSchema = z.object({
  invoice: documentIds(m.invoiceRequired, 1),
  credit: documentIds(m.notOpen, 0).optional().default([]),
  card: z.string({ required_error: m.paymentRequired }).trim().regex(/^\d{1,12}$/, m.paymentRequired),
  amount,
});

export const parsePay = (formData: FormData) => parseWithZod(formData, { schema: PaySchema });
export const parseConfirm = (formData: FormData | URLSearchParams) => parseWithZod(formData, { schema: ConfirmSchema });
