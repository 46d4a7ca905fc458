import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-units/messages";

type Option = { value: string; label: string };
type Result = SubmissionResult<string[]> | undefined;

/** Create a unit / store (issue 26, H1): uid, name, parent, approval process; the key makes a double submit create once. */
export function CreateUnitForm({
  words,
  parents,
  processes,
  values,
  formKey,
  lastResult,
}: {
  words: m.Words;
  parents: Option[];
  processes: Option[];
  values: { parent: string };
  formKey: string;
  lastResult: Result;
}) {
  const form = useSubmissionForm<"uid" | "name" | "parent" | "approvalProcess">({
    id: "unit-create",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-units/unit-schema").then((s) => s.CreateUnitSchema)),
  });
  const uid = form.field("uid");
  const name = form.field("name");
  const parent = form.field("parent");
  const process = form.field("approvalProcess");
  const kept = lastResult !== undefined;
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["uid", "name", "parent", "approvalProcess"])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack narrow">
        <CsrfInput />
        <input type="hidden" name="key" value={formKey} />
        <Field label={m.uidLabel} hint={m.uidHint} errors={uid.errors} inputProps={{ id: uid.id, name: uid.name, defaultValue: uid.defaultValue, type: "text", required: true, autoComplete: "off" }} />
        <Field label={m.nameLabel} errors={name.errors} inputProps={{ id: name.id, name: name.name, defaultValue: name.defaultValue, type: "text", required: true, autoComplete: "off" }} />
        <RequiredSelect id={parent.id} name={parent.name} label={words.parentUnit} options={parents} errors={parent.errors} defaultValue={kept ? parent.defaultValue : values.parent} />
        <SelectField id={process.id} name={process.name} label={m.approvalProcessLabel} options={processes} emptyLabel={m.approvalProcessInherited} errors={process.errors} defaultValue={process.defaultValue} />
        <div className="button-row">
          <SubmitButton>{m.create}</SubmitButton>
          <Link to="/organisation/units" className="button button--secondary">
            {m.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** Edit a unit / store: name, approval process and (not for the root or the admin's own unit) the parent. */
export function EditUnitForm({
  words,
  unit,
  canMove,
  parents,
  processes,
  lastResult,
}: {
  words: m.Words;
  unit: { uid: string; name: string; parentOrgUnit: { uid: string } | null; approvalProcess: { code: string } | null };
  canMove: boolean;
  parents: Option[];
  processes: Option[];
  lastResult: Result;
}) {
  const form = useSubmissionForm<"name" | "parent" | "approvalProcess">({
    id: "unit-edit",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-units/unit-schema").then((s) => s.EditUnitSchema)),
  });
  const name = form.field("name");
  const parent = form.field("parent");
  const process = form.field("approvalProcess");
  const kept = lastResult !== undefined;
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["name", "parent", "approvalProcess"])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack narrow">
        <CsrfInput />
        <Field label={m.nameLabel} errors={name.errors} inputProps={{ id: name.id, name: name.name, defaultValue: kept ? name.defaultValue : unit.name, type: "text", required: true, autoComplete: "off" }} />
        {canMove ? (
          <RequiredSelect id={parent.id} name={parent.name} label={words.parentUnit} options={parents} errors={parent.errors} defaultValue={kept ? parent.defaultValue : unit.parentOrgUnit?.uid} />
        ) : null}
        <SelectField
          id={process.id}
          name={process.name}
          label={m.approvalProcessLabel}
          options={processes}
          emptyLabel={m.approvalProcessInherited}
          errors={process.errors}
          defaultValue={kept ? process.defaultValue : unit.approvalProcess?.code}
        />
        <div className="button-row">
          <SubmitButton>{m.save}</SubmitButton>
          <Link to={`/organisation/units/${encodeURIComponent(unit.uid)}`} className="button button--secondary">
            {m.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** A select without an empty choice (the parent is required). */
function RequiredSelect({ id, name, label, options, errors, defaultValue }: { id: string; name: string; label: string; options: Option[]; errors: readonly string[] | undefined; defaultValue: string | undefined }) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={errorId ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={errorId} errors={errors} />
      <select id={id} name={name} className="field__input field__select" defaultValue={defaultValue ?? ""} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
