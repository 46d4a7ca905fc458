import { Link } from "@remix-run/react";
import { clsx } from "clsx";
import { type StepperItem, type StepState } from "~/lib/checkout/steps";

const STATE_TEXT: Record<StepState, string> = {
  number: "not started",
  edit: "current step",
  done: "completed",
  error: "needs checking again",
};

/**
 * The checkout stepper (spec part 2 §4: number, edit, done, error): an ordered list; done and error steps link
 * back (app/lib/checkout/steps.ts decides which), the current step carries aria-current="step". Each state is
 * also spelled out for screen readers, not only shown by colour and icon.
 */
export function CheckoutStepper({ items }: { items: readonly StepperItem[] }) {
  return (
    <nav className="stepper" aria-label="Checkout steps">
      <ol className="stepper__list">
        {items.map((item) => {
          const content = (
            <>
              <span className="stepper__marker" aria-hidden="true">
                {item.state === "done" ? "✓" : item.state === "error" ? "!" : item.position}
              </span>
              <span className="stepper__label">
                {item.label}
                <span className="visually-hidden"> ({STATE_TEXT[item.state]})</span>
              </span>
            </>
          );
          return (
            <li
              key={item.id}
              className={clsx("stepper__step", `stepper__step--${item.state}`)}
              aria-current={item.state === "edit" ? "step" : undefined}
              data-state={item.state}
            >
              {item.href ? (
                <Link to={item.href} className="stepper__link">
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
