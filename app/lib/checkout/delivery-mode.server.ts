import { redirect } from "@remix-run/node";
import * as checkoutMessages from "~/lib/checkout/messages";
import { formatPriceText } from "~/lib/cart/totals-display";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { getDeliveryModes, setDeliveryMode } from "~/lib/occ/checkout.server";
import { type RequestContext } from "~/lib/request-context.server";
import { parseDeliveryModeForm } from "./delivery-mode-schema";
import { loadStep, requireStep, stepProblems } from "./step.server";
import { stepPath } from "./steps";

/** The delivery-mode step (spec part 2 §2; docs/checkout.md "Checkout steps"): the modes the backend offers, with cost. */

export async function loadDeliveryMode(request: Request, context: RequestContext) {
  const loaded = await loadStep(request, context, "deliveryMode", getDeliveryModes);
  if (loaded.conditionsNotMet) return { conditionsNotMet: true as const };
  const modes = loaded.data.map((mode) => ({
    code: mode.code,
    name: mode.name ?? mode.code,
    description: mode.description ?? "",
    cost: mode.deliveryCost ? formatPriceText(mode.deliveryCost) : null,
  }));
  return { conditionsNotMet: false as const, modes, selected: loaded.cart.deliveryMode?.code ?? modes[0]?.code ?? null };
}

const SUBJECTS = { deliveryModeId: { field: "deliveryModeId", message: checkoutMessages.deliveryModeUnavailable } } as const;

/** POST: PUT {cart}/deliverymode, then 303 to payment details. */
export async function submitDeliveryMode(request: Request, context: RequestContext) {
  const form = await readForm(request);
  const step = await requireStep(request, context, "deliveryMode", getDeliveryModes, form);
  if ("refusal" in step) return step.refusal;
  const { ref, data: modes } = step;
  const submission = parseDeliveryModeForm(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const code = submission.value.deliveryModeId;
  if (!modes.some((mode) => mode.code === code)) {
    return invalidSubmission(context, submission, { fieldErrors: { deliveryModeId: [checkoutMessages.deliveryModeUnavailable] } });
  }
  try {
    await setDeliveryMode(ref, code);
  } catch (error) {
    const problems = stepProblems(error, SUBJECTS);
    return invalidSubmission(context, submission, { fieldErrors: problems.fieldErrors, formErrors: problems.formErrors });
  }
  return redirect(stepPath("paymentDetails"), 303);
}
