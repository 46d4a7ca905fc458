import { type Submission, type SubmissionResult } from "@conform-to/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type SummaryError } from "~/components/form/error-summary";

type Validator = (formData: FormData) => Submission<Record<string, unknown>>;

/**
 * Forms within the JavaScript budget (docs/decisions/004-javascript-budget.md).
 *
 * The server parses with conform + the form's zod schema and answers `submission.reply()` (a
 * `SubmissionResult`). This hook renders that result — field errors, form errors, the values to
 * keep — without shipping conform's runtime. With JS, the form's validator (the same schema,
 * `<form>.validate.ts`) is imported on first focus; from then on a submit with errors is stopped
 * in the browser and shows the validator's `reply()`, the very shape the server sends, and
 * fields re-validate as the user types. Without JS (or before the validator arrives) the server
 * answers with the same messages.
 *
 * The error summary (`summaryErrors`, `summaryKey`) follows GOV.UK: it changes only when the form
 * is submitted or the server answers, never while the user types — the field messages do
 * re-validate as the user types, but a summary that changed (and took focus) mid-word would
 * pull focus out of the field and lose keystrokes.
 */
export function useSubmissionForm<Field extends string>({
  id,
  lastResult,
  loadValidator,
  onInvalidSubmit,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  loadValidator: () => Promise<{ validate: Validator }>;
  /** Called when the browser stops a submit with errors (e.g. to clear password inputs, as the server would). */
  onInvalidSubmit?: () => void;
}) {
  const [clientResult, setClientResult] = useState<SubmissionResult<string[]> | null>(null);
  /** What the summary shows: the result of the last submit or server answer. */
  const [summaryResult, setSummaryResult] = useState<SubmissionResult<string[]> | null>(lastResult ?? null);
  const [summaryKey, setSummaryKey] = useState(0);
  const [validate, setValidate] = useState<Validator | null>(null);
  const loadRef = useRef(loadValidator);
  const loading = useRef(false);

  // A new answer from the server replaces whatever the browser found.
  const seenResult = useRef(lastResult);
  useEffect(() => {
    setClientResult(null);
    if (seenResult.current === lastResult) return;
    seenResult.current = lastResult;
    setSummaryResult(lastResult ?? null);
    setSummaryKey((key) => key + 1);
  }, [lastResult]);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadRef.current().then(
      (module) => setValidate(() => module.validate),
      () => {
        loading.current = false; // offline or a new deploy: try again on next focus
      },
    );
  }, []);

  const result = clientResult ?? lastResult ?? null;
  const errors = result?.error ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validate) return; // the server validates
    // A button marked `formNoValidate` (a search or a page of the same form, which keeps what was typed) submits as is.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
    const submission = validate(new FormData(event.currentTarget));
    if (submission.status === "success") return;
    event.preventDefault();
    const reply = submission.reply();
    setClientResult(reply);
    setSummaryResult(reply);
    setSummaryKey((key) => key + 1);
    onInvalidSubmit?.();
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    // Re-validate only once errors are showing, so nobody is told off while typing the first time.
    if (!validate || !result?.error || Object.keys(result.error).length === 0) return;
    const reply = validate(new FormData(event.currentTarget)).reply();
    // Keep the server's form-level message (e.g. bad credentials) until the next submit.
    setClientResult({ ...reply, error: { ...reply.error, "": result.error[""] ?? null } });
  }

  return {
    formProps: { id, noValidate: true, onSubmit, onInput, onFocus: load },
    formErrors: errors[""] ?? [],
    field(name: Field) {
      const value = result?.initialValue?.[name];
      return {
        id: `${id}-${name}`,
        name,
        errors: errors[name] ?? undefined,
        defaultValue: typeof value === "string" ? value : undefined,
      };
    },
    /**
     * The error summary's entries as of the last submit or server answer: form-level messages,
     * then each field's messages (linked to the field) in the order given.
     */
    summaryErrors(fields: readonly Field[]): SummaryError[] {
      const shown = summaryResult?.error ?? {};
      return [
        ...(shown[""] ?? []).map((message) => ({ message })),
        ...fields.flatMap((name) => (shown[name] ?? []).map((message) => ({ fieldId: `${id}-${name}`, message }))),
      ];
    },
    /** Changes on every submit and server answer: pass to `ErrorSummary` so focus moves there each time. */
    summaryKey,
    /** Changes whenever a new result is shown: use as `key` to reset uncontrolled inputs. */
    resultKey: result ? JSON.stringify(result.error ?? {}) : "",
  };
}
