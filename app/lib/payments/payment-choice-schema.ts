import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as checkoutMessages from "~/lib/checkout/messages";

/**
 * The payment choice (spec part 2 §2): the radio group `intent`, `account` or `card` (the issue-5 form contract). The
 * billing form posts `intent=billing` to the same action, which reads it before this schema.
 */
export const PaymentChoiceSchema = z.object({
  intent: z.enum(["account", "card"], { errorMap: () => ({ message: checkoutMessages.paymentChooseRequired }) }),
});

/** The server's parse (the browser loads the schema through `lazyValidator`). */
export function parsePaymentChoice(formData: FormData) {
  return parseWithZod(formData, { schema: PaymentChoiceSchema });
}
