import { Stepper } from "~/components/stepper";
import * as poMessages from "~/lib/purchase-orders/messages";

const STEPS = [poMessages.detailsStep, poMessages.summaryStep] as const;

/** The creation steps (spec part 1 §2): 'Purchase order details', then 'Summary'; the current one marked. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  return (
    <Stepper
      label={poMessages.stepsLabel}
      className="stepper--tabs stepper--po"
      steps={STEPS.map((label, index) => ({
        key: label,
        current: index + 1 === current,
        label: (
          <>
            <span className="stepper__number">{poMessages.stepOf(index + 1, STEPS.length)}</span> {label}
          </>
        ),
      }))}
    />
  );
}
