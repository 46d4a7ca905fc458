import { Stepper } from "~/components/stepper";
import { type StepperItem, type StepState } from "~/lib/checkout/steps";

const STATE_TEXT: Record<StepState, string> = {
  number: "not started",
  edit: "current step",
  done: "completed",
  error: "needs checking again",
};

/**
 * The checkout stepper (spec part 2 §4: number, edit, done, error): done and error steps link back
 * (app/lib/checkout/steps.ts decides which), the current step carries aria-current="step". Each state is
 * also spelled out for screen readers, not only shown by colour and icon.
 */
export function CheckoutStepper({ items }: { items: readonly StepperItem[] }) {
  return (
    <Stepper
      label="Checkout steps"
      className="stepper--checkout"
      steps={items.map((item) => ({
        key: item.id,
        label: item.label,
        state: item.state,
        current: item.state === "edit",
        href: item.href,
        marker: item.state === "done" ? "✓" : item.state === "error" ? "!" : item.position,
        status: STATE_TEXT[item.state],
      }))}
    />
  );
}
