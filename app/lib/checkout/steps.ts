/**
 * Checkout steps and their gating (spec part 2 §2 "Cart and checkout", §4 stepper states): pure, so loaders,
 * actions and the stepper agree, and unit-tested (tests/checkout/steps.test.ts). The order is the spec's:
 * reviewOrder, deliveryAddress, deliveryMode, paymentDetails. A step is complete when the cart on the backend
 * says so (docs/checkout.md) — never from anything the browser keeps.
 */

export const CHECKOUT_STEPS = [
  { id: "reviewOrder", path: "/checkout/review-order", label: "Review order" },
  { id: "deliveryAddress", path: "/checkout/delivery-address", label: "Delivery address" },
  { id: "deliveryMode", path: "/checkout/delivery-mode", label: "Delivery mode" },
  { id: "paymentDetails", path: "/checkout/payment-details", label: "Payment details" },
] as const;

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]["id"];

/** What the cart says about checkout (see `progressOf` in app/lib/checkout/progress.server.ts). */
export interface CheckoutProgress {
  /** Entries in the cart; an empty cart cannot be checked out. */
  entryCount: number;
  /** The review step was posted since the entries last changed (cart.checkoutReviewed). */
  reviewed: boolean;
  hasDeliveryAddress: boolean;
  hasDeliveryMode: boolean;
  /** Account payment chosen, or card payment with registered card details. */
  paymentComplete: boolean;
}

export function isStepComplete(progress: CheckoutProgress, step: CheckoutStepId): boolean {
  switch (step) {
    case "reviewOrder":
      return progress.entryCount > 0 && progress.reviewed;
    case "deliveryAddress":
      return progress.hasDeliveryAddress;
    case "deliveryMode":
      return progress.hasDeliveryMode;
    case "paymentDetails":
      return progress.paymentComplete;
  }
}

/** The first step that is not complete, or null when the order can be placed. */
export function firstIncompleteStep(progress: CheckoutProgress): CheckoutStepId | null {
  return CHECKOUT_STEPS.find((step) => !isStepComplete(progress, step.id))?.id ?? null;
}

export function stepPath(step: CheckoutStepId): string {
  return CHECKOUT_STEPS.find((candidate) => candidate.id === step)?.path ?? "/checkout";
}

/**
 * Where a request for `step` must go instead, or null when it may be shown: a step is open once every step
 * before it is complete (going back to a done step is always allowed; skipping ahead is not).
 */
export function stepRedirect(progress: CheckoutProgress, step: CheckoutStepId): string | null {
  const index = CHECKOUT_STEPS.findIndex((candidate) => candidate.id === step);
  // An unknown step (a typo in a route's handle) must not slip past every gate: slice(0, -1) would check only
  // the first three steps. Treat it as the last step: every step before it must be complete.
  const earlier = index < 0 ? CHECKOUT_STEPS : CHECKOUT_STEPS.slice(0, index);
  const blocking = earlier.find((candidate) => !isStepComplete(progress, candidate.id));
  return blocking ? blocking.path : null;
}

/**
 * Stepper states (spec part 2 §4: number, edit, done, error): `edit` is the current step; `done` a complete
 * step (shown as a link); `error` a step that is not complete although a later one is (e.g. the entries
 * changed after the address was set, so the order needs reviewing again; also a link); `number` a step not
 * reached yet (no link).
 */
export type StepState = "number" | "edit" | "done" | "error";

export interface StepperItem {
  id: CheckoutStepId;
  label: string;
  path: string;
  position: number;
  state: StepState;
  /** Only done and error steps link (the current one is the page itself). */
  href: string | null;
}

export function stepperItems(progress: CheckoutProgress, current: CheckoutStepId | null): StepperItem[] {
  const complete = CHECKOUT_STEPS.map((step) => isStepComplete(progress, step.id));
  return CHECKOUT_STEPS.map((step, index) => {
    const laterDone = complete.slice(index + 1).some(Boolean);
    let state: StepState;
    if (step.id === current) state = "edit";
    else if (complete[index]) state = "done";
    else if (laterDone) state = "error";
    else state = "number";
    const reachable = stepRedirect(progress, step.id) === null;
    return {
      id: step.id,
      label: step.label,
      path: step.path,
      position: index + 1,
      state,
      href: (state === "done" || state === "error") && reachable ? step.path : null,
    };
  });
}
