import { type Step, Stepper } from "~/components/stepper";
import { bundleStepName, reviewStepName } from "~/lib/packs/messages";
import * as t from "~/lib/packs/pack-step-messages";
import { reviewPath, stepPath } from "~/lib/packs/pack-step-paths";

export interface StepperBundle {
  bundleId: string;
  bundleName: string;
  step: number;
  status: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED";
}

/**
 * The pack's steps (spec part 1 §2, §4): one per bundle, then 'Review clothing'. COMPLETED steps are links marked
 * successful (icon + visually hidden "completed"); the current step has `aria-current="step"`; a step is reachable
 * (a link) when every earlier step is COMPLETED, the review when all are. Isolated editing shows no links.
 */
export function PackStepper({
  packId,
  bundles,
  current,
  isolated,
}: {
  packId: string;
  bundles: readonly StepperBundle[];
  /** The current bundle step, or "review". */
  current: number | "review" | null;
  isolated: boolean;
}) {
  const total = bundles.length + 1;
  const allDone = bundles.every((bundle) => bundle.status === "COMPLETED");
  const steps: Step[] = bundles.map((bundle, index) => {
    const reachable = bundles.slice(0, index).every((earlier) => earlier.status === "COMPLETED");
    const done = bundle.status === "COMPLETED";
    const isCurrent = current === bundle.step;
    return {
      key: bundle.bundleId,
      label: bundleStepName(bundle.bundleName, index + 1, total),
      state: done ? "done" : undefined,
      current: isCurrent,
      href: !isolated && reachable && !isCurrent ? stepPath(packId, bundle.step) : null,
      marker: done ? "✓" : undefined,
      status: done ? t.completedHidden : undefined,
    };
  });
  steps.push({
    key: "review",
    label: reviewStepName(total, total),
    current: current === "review",
    href: !isolated && allDone && current !== "review" ? reviewPath(packId) : null,
  });
  return <Stepper label={t.stepsLabel} className="stepper--tabs stepper--pack" steps={steps} prefetch="intent" />;
}
