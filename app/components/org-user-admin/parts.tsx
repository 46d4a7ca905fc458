import { Form, Link, useNavigation } from "@remix-run/react";
import { type SubmissionResult } from "@conform-to/react";
import { type ReactNode } from "react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import type { AdminUserView } from "~/lib/org-user-admin/user-admin.server";
import * as m from "~/lib/org-user-admin/messages";
import { activatePath, deactivatePath, deletePath, userPath } from "~/lib/org-user-admin/paths";
import { statusActive, statusDisabled } from "~/lib/organisation/messages";

type User = Pick<AdminUserView, "pk" | "name" | "active" | "email">;

/** The top of every user administration page: the way back to the user, the page's heading, the user's state. */
export function UserAdminHeading({ user, title, children }: { user: User; title: string; children?: ReactNode }) {
  return (
    <header className="org-user-admin__header">
      <p>
        <Link to={userPath(user.pk)}>{m.backToUser(user.name)}</Link>
      </p>
      <h1>{title}</h1>
      <p className="org-user-admin__who">
        {user.email}{" "}
        <span className={user.active ? "org-status" : "org-status org-status--disabled"}>{user.active ? statusActive : statusDisabled}</span>
      </p>
      {children}
    </header>
  );
}

/**
 * One row's button (remove a role, set a default, assign an approver): a POST form of its own with the CSRF token,
 * the row's hidden fields and the button (named for the row, for screen readers). Works without JavaScript; while its
 * request is under way the button is busy and a second press does nothing.
 */
export function RowActionForm({
  action,
  fields,
  label,
  accessibleLabel,
  variant = "secondary",
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  accessibleLabel: string;
  variant?: "primary" | "secondary" | "link";
}) {
  const navigation = useNavigation();
  const mine =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Form method="post" action={action} className="org-user-admin__row-form">
      <CsrfInput />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        variant={variant}
        busy={mine}
        aria-label={accessibleLabel}
        onClick={(event) => {
          if (mine) event.preventDefault();
        }}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

/** Shown instead of the forms when the user (or their unit) is disabled: 'a disabled item cannot be edited'. */
export function DisabledNotice() {
  return (
    <p className="org-user-admin__notice" role="note">
      {m.refusals.disabledItem}
    </p>
  );
}

/** 'Keep' (back to the user's page without acting), the confirmation pages' way out. */
export function KeepLink({ pk }: { pk: string }) {
  return (
    <Link to={userPath(pk)} className="button button--secondary">
      {m.keep}
    </Link>
  );
}

/** What each confirmation page says and where its form posts. */
const CONFIRMATIONS = {
  activate: { title: m.activateTitle, explain: m.activateExplain, label: m.activateButton, path: activatePath },
  deactivate: { title: m.deactivateTitle, explain: m.deactivateExplain, label: m.deactivateButton, path: deactivatePath },
  delete: { title: m.deleteTitle, explain: m.deleteExplain, label: m.deleteButton, path: deletePath },
} as const;

/**
 * A confirmation page of the user's (activate, deactivate, delete): the heading, what the backend's check said
 * (`before`), then either why it cannot be done (`refusal`, no button) or the explanation and one confirm button.
 */
export function UserConfirmPage({
  intent,
  user,
  lastResult,
  before,
  refusal,
}: {
  intent: keyof typeof CONFIRMATIONS;
  user: User;
  lastResult: SubmissionResult<string[]> | undefined;
  before?: ReactNode;
  refusal: ReactNode | null;
}) {
  const page = CONFIRMATIONS[intent];
  const form = useSubmissionForm<never>({
    id: `user-${intent}`,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((s) => s.ButtonFormSchema)),
  });
  return (
    <div className="narrow stack org-user-admin">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <UserAdminHeading user={user} title={page.title(user.name)} />
      {before}
      {refusal ?? (
        <>
          <p>{page.explain}</p>
          <ConfirmActionForm action={page.path(user.pk)} intent={intent} label={page.label} cancel={<KeepLink pk={user.pk} />} formProps={form.formProps} />
        </>
      )}
    </div>
  );
}
