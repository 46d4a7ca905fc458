import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CheckboxField } from "~/components/choice-fields";
import { CsrfInput } from "~/components/security-inputs";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import { getIdentityRegistration } from "~/lib/occ/onboarding.server";
import { completeIdentityRegistration } from "~/lib/onboarding/onboarding.server";
import { pageTitle } from "~/lib/page-title";
import { parseIdentityConsentForm } from "~/lib/schemas/register.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Complete your registration", matches) }];

/** Spec part 1 §2 customerRegistrationPage: only for users the identity provider still has to register. */
async function requireIdentityRegistration(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context);
  if (!user.showCdcRegistrationPage) throw redirect("/");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireIdentityRegistration(request, context);
  return getIdentityRegistration(await getOcc(request, context)).catch(throwBackendError);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireIdentityRegistration(request, context);
  const submission = parseIdentityConsentForm(formData);
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply();
  }
  const result = await completeIdentityRegistration(request, context, (options) => submission.reply(options));
  if (!(result instanceof Response)) markFormErrors(context);
  return result;
}

export default function CustomerRegistrationRoute() {
  const details = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"consent">({
    id: "identity-registration",
    lastResult,
    loadValidator: () => import("~/lib/schemas/register-identity.validate"),
  });
  const consent = form.field("consent");

  return (
    <div className="narrow registration">
      <h1>Complete your registration</h1>
      <ErrorSummary errors={form.summaryErrors(["consent"])} focusKey={form.summaryKey} />
      <p>
        You signed in with {details.providerName}. Check your details and agree to link your account to finish
        setting it up.
      </p>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Name</dt>
          <dd>{`${details.firstName} ${details.lastName}`.trim()}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Email address</dt>
          <dd>{details.email}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Identity provider</dt>
          <dd>{details.providerName}</dd>
        </div>
      </dl>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <CheckboxField
          id={consent.id}
          name={consent.name}
          label={`I agree to link my ${details.providerName} sign-in to this account`}
          errors={consent.errors}
          defaultChecked={consent.defaultValue === "on"}
          required
        />
        <SubmitButton>Complete registration</SubmitButton>
      </Form>
    </div>
  );
}
