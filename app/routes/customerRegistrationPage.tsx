import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { CheckboxField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { pageTitle } from "~/lib/page-title";
import { loadIdentityRegistration, submitIdentityRegistration } from "~/lib/registration/identity-registration.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Complete your registration", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadIdentityRegistration(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitIdentityRegistration(request, context);
}

export default function CustomerRegistrationRoute() {
  const details = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"consent">({
    id: "identity-registration",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/registration/register-identity-schema").then((m) => m.IdentityConsentSchema)),
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
