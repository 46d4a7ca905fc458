import { type Submission, type SubmissionResult } from "@conform-to/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

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
 */
export function useSubmissionForm<Field extends string>({
  id,
  lastResult,
  loadValidator,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  loadValidator: () => Promise<{ validate: Validator }>;
}) {
  const [clientResult, setClientResult] = useState<SubmissionResult<string[]> | null>(null);
  const [validate, setValidate] = useState<Validator | null>(null);
  const loadRef = useRef(loadValidator);
  const loading = useRef(false);

  // A new answer from the server replaces whatever the browser found.
  useEffect(() => setClientResult(null), [lastResult]);

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
    const submission = validate(new FormData(event.currentTarget));
    if (submission.status === "success") return;
    event.preventDefault();
    setClientResult(submission.reply());
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
    /** Changes whenever a new result is shown: use as `key` to reset uncontrolled inputs. */
    resultKey: result ? JSON.stringify(result.error ?? {}) : "",
  };
}
