import { type ReactNode } from "react";

/** One row of a `summary-list` (a `<dl>`): the label and its value (order details, return details and documents). */
export function SummaryFact({ label, children, valueClassName }: { label: string; children: ReactNode; valueClassName?: string }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
