import * as poMessages from "~/lib/purchase-orders/messages";

const STEPS = [poMessages.detailsStep, poMessages.summaryStep] as const;

/** The creation steps (spec part 1 §2): 'Purchase order details', then 'Summary'; the current one marked. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  return (
    <nav aria-label={poMessages.stepsLabel} className="po-steps">
      <ol className="po-steps__list">
        {STEPS.map((label, index) => (
          <li
            key={label}
            className={index + 1 === current ? "po-steps__step po-steps__step--current" : "po-steps__step"}
            aria-current={index + 1 === current ? "step" : undefined}
          >
            <span className="po-steps__number">{poMessages.stepOf(index + 1, STEPS.length)}</span> {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
