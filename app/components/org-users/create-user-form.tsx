import { type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-users/messages";
import { USERS_PATH } from "~/lib/org-users/paths";
import { type SiteType } from "~/lib/organisation/messages";
import { ContactFields, PersonalFields, UnitField } from "./user-fields";

const FORM_ID = "create-user";
const FIELDS = ["titleCode", "firstName", "lastName", "email", "mobile", "employeeCode", "unitId", "roles"] as const;
type CreateField = (typeof FIELDS)[number];
/** The first role's checkbox carries the field id (the error summary links to it). */
const roleId = (index: number, uid: string) => (index === 0 ? `${FORM_ID}-roles` : `${FORM_ID}-roles-${uid}`);

export type CreateUserAnswer = SubmissionResult<string[]> | { generated: string; values: Record<string, string | string[]> } | undefined;

/**
 * The create-user form (issue 26, H2): title, names, e-mail, mobile, employee code with 'Generate', unit, roles.
 * 'Generate' is a submit button of this form (`intent=generate`, no validation): without JS the page comes back with a
 * new code and every typed value kept; with JS a fetcher asks for the code and fills the field, announcing it. The
 * hidden `key` is the create's Idempotency-Key.
 */
export function CreateUserForm({
  answer,
  siteType,
  units,
  roles,
  values,
  formKey,
}: {
  answer: CreateUserAnswer;
  siteType: SiteType;
  units: readonly { uid: string; name: string }[];
  roles: readonly { uid: string; name: string }[];
  values: Record<string, string | string[]>;
  formKey: string;
}) {
  const lastResult = answer && "generated" in answer ? undefined : answer;
  const regenerated = answer && "generated" in answer ? answer : null;
  const form = useSubmissionForm<CreateField>({
    id: FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-users/user-schemas").then((module) => module.CreateUserSchema)),
  });
  const fetcher = useFetcher<{ generated: string }>();
  const codeRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState(regenerated ? m.generated(regenerated.generated) : "");

  useEffect(() => {
    const code = fetcher.data?.generated;
    if (fetcher.state !== "idle" || !code || !codeRef.current) return;
    codeRef.current.value = code;
    setAnnouncement(m.generated(code));
  }, [fetcher.state, fetcher.data]);

  function generate(event: MouseEvent<HTMLButtonElement>) {
    // With JS only the code is asked for; the typed values stay where they are.
    event.preventDefault();
    const csrf = formRef.current?.querySelector<HTMLInputElement>("input[name=csrf]")?.value ?? "";
    fetcher.submit({ intent: "generate", csrf }, { method: "post" });
  }

  const initial = (name: Exclude<CreateField, "roles">): string | undefined => {
    const value = regenerated ? regenerated.values[name] : (form.field(name).defaultValue ?? values[name]);
    return typeof value === "string" ? value : undefined;
  };
  const state = (name: Exclude<CreateField, "roles">) => ({ value: initial(name), errors: form.field(name).errors });
  const rolesInitial = regenerated?.values.roles ?? lastResult?.initialValue?.roles ?? values.roles ?? [];
  const checkedRoles = new Set(Array.isArray(rolesInitial) ? rolesInitial.map(String) : [String(rolesInitial)]);
  const rolesErrors = form.field("roles").errors;
  const code = form.field("employeeCode");
  const busy = fetcher.state !== "idle";

  return (
    <>
      <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} />
      <Form method="post" ref={formRef} {...form.formProps} className="stack narrow">
        <CsrfInput />
        <input type="hidden" name="key" value={formKey} />
        {/* The form's default button (Enter in a field creates, not generates): hidden, out of the tab order. */}
        <button type="submit" name="intent" value="create" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {m.createSubmit}
        </button>
        <PersonalFields formId={FORM_ID} fields={{ titleCode: state("titleCode"), firstName: state("firstName"), lastName: state("lastName") }} />
        <ContactFields formId={FORM_ID} fields={{ email: state("email"), mobile: state("mobile") }} />
        <div className="org-code-field">
          <Field
            label={m.employeeCodeLabel}
            hint={m.employeeCodeHint}
            errors={code.errors}
            inputProps={{ id: code.id, name: "employeeCode", autoComplete: "off", spellCheck: false, defaultValue: initial("employeeCode"), maxLength: 30, ref: codeRef }}
          />
          <button
            type="submit"
            name="intent"
            value="generate"
            formNoValidate
            className="button button--secondary"
            onClick={generate}
            aria-disabled={busy || undefined}
            aria-describedby={`${FORM_ID}-generated`}
          >
            {busy ? m.generating : m.generate}
          </button>
        </div>
        <p id={`${FORM_ID}-generated`} className="visually-hidden" role="status">
          {announcement}
        </p>
        <UnitField formId={FORM_ID} siteType={siteType} units={units} field={state("unitId")} />
        <fieldset className={rolesErrors?.length ? "org-roles field--error" : "org-roles"} aria-describedby={`${FORM_ID}-roles-hint${rolesErrors?.length ? ` ${FORM_ID}-roles-error` : ""}`}>
          <legend>{m.rolesLegend}</legend>
          <p className="field__hint" id={`${FORM_ID}-roles-hint`}>
            {m.rolesHint}
          </p>
          <FieldError id={rolesErrors?.length ? `${FORM_ID}-roles-error` : undefined} errors={rolesErrors} />
          {roles.map((role, index) => (
            <div className="checkbox" key={role.uid}>
              <input
                type="checkbox"
                className="checkbox__input"
                id={roleId(index, role.uid)}
                name="roles"
                value={role.uid}
                defaultChecked={checkedRoles.has(role.uid)}
              />
              <label className="checkbox__label" htmlFor={roleId(index, role.uid)}>
                {role.name}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="button-row">
          <SubmitButton name="intent" value="create">
            {m.createSubmit}
          </SubmitButton>
          <Link to={USERS_PATH} className="button button--secondary">
            {m.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
