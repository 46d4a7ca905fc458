import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type ReactNode } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/addresses/messages";
import { VERIFY_ADDRESS_PATH } from "~/lib/addresses/paths";

export interface SuggestionView {
  entered: { name: string; lines: string[] };
  suggested: { name: string; lines: string[] };
}

const Lines = ({ address }: { address: SuggestionView["entered"] }) => (
  <span className="address-suggestion__lines">
    {[address.name, ...address.lines].map((line, index) => (
      <span key={index}>
        {line}
        <br />
      </span>
    ))}
  </span>
);

/**
 * The suggestion step's form (Spartacus' address suggestion texts): the suggested address (chosen) or the one entered,
 * "Save address", or "Edit address" back to the form with the entered values. The page's and the dialog's.
 */
export function SuggestionChoice({
  view,
  edit,
  lastResult,
  formId = "address-verify",
}: {
  view: SuggestionView;
  /** "Edit address": a link back to the form (page), or a button closing the dialog over the form. */
  edit: ReactNode;
  lastResult?: SubmissionResult<string[]> | undefined;
  formId?: string;
}) {
  const form = useSubmissionForm<"choice">({
    id: formId,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/addresses/address-book-schema").then((module) => module.VerifyChoiceSchema)),
  });
  const choice = form.field("choice");
  const summary = form.summaryErrors(["choice"]).map((e) => (e.fieldId ? { ...e, fieldId: `${choice.id}-0` } : e));
  return (
    <>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      <p>{m.ensureAccuracy}</p>
      <Form method="post" action={VERIFY_ADDRESS_PATH} {...form.formProps} className="stack">
        <CsrfInput />
        <RadiosField
          id={choice.id}
          name="choice"
          legend={m.chooseAddressToUse}
          errors={choice.errors}
          defaultValue={choice.defaultValue ?? "suggested"}
          className="address-suggestion"
          options={[
            { value: "suggested", label: <><strong>{m.suggestedAddress}</strong><br /><Lines address={view.suggested} /></> },
            { value: "entered", label: <><strong>{m.enteredAddress}</strong><br /><Lines address={view.entered} /></> },
          ]}
        />
        <div className="button-row">
          <SubmitButton>{m.saveAddress}</SubmitButton>
          {edit}
        </div>
      </Form>
    </>
  );
}
