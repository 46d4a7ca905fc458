import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { ReviewBody } from "~/lib/occ/checkout.server";
import * as checkoutMessages from "./messages";
import * as messages from "~/lib/messages";

/**
 * The review-order step's form (spec part 2 §6 enablement flags; docs/occ-api.md PUT {cart}/review): cost centre
 * and PO number where the unit enables them, an urgent reason (code + message ≤ 255) where urgent orders are
 * enabled. Fields of features that are off are ignored (the form does not show them; the backend refuses them).
 * Shared by the browser (loaded through `lazyValidator`) and the action (`parseReviewForm`).
 */

export interface ReviewFlags {
  costCenterEnabled: boolean;
  poNumberEnabled: boolean;
  urgentOrderEnabled: boolean;
}

export const PO_NUMBER_PATTERN = /^[A-Za-z0-9\-/ ]{1,35}$/;
export const URGENT_MSG_MAX = 255;

const required = z.string({ required_error: messages.required }).trim().min(1, messages.required);

/** The PO number field: checkout's rule and messages (also the order's PO number change, app/lib/order-po/). */
export const purchaseOrderNumberField = required.regex(PO_NUMBER_PATTERN, checkoutMessages.poNumberInvalid);

export function reviewSchema(flags: ReviewFlags) {
  return z
    .object({
      costCenter: flags.costCenterEnabled ? required.max(64, checkoutMessages.costCenterUnavailable) : z.undefined().catch(undefined),
      purchaseOrderNumber: flags.poNumberEnabled ? purchaseOrderNumberField : z.undefined().catch(undefined),
      urgentCode: flags.urgentOrderEnabled ? z.string().trim().max(64).optional() : z.undefined().catch(undefined),
      urgentMsg: flags.urgentOrderEnabled
        ? z.string().trim().max(URGENT_MSG_MAX, checkoutMessages.urgentMsgTooLong).optional()
        : z.undefined().catch(undefined),
    })
    .superRefine((value, ctx) => {
      if (value.urgentMsg && !value.urgentCode) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["urgentCode"], message: checkoutMessages.urgentReasonRequired });
      }
    });
}
export type ReviewForm = z.infer<ReturnType<typeof reviewSchema>>;
export type ReviewField = keyof ReviewForm;

export function parseReviewForm(formData: FormData, flags: ReviewFlags) {
  return parseWithZod(formData, { schema: reviewSchema(flags) });
}

/** The body of PUT {cart}/review: only the enabled fields; an urgent reason only when a code was chosen. */
export function toReviewBody(value: ReviewForm, flags: ReviewFlags): ReviewBody {
  return {
    ...(flags.costCenterEnabled && value.costCenter ? { costCenter: value.costCenter } : {}),
    ...(flags.poNumberEnabled && value.purchaseOrderNumber ? { purchaseOrderNumber: value.purchaseOrderNumber } : {}),
    ...(flags.urgentOrderEnabled && value.urgentCode ? { urgentReason: { code: value.urgentCode, msg: value.urgentMsg ?? "" } } : {}),
  };
}
