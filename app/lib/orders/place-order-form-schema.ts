import { z } from "zod";
import * as orderMessages from "~/lib/orders/messages";

/**
 * The place-order form (docs/checkout.md "Orders"; the storefront form contract in docs/checkout.md): posted to
 * /checkout/place-order with `cartCode`, `orderKey` (the one-time Idempotency-Key), `termsChecked=on`, `intent`
 * (`place` | `replenish`) and, for a replenishment, `replenishmentStartDate` (yyyy-mm-dd) and `recurrencePeriod`.
 * Server parsing: place-order.server.ts; browser validation on first focus through `lazyValidator` (decision 004).
 */

export const PLACE_ORDER_FIELDS = ["termsChecked", "intent", "replenishmentStartDate", "recurrencePeriod"] as const;
export type PlaceOrderField = (typeof PLACE_ORDER_FIELDS)[number] | "cartCode" | "orderKey";

export const RECURRENCE_PERIODS = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export const MAX_LEAD_DAYS = 365;

/** yyyy-mm-dd of an instant, in UTC: the reference backend checks the first date against its UTC date. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The schema for a given day (`today`, yyyy-mm-dd): the first replenishment date runs from today to a year ahead. */
export function placeOrderSchema(today: string) {
  const latest = isoDay(Date.parse(`${today}T00:00:00.000Z`) + MAX_LEAD_DAYS * 86_400_000);
  return z
    .object({
      cartCode: z.string({ required_error: orderMessages.orderFormExpired }).regex(/^[A-Za-z0-9-]{1,64}$/, orderMessages.orderFormExpired),
      orderKey: z.string({ required_error: orderMessages.orderFormExpired }).uuid(orderMessages.orderFormExpired),
      termsChecked: z
        .boolean({ required_error: orderMessages.termsRequired, invalid_type_error: orderMessages.termsRequired })
        .refine((checked) => checked, orderMessages.termsRequired),
      intent: z.enum(["place", "replenish"]).default("place"),
      replenishmentStartDate: z.string().trim().optional(),
      recurrencePeriod: z.enum(RECURRENCE_PERIODS, { errorMap: () => ({ message: orderMessages.recurrenceRequired }) }).optional(),
    })
    .superRefine((form, ctx) => {
      if (form.intent !== "replenish") return;
      const date = form.replenishmentStartDate;
      const dateIssue = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["replenishmentStartDate"], message });
      if (!date) dateIssue(orderMessages.startDateRequired);
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) dateIssue(orderMessages.startDateFormat);
      else if (date < today) dateIssue(orderMessages.startDateTooEarly);
      else if (date > latest) dateIssue(orderMessages.startDateTooLate);
      if (!form.recurrencePeriod) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["recurrencePeriod"], message: orderMessages.recurrenceRequired });
      }
    });
}
export type PlaceOrderForm = z.infer<ReturnType<typeof placeOrderSchema>>;
