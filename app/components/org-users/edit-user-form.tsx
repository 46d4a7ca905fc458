import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-users/messages";
import { type EditKind, userPath } from "~/lib/org-users/paths";
import { type SiteType } from "~/lib/organisation/messages";
import { ContactFields, PersonalFields, UnitField } from "./user-fields";

const FIELDS = {
  personal: ["titleCode", "firstName", "lastName"],
  contact: ["email", "mobile"],
  employee: ["employeeCode", "unitId"],
} as const satisfies Record<EditKind, readonly string[]>;
type EditField = (typeof FIELDS)[EditKind][number];

const schemaOf = (kind: EditKind) =>
  lazyValidator(() =>
    import("~/lib/org-users/user-schemas").then((module) =>
      kind === "personal" ? module.PersonalSchema : kind === "contact" ? module.ContactSchema : module.EmployeeSchema,
    ),
  );

/**
 * One of the user's three edit forms (issue 26, H2): personal (title, names), contact (e-mail, mobile) or employee
 * (employee code, unit). The server's answer (errors, values kept) comes back through `useSubmissionForm`.
 */
export function EditUserForm({
  kind,
  pk,
  answer,
  values,
  siteType,
  units,
}: {
  kind: EditKind;
  pk: string;
  answer: SubmissionResult<string[]> | undefined;
  values: Record<string, string>;
  siteType: SiteType;
  units: readonly { uid: string; name: string }[];
}) {
  const formId = `edit-user-${kind}`;
  const form = useSubmissionForm<EditField>({ id: formId, lastResult: answer, loadValidator: schemaOf(kind) });
  const state = (name: EditField) => ({ value: form.field(name).defaultValue ?? values[name], errors: form.field(name).errors });
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(FIELDS[kind])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack narrow">
        <CsrfInput />
        {kind === "personal" ? <PersonalFields formId={formId} fields={{ titleCode: state("titleCode"), firstName: state("firstName"), lastName: state("lastName") }} /> : null}
        {kind === "contact" ? <ContactFields formId={formId} fields={{ email: state("email"), mobile: state("mobile") }} /> : null}
        {kind === "employee" ? (
          <>
            <Field
              label={m.employeeCodeLabel}
              errors={state("employeeCode").errors}
              inputProps={{ id: `${formId}-employeeCode`, name: "employeeCode", autoComplete: "off", spellCheck: false, defaultValue: state("employeeCode").value, maxLength: 30 }}
            />
            <UnitField formId={formId} siteType={siteType} units={units} field={state("unitId")} />
          </>
        ) : null}
        <div className="button-row">
          <SubmitButton>{m.saveSubmit}</SubmitButton>
          <Link to={userPath(pk)} className="button button--secondary">
            {m.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

/**
 * One of the user's three edit pages (the routes `organisation.users.$customerPk.personal|contact|employee`): the way
 * back, the heading, the user, and the form — or why it cannot be edited (a disabled user or unit).
 */
export function EditUserPage({
  kind,
  user,
  ...form
}: {
  kind: EditKind;
  user: { pk: string; firstName: string; lastName: string; employeeCode: string | null; canEdit: boolean };
  answer: SubmissionResult<string[]> | undefined;
  values: Record<string, string>;
  siteType: SiteType;
  units: readonly { uid: string; name: string }[];
}) {
  return (
    <div className="stack">
      <p>
        <Link to={userPath(user.pk)}>{m.backToUser}</Link>
      </p>
      <h1>{m.editHeading(kind)}</h1>
      <p>{m.userTitle(user, form.siteType)}</p>
      {user.canEdit ? <EditUserForm kind={kind} pk={user.pk} {...form} /> : <p>{m.userDisabled}</p>}
    </div>
  );
}
