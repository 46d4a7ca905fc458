import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CheckboxField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { loadOnboarding, submitOnboarding } from "~/lib/onboarding/onboarding.server";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Welcome: set up your account", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOnboarding(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitOnboarding(request, context);
}

export default function CustomerOnboardingRoute() {
  const { firstName } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"preferredName" | "mobile" | "uniformPolicyAccepted">({
    id: "onboarding",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/onboarding/onboarding-schema").then((m) => m.OnboardingSchema)),
  });
  const preferredName = form.field("preferredName");
  const mobile = form.field("mobile");
  const policy = form.field("uniformPolicyAccepted");

  return (
    <div className="narrow onboarding">
      <h1>Welcome, {firstName}</h1>
      <ErrorSummary errors={form.summaryErrors(["preferredName", "mobile", "uniformPolicyAccepted"])} focusKey={form.summaryKey} />
      <p>Before you start ordering, tell us how to reach you and confirm the uniform policy.</p>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <Field
          label="Preferred name (optional)"
          hint="What you would like us to call you."
          errors={preferredName.errors}
          inputProps={{
            id: preferredName.id,
            name: preferredName.name,
            defaultValue: preferredName.defaultValue,
            type: "text",
            autoComplete: "nickname",
          }}
        />
        <Field
          label="Mobile number (optional)"
          hint="For delivery updates and password reset by text message."
          errors={mobile.errors}
          inputProps={{
            id: mobile.id,
            name: mobile.name,
            defaultValue: mobile.defaultValue,
            type: "tel",
            autoComplete: "tel",
          }}
        />
        <CheckboxField
          id={policy.id}
          name={policy.name}
          label="I have read and accept the uniform policy"
          hint="The uniform policy explains what you may order and how to wear and return your uniform."
          errors={policy.errors}
          defaultChecked={policy.defaultValue === "on"}
          required
        />
        <SubmitButton>Save and continue</SubmitButton>
      </Form>
    </div>
  );
}
