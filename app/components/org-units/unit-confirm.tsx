import { type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";

/**
 * A confirmation page of the units area (disable, enable, remove a user; issue 26, H1): what will happen, then one
 * POST form with the page's intent, or (when the backend refuses up front) only the reason and the way back. The
 * backend's refusal of the POST comes back as the form's error (the error summary, focus moved there).
 */
export function UnitConfirm({
  id,
  title,
  children,
  intent,
  label,
  backHref,
  backLabel,
  lastResult,
  allowed,
  action,
}: {
  action: string;
  id: string;
  title: string;
  children: ReactNode;
  intent: string;
  label: string;
  backHref: string;
  backLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
  allowed: boolean;
}) {
  const form = useSubmissionForm<never>({
    id,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  const back = (
    <Link to={backHref} className="button button--secondary">
      {backLabel}
    </Link>
  );
  return (
    <div className="stack org-confirm">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{title}</h1>
      {children}
      {allowed ? <ConfirmActionForm action={action} label={label} intent={intent} cancel={back} formProps={form.formProps} /> : <p>{back}</p>}
    </div>
  );
}
