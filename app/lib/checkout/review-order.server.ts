import { redirect } from "@remix-run/node";
import * as checkoutMessages from "./messages";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { formatPriceText } from "~/lib/cart/totals-display";
import { imageUrl } from "~/lib/media";
import { type CartEntry } from "~/lib/occ/cart.server";
import { getCostCenters, getUrgentReasons, putReview } from "~/lib/occ/checkout.server";
import { type RequestContext } from "~/lib/request-context.server";
import { parseReviewForm, type ReviewFlags, toReviewBody } from "./review-schema";
import { type CartRef } from "~/lib/occ/caller.server";
import { loadStep, requireStep, stepProblems } from "./step.server";
import { stepPath } from "./steps";

/** The review-order step (spec part 2 §2; docs/checkout.md "Checkout steps"): entries, cost centre, PO number, urgent reason. */

export interface ReviewEntry {
  entryNumber: number;
  code: string;
  name: string;
  imageUrl: string;
  variant: string;
  quantity: number;
  unitPrice: string | null;
  total: string | null;
}

export function reviewEntry(entry: CartEntry): ReviewEntry {
  const image = entry.product.images.find((candidate) => candidate.format === "thumbnail") ?? entry.product.images[0];
  return {
    entryNumber: entry.entryNumber,
    code: entry.product.code,
    name: entry.product.name ?? entry.product.code,
    imageUrl: imageUrl(image?.url),
    variant: entry.product.variantOptionQualifiers.map((q) => `${q.name ?? q.qualifier}: ${q.value}`).join(", "),
    quantity: entry.quantity,
    unitPrice: entry.basePrice ? formatPriceText(entry.basePrice) : null,
    total: entry.totalPrice ? formatPriceText(entry.totalPrice) : null,
  };
}

const reviewOptions = (ref: CartRef) => Promise.all([getCostCenters(ref), getUrgentReasons(ref)]);

const flagsOf = (enablement: ReviewFlags): ReviewFlags => ({
  costCenterEnabled: enablement.costCenterEnabled,
  poNumberEnabled: enablement.poNumberEnabled,
  urgentOrderEnabled: enablement.urgentOrderEnabled,
});

export async function loadReviewOrder(request: Request, context: RequestContext) {
  const loaded = await loadStep(request, context, "reviewOrder", reviewOptions);
  if (loaded.conditionsNotMet) return { conditionsNotMet: true as const };
  const { cart, enablement } = loaded;
  const [costCenters, reasons] = loaded.data;
  const flags = flagsOf(enablement);
  return {
    conditionsNotMet: false as const,
    entries: cart.entries.map(reviewEntry),
    flags,
    costCenters: flags.costCenterEnabled ? costCenters.map((cc) => ({ value: cc.code, label: cc.name })) : [],
    urgentReasons: flags.urgentOrderEnabled ? reasons.map((reason) => ({ value: reason.code, label: reason.name })) : [],
    /** What the cart holds (shown when the form has no answer of its own). */
    saved: {
      costCenter: cart.costCenter?.code ?? (costCenters.length === 1 ? costCenters[0]?.code : undefined),
      purchaseOrderNumber: cart.purchaseOrderNumber,
      urgentCode: cart.urgentReason?.code,
      urgentMsg: cart.urgentReason?.msg,
    },
  };
}

const BACKEND_FIELDS = {
  costCenter: { field: "costCenter", message: checkoutMessages.costCenterUnavailable },
  // the stock fallback's parameters (PUT …/costcenter?costCenterId=, …/paymenttype?purchaseOrderNumber=)
  costCenterId: { field: "costCenter", message: checkoutMessages.costCenterUnavailable },
  purchaseOrderNumber: { field: "purchaseOrderNumber", message: checkoutMessages.poNumberInvalid },
  urgentReason: { field: "urgentCode", message: checkoutMessages.urgentReasonUnavailable },
  "urgentReason.code": { field: "urgentCode", message: checkoutMessages.urgentReasonUnavailable },
  "urgentReason.msg": { field: "urgentMsg", message: checkoutMessages.urgentMsgTooLong },
} as const;

/** POST: validate (shared schema for the unit's flags), PUT {cart}/review, then 303 to the delivery address. */
export async function submitReviewOrder(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  const step = await requireStep(request, context, "reviewOrder", reviewOptions, formData);
  if ("refusal" in step) return step.refusal;
  const { ref, enablement, data: options } = step;
  const [costCenters, reasons] = options;
  const flags = flagsOf(enablement);
  const submission = parseReviewForm(formData, flags);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const value = submission.value;
  // The lists the page showed: anything else is refused here already (the backend checks again).
  const fieldErrors: Record<string, string[]> = {};
  if (flags.costCenterEnabled && !costCenters.some((cc) => cc.code === value.costCenter)) {
    fieldErrors.costCenter = [checkoutMessages.costCenterUnavailable];
  }
  if (flags.urgentOrderEnabled && value.urgentCode && !reasons.some((reason) => reason.code === value.urgentCode)) {
    fieldErrors.urgentCode = [checkoutMessages.urgentReasonUnavailable];
  }
  if (Object.keys(fieldErrors).length === 0) {
    try {
      await putReview(ref, toReviewBody(value, flags), enablement);
      return redirect(stepPath("deliveryAddress"), 303);
    } catch (error) {
      const problems = stepProblems(error, BACKEND_FIELDS);
      return invalidSubmission(context, submission, { fieldErrors: problems.fieldErrors, formErrors: problems.formErrors });
    }
  }
  return invalidSubmission(context, submission, { fieldErrors });
}

/** The step's view, for the server render (the browser loads it on demand: see the route and server-rendered-lazy.tsx). */
export { default as ReviewOrderView } from "~/components/checkout/review-order-view";
