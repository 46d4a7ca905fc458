import { type FormEvent, useEffect, useRef, useState } from "react";
import { type SummaryError } from "~/components/error-summary";

/**
 * The error summary's list, refreshed after a submit or a server answer (as GOV.UK's summary is),
 * not while the user types. The field messages still re-validate as the user types; the summary
 * must not, because `ErrorSummary` moves focus to itself whenever its list changes — with a live
 * list, fixing one error mid-word pulled focus out of the field and lost the next keystrokes.
 */
export function useSummaryErrors(errors: SummaryError[], lastResult: unknown) {
  const [shown, setShown] = useState(errors);
  const [submits, setSubmits] = useState(0);
  const armed = useRef(false);
  const previousResult = useRef(lastResult);
  if (previousResult.current !== lastResult) {
    previousResult.current = lastResult;
    armed.current = true;
  }
  const key = errors.map((e) => `${e.fieldId ?? ""}:${e.message}`).join("|");
  const latest = useRef(errors);
  latest.current = errors;
  useEffect(() => {
    if (armed.current) setShown(latest.current);
  }, [key, submits, lastResult]);
  return {
    summaryErrors: shown,
    /** Wire to the form's onSubmit (after the form hook's own handler). */
    onSubmitted: (_event: FormEvent<HTMLFormElement>) => {
      armed.current = true;
      setSubmits((n) => n + 1);
    },
    /** Wire to the form's onInput: typing freezes the summary until the next submit. */
    onTyping: () => {
      armed.current = false;
    },
  };
}
