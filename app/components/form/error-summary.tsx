import { useEffect, useRef } from "react";
import * as messages from "~/lib/messages";

export interface SummaryError {
  /** id of the field the message belongs to; form-level errors have none. */
  fieldId?: string;
  message: string;
}

/**
 * GOV.UK-style error summary: 'There is a problem' at the top of the form, each error a link
 * to its field. With JS, focus moves here after a failed submission; without JS it is the
 * first thing after the heading and the page title starts with 'Error: '.
 */
export function ErrorSummary({ errors, focusKey }: { errors: readonly SummaryError[]; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => `${e.fieldId}:${e.message}`).join("|");
  // Forms using useSubmissionForm pass its summaryKey: focus moves here on each submit with
  // errors (also when the errors are the same as last time), never while the user types.
  useEffect(() => {
    if (!key) return;
    ref.current?.focus();
    if (!document.title.startsWith("Error: ")) document.title = `Error: ${document.title}`;
  }, [key, focusKey]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {messages.errorSummaryTitle}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? "form"}-${error.message}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** GOV.UK: prefix the page title with 'Error: ' when the page shows errors. */
export function errorTitle(title: string, hasErrors: boolean) {
  return hasErrors ? `Error: ${title}` : title;
}
