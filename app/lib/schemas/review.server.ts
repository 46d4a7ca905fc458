import { parseWithZod } from "@conform-to/zod";
import { type ReviewBody } from "~/lib/occ/checkout.server";
import { type ReviewFlags, type ReviewForm, reviewSchema } from "./review";

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
