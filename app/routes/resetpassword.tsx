import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { RequestSent } from "~/components/password-reset/request-sent";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as resetMessages from "~/lib/password-reset/messages";
import { pageTitle } from "~/lib/page-title";
import { MODE } from "~/lib/password-reset/modes";
import { loadResetRequest, submitResetRequest } from "~/lib/password-reset/reset-request.server";

/** Reset request screen (spec part 1 §2 resetpassword, §4 modes 2, 3, 4). The mode lives in `?sent=`. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.mode === MODE.enterAccount || !data ? "Reset your password" : "Check your messages", matches) },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadResetRequest(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitResetRequest(request, context);
}

export default function ResetPasswordRequestRoute() {
  const { mode } = useLoaderData<typeof loader>();
  if (mode !== MODE.enterAccount) return <RequestSent mode={mode} />;
  return <EnterAccount />;
}

function EnterAccount() {
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"userId">({
    id: "reset-request",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/password-reset/reset-request-schema").then((m) => m.ResetRequestSchema)),
  });
  const userId = form.field("userId");

  return (
    <div className="narrow">
      <h1>Reset your password</h1>
      <ErrorSummary errors={form.summaryErrors(["userId"])} focusKey={form.summaryKey} />
      <p>{resetMessages.resetRequestHint}</p>
      <Form
        method="post"
        {...form.formProps}
        className="stack"
      >
        <CsrfInput />
        <HoneypotFields />
        <Field
          label="Email address or mobile number"
          errors={userId.errors}
          inputProps={{
            id: userId.id,
            name: userId.name,
            defaultValue: userId.defaultValue,
            type: "text",
            required: true,
            autoComplete: "username",
            spellCheck: false,
            autoCapitalize: "none",
          }}
        />
        <div className="button-row">
          <SubmitButton>Send reset link</SubmitButton>
          <Link to="/login">Back to sign in</Link>
        </div>
      </Form>
    </div>
  );
}
