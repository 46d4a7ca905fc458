import { Link } from "@remix-run/react";
import { bundleStepName, reviewStepName } from "~/lib/packs/pack-messages";
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
  return (
    <nav className="pack-stepper" aria-label={t.stepsLabel}>
      <ol className="pack-stepper__list">
        {bundles.map((bundle, index) => {
          const reachable = bundles.slice(0, index).every((earlier) => earlier.status === "COMPLETED");
          const done = bundle.status === "COMPLETED";
          const isCurrent = current === bundle.step;
          const label = bundleStepName(bundle.bundleName, index + 1, total);
          return (
            <StepItem
              key={bundle.bundleId}
              label={label}
              done={done}
              isCurrent={isCurrent}
              href={!isolated && reachable && !isCurrent ? stepPath(packId, bundle.step) : null}
            />
          );
        })}
        <StepItem
          label={reviewStepName(total, total)}
          done={false}
          isCurrent={current === "review"}
          href={!isolated && allDone && current !== "review" ? reviewPath(packId) : null}
        />
      </ol>
    </nav>
  );
}

function StepItem({ label, done, isCurrent, href }: { label: string; done: boolean; isCurrent: boolean; href: string | null }) {
  const className = `pack-stepper__step${done ? " pack-stepper__step--done" : ""}${isCurrent ? " pack-stepper__step--current" : ""}`;
  const content = (
    <>
      {done ? (
        <span className="pack-stepper__icon" aria-hidden="true">
          ✓
        </span>
      ) : null}
      <span>{label}</span>
      {done ? <span className="visually-hidden"> ({t.completedHidden})</span> : null}
    </>
  );
  return (
    <li className={className} aria-current={isCurrent ? "step" : undefined}>
      {href ? (
        <Link to={href} prefetch="intent">
          {content}
        </Link>
      ) : (
        <span className="pack-stepper__text">{content}</span>
      )}
    </li>
  );
}
