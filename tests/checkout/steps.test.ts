import { describe, expect, it } from "vitest";
import {
  CHECKOUT_STEPS,
  type CheckoutProgress,
  type CheckoutStepId,
  firstIncompleteStep,
  isStepComplete,
  stepPath,
  stepperItems,
  stepRedirect,
} from "~/lib/checkout/steps";

const NOTHING: CheckoutProgress = {
  entryCount: 2,
  reviewed: false,
  hasDeliveryAddress: false,
  hasDeliveryMode: false,
  paymentComplete: false,
};
const REVIEWED: CheckoutProgress = { ...NOTHING, reviewed: true };
const ADDRESSED: CheckoutProgress = { ...REVIEWED, hasDeliveryAddress: true };
const MODE_SET: CheckoutProgress = { ...ADDRESSED, hasDeliveryMode: true };
const ALL: CheckoutProgress = { ...MODE_SET, paymentComplete: true };

const states = (progress: CheckoutProgress, current: CheckoutStepId | null) =>
  stepperItems(progress, current).map((item) => item.state);
const hrefs = (progress: CheckoutProgress, current: CheckoutStepId | null) =>
  stepperItems(progress, current).map((item) => item.href);

describe("checkout steps", () => {
  it("are the spec's four steps in order, with their paths", () => {
    expect(CHECKOUT_STEPS.map((step) => step.id)).toEqual(["reviewOrder", "deliveryAddress", "deliveryMode", "paymentDetails"]);
    expect(CHECKOUT_STEPS.map((step) => stepPath(step.id))).toEqual([
      "/checkout/review-order",
      "/checkout/delivery-address",
      "/checkout/delivery-mode",
      "/checkout/payment-details",
    ]);
  });

  it("a step is complete when the cart says so", () => {
    expect(isStepComplete(NOTHING, "reviewOrder")).toBe(false);
    expect(isStepComplete(REVIEWED, "reviewOrder")).toBe(true);
    expect(isStepComplete({ ...REVIEWED, entryCount: 0 }, "reviewOrder")).toBe(false);
    expect(isStepComplete(ADDRESSED, "deliveryAddress")).toBe(true);
    expect(isStepComplete(REVIEWED, "deliveryAddress")).toBe(false);
    expect(isStepComplete(MODE_SET, "deliveryMode")).toBe(true);
    expect(isStepComplete(MODE_SET, "paymentDetails")).toBe(false);
    expect(isStepComplete(ALL, "paymentDetails")).toBe(true);
  });
});

describe("firstIncompleteStep (/checkout redirects there)", () => {
  it("walks the steps in order", () => {
    expect(firstIncompleteStep(NOTHING)).toBe("reviewOrder");
    expect(firstIncompleteStep(REVIEWED)).toBe("deliveryAddress");
    expect(firstIncompleteStep(ADDRESSED)).toBe("deliveryMode");
    expect(firstIncompleteStep(MODE_SET)).toBe("paymentDetails");
    expect(firstIncompleteStep(ALL)).toBeNull();
  });

  it("an earlier incomplete step wins over later complete ones (entries changed after the address was set)", () => {
    expect(firstIncompleteStep({ ...ALL, reviewed: false })).toBe("reviewOrder");
    expect(firstIncompleteStep({ ...ALL, hasDeliveryAddress: false })).toBe("deliveryAddress");
  });

  it("an empty cart starts at the review, even when it was reviewed", () => {
    expect(firstIncompleteStep({ ...ALL, entryCount: 0 })).toBe("reviewOrder");
  });
});

describe("stepRedirect (gating)", () => {
  it("the review is always open", () => {
    expect(stepRedirect(NOTHING, "reviewOrder")).toBeNull();
    expect(stepRedirect(ALL, "reviewOrder")).toBeNull();
  });

  it("skipping ahead goes back to the first incomplete earlier step", () => {
    expect(stepRedirect(NOTHING, "deliveryAddress")).toBe("/checkout/review-order");
    expect(stepRedirect(NOTHING, "deliveryMode")).toBe("/checkout/review-order");
    expect(stepRedirect(NOTHING, "paymentDetails")).toBe("/checkout/review-order");
    expect(stepRedirect(REVIEWED, "deliveryMode")).toBe("/checkout/delivery-address");
    expect(stepRedirect(REVIEWED, "paymentDetails")).toBe("/checkout/delivery-address");
    expect(stepRedirect(ADDRESSED, "paymentDetails")).toBe("/checkout/delivery-mode");
  });

  it("the next step and done steps are open", () => {
    expect(stepRedirect(REVIEWED, "deliveryAddress")).toBeNull();
    expect(stepRedirect(ADDRESSED, "deliveryMode")).toBeNull();
    expect(stepRedirect(MODE_SET, "paymentDetails")).toBeNull();
    for (const step of CHECKOUT_STEPS) expect(stepRedirect(ALL, step.id), step.id).toBeNull();
    expect(stepRedirect(MODE_SET, "deliveryAddress")).toBeNull();
  });

  it("a step whose own state is incomplete stays open once the earlier ones are done", () => {
    expect(stepRedirect({ ...ALL, hasDeliveryAddress: false }, "deliveryAddress")).toBeNull();
    expect(stepRedirect({ ...ALL, hasDeliveryAddress: false }, "deliveryMode")).toBe("/checkout/delivery-address");
  });

  it("an unknown step id is sent to the first incomplete step instead of being let through", () => {
    expect(stepRedirect(NOTHING, "nope" as CheckoutStepId)).toBe("/checkout/review-order");
    expect(stepRedirect(MODE_SET, "nope" as CheckoutStepId)).toBe("/checkout/payment-details");
    expect(stepRedirect(ALL, "nope" as CheckoutStepId)).toBeNull();
  });

  it("an empty cart is sent back to the review from every later step", () => {
    const empty = { ...ALL, entryCount: 0 };
    for (const step of ["deliveryAddress", "deliveryMode", "paymentDetails"] as const) {
      expect(stepRedirect(empty, step), step).toBe("/checkout/review-order");
    }
  });
});

describe("stepperItems (number, edit, done, error)", () => {
  it("numbers the steps 1–4 with the spec's labels", () => {
    const items = stepperItems(NOTHING, "reviewOrder");
    expect(items.map((item) => [item.position, item.label])).toEqual([
      [1, "Review order"],
      [2, "Delivery address"],
      [3, "Delivery mode"],
      [4, "Payment details"],
    ]);
  });

  it("the current step is 'edit' (never a link), later steps are plain numbers", () => {
    expect(states(NOTHING, "reviewOrder")).toEqual(["edit", "number", "number", "number"]);
    expect(hrefs(NOTHING, "reviewOrder")).toEqual([null, null, null, null]);
  });

  it("done steps are links back", () => {
    expect(states(ADDRESSED, "deliveryMode")).toEqual(["done", "done", "edit", "number"]);
    expect(hrefs(ADDRESSED, "deliveryMode")).toEqual(["/checkout/review-order", "/checkout/delivery-address", null, null]);
  });

  it("the current step is 'edit' even when it is complete; later done steps link forward", () => {
    expect(states(ALL, "deliveryAddress")).toEqual(["done", "edit", "done", "done"]);
    expect(hrefs(ALL, "deliveryAddress")).toEqual(["/checkout/review-order", null, "/checkout/delivery-mode", "/checkout/payment-details"]);
  });

  it("an incomplete step before a complete one is 'error' (and a link); steps behind it cannot be reached", () => {
    const changed = { ...MODE_SET, reviewed: false };
    expect(states(changed, null)).toEqual(["error", "done", "done", "number"]);
    expect(hrefs(changed, null)).toEqual(["/checkout/review-order", null, null, null]);
  });

  it("without a current step (e.g. the layout before a child is known) nothing is 'edit'", () => {
    expect(states(REVIEWED, null)).toEqual(["done", "number", "number", "number"]);
  });

  it("an empty cart shows no done steps", () => {
    expect(states({ ...NOTHING, entryCount: 0, reviewed: true }, "reviewOrder")).toEqual(["edit", "number", "number", "number"]);
  });
});
