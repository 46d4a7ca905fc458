import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { loadCloseAccount, submitCloseAccount } from "~/lib/account-profile/close.server";
import * as profileMessages from "~/lib/account-profile/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/close-account` (issue 25; docs/account-profile.md): what closing the account means, the password, then
 * the account is closed and the user signed out (to /login with 'Your account has been closed.').
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(profileMessages.closePageTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCloseAccount(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCloseAccount(request, context);
}

export default function CloseAccountRoute() {
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useSubmissionForm<"password">({
    id: "close-account",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-profile/profile-schema").then((m) => m.CloseAccountSchema)),
    onInvalidSubmit: () => {
      if (passwordRef.current) passwordRef.current.value = "";
    },
  });
  const password = form.field("password");
  return (
    <div className="narrow account-profile">
      <h1>{profileMessages.closePageTitle}</h1>
      <ErrorSummary errors={form.summaryErrors(["password"])} focusKey={form.summaryKey} />
      <p>
        {profileMessages.closeIntro} <strong>{email}</strong>
      </p>
      <ul>
        {profileMessages.closeConsequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <PasswordField label={profileMessages.closePasswordLabel} hint={profileMessages.closePasswordHint} field={password} autoComplete="current-password" inputRef={passwordRef} />
        <div className="button-row">
          <SubmitButton>{profileMessages.closeButton}</SubmitButton>
          <Link to="/my-account/profile" className="button button--secondary">
            {profileMessages.keepAccount}
          </Link>
        </div>
      </Form>
    </div>
  );
}
