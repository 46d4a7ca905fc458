import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { RequestSent } from "~/components/password-reset/request-sent";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { getAppOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import * as accountMessages from "~/lib/account-messages";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import { fieldRejection, requestPasswordReset } from "~/lib/occ/password-reset.server";
import { pageTitle } from "~/lib/page-title";
import { MODE, modeAfterRequest, requestScreenMode, sentParam } from "~/lib/password-reset/modes";
import { parseResetRequestForm } from "~/lib/schemas/reset-request.server";

/** Reset request screen (spec part 1 §2 resetpassword, §4 modes 2, 3, 4). The mode lives in `?sent=`. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.mode === MODE.enterAccount || !data ? "Reset your password" : "Check your messages", matches) },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { mode: requestScreenMode(new URL(request.url).searchParams.get("sent")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseResetRequestForm(formData);
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply();
  }
  const { userId } = submission.value;
  try {
    await requestPasswordReset(getAppOcc(request, context), userId);
  } catch (error) {
    if (!isOccError(error)) throw error;
    markFormErrors(context);
    // The backend's own e-mail check disagreed with ours: the spec's second e-mail message.
    if (fieldRejection(error, "userId")) return submission.reply({ fieldErrors: { userId: [messages.invalidEmail] } });
    return submission.reply({ formErrors: [error.userMessage] });
  }
  return redirect(`/resetpassword?sent=${sentParam(modeAfterRequest(userId))}`);
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
    loadValidator: () => import("~/lib/schemas/reset-request.validate"),
  });
  const userId = form.field("userId");

  return (
    <div className="narrow">
      <h1>Reset your password</h1>
      <ErrorSummary errors={form.summaryErrors(["userId"])} focusKey={form.summaryKey} />
      <p>{accountMessages.resetRequestHint}</p>
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
