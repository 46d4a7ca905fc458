import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-user-groups/messages";

type FieldName = "uid" | "name" | "orgUnit";

/**
 * The create and edit form of a user group (issue 26, H4): code (create only: it cannot change), name and unit
 * ('store' on the wholesale site). One schema for the browser (lazily loaded on first focus) and the action; every
 * typed value comes back with the errors. `formKey` is the create's Idempotency-Key.
 */
export function UserGroupForm({
  mode,
  lastResult,
  values,
  units,
  unitLabel,
  unitLower,
  formKey,
  cancelHref,
}: {
  mode: "create" | "edit";
  lastResult: SubmissionResult<string[]> | undefined;
  values: Partial<Record<FieldName, string>>;
  units: ReadonlyArray<{ value: string; label: string }>;
  unitLabel: string;
  unitLower: string;
  formKey?: string;
  cancelHref: string;
}) {
  const form = useSubmissionForm<FieldName>({
    id: `user-group-${mode}`,
    lastResult,
    loadValidator: lazyValidator(() =>
      import("~/lib/org-user-groups/user-group-schema").then((module) => (mode === "create" ? module.CreateUserGroupSchema : module.EditUserGroupSchema)),
    ),
  });
  const fields: FieldName[] = mode === "create" ? ["uid", "name", "orgUnit"] : ["name", "orgUnit"];
  const field = (name: FieldName) => {
    const state = form.field(name);
    return { ...state, value: state.defaultValue ?? values[name] ?? "" };
  };
  const uid = field("uid");
  const name = field("name");
  const unit = field("orgUnit");
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(fields)} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack org-form" key={form.resultKey}>
        <CsrfInput />
        {formKey ? <input type="hidden" name="key" value={formKey} /> : null}
        {mode === "create" ? (
          <Field
            label={m.uidLabel}
            hint={m.uidHint}
            errors={uid.errors}
            inputProps={{ id: uid.id, name: "uid", defaultValue: uid.value, autoComplete: "off", spellCheck: false, maxLength: 64, required: true }}
          />
        ) : null}
        <Field label={m.nameLabel} errors={name.errors} inputProps={{ id: name.id, name: "name", defaultValue: name.value, autoComplete: "off", maxLength: 255, required: true }} />
        <SelectField id={unit.id} name="orgUnit" label={unitLabel} options={units} emptyLabel={m.chooseUnit(unitLower)} errors={unit.errors} defaultValue={unit.value} />
        <div className="button-row">
          <SubmitButton>{m.save}</SubmitButton>
          <Link to={cancelHref} className="button button--secondary">
            {m.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
