/**
 * One row of a `<dl className="summary-list">`: the label and its value, or `fallback` (e.g. 'Not given') when there
 * is none. Used by the approval detail (issue 7) and the return threshold request (issue 24).
 */
export function SummaryRow({ label, value, fallback, testId }: { label: string; value: string | null; fallback: string; testId?: string | undefined }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value ?? fallback}</dd>
    </div>
  );
}
