import { CHECKOUT_STEPS, type CheckoutStepId } from "./steps";

/** What a checkout step route exports as `handle` so the layout knows the current step. */
export interface CheckoutStepHandle {
  checkoutStep: CheckoutStepId;
}

function hasStep(handle: unknown): handle is CheckoutStepHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as { checkoutStep?: unknown }).checkoutStep === "string";
}

/** The current step: the deepest route's `handle.checkoutStep`, else the step whose path the URL is. */
export function currentCheckoutStep(matches: ReadonlyArray<{ handle?: unknown }>, pathname: string): CheckoutStepId | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasStep(handle)) return handle.checkoutStep;
  }
  const path = pathname.replace(/\/+$/, "");
  return CHECKOUT_STEPS.find((step) => step.path === path)?.id ?? null;
}
