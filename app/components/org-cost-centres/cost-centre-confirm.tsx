import { type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import * as m from "~/lib/org-cost-centres/messages";
import { costCentrePath } from "~/lib/org-cost-centres/paths";

/**
 * A confirmation page of a cost centre (disable, enable, remove; issue 27, helper A): what will happen, then one POST
 * form with the page's intent, or (when it cannot be done) only the reason and the way back. The backend's refusal of
 * the POST comes back as the form's error (the error summary, focus moved there).
 */
export function CostCentreConfirm({
  code,
  action,
  title,
  intent,
  label,
  allowed,
  lastResult,
  children,
}: {
  code: string;
  action: string;
  title: string;
  intent: "disable" | "enable" | "remove";
  label: string;
  allowed: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  children: ReactNode;
}) {
  const form = useSubmissionForm<never>({
    id: `cost-centre-${intent}`,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  const back = (
    <Link to={costCentrePath(code)} className="button button--secondary">
      {allowed ? m.cancel : m.backToCostCentre}
    </Link>
  );
  return (
    <div className="narrow stack org-confirm">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{title}</h1>
      {children}
      {allowed ? <ConfirmActionForm action={action} label={label} intent={intent} cancel={back} formProps={form.formProps} /> : <p>{back}</p>}
    </div>
  );
}
