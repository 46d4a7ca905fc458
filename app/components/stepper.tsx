import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { type ReactNode } from "react";

export type Step = {
  key: string;
  label: ReactNode;
  /** The step's state as a modifier (`stepper__step--${state}`, `data-state`), e.g. done, error. */
  state?: string;
  /** The step the user is on: `aria-current="step"`. */
  current?: boolean;
  /** A link to the step when it can be reached from here. */
  href?: string | null;
  /** Shown before the label, hidden from screen readers (a number, ✓ or !): the state is in `status`. */
  marker?: ReactNode;
  /** The state spelled out for screen readers after the label, e.g. "completed". */
  status?: string;
};

/**
 * The one stepper (checkout, purchase orders, packs): a navigation landmark with an ordered list of steps; the
 * current step carries aria-current="step"; a step's state is spelled out for screen readers, not only shown by
 * colour and icon. `className` picks the feature's look (`stepper--checkout`, `stepper--tabs`).
 */
export function Stepper({ label, steps, className, prefetch }: { label: string; steps: readonly Step[]; className?: string; prefetch?: "intent" }) {
  return (
    <nav className={clsx("stepper", className)} aria-label={label}>
      <ol className="stepper__list">
        {steps.map((step) => {
          const content = (
            <>
              {step.marker != null ? (
                <span className="stepper__marker" aria-hidden="true">
                  {step.marker}
                </span>
              ) : null}
              <span className="stepper__label">
                {step.label}
                {step.status ? <span className="visually-hidden"> ({step.status})</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={step.key}
              className={clsx("stepper__step", step.state && `stepper__step--${step.state}`, step.current && "stepper__step--current")}
              aria-current={step.current ? "step" : undefined}
              data-state={step.state}
            >
              {step.href ? (
                <Link to={step.href} prefetch={prefetch} className="stepper__link">
                  {content}
                </Link>
              ) : (
                <span className="stepper__text">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
