import { type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/billing/messages";
import { BILLING_PATH } from "~/lib/billing/view";

/**
 * "Add a card": a button that asks the backend for a card registration (decision 031) and answers with the hand-over
 * to the hosted card page; 'Unable to initiate operation. Please try again' when it cannot start.
 */
export function AddCardForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const form = useSubmissionForm<never>({
    id: "add-card",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
  return (
    <section className="add-card stack" aria-labelledby="add-card-title">
      <h2 id="add-card-title">{m.addHeading}</h2>
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <p>{m.addIntro}</p>
      <Form method="post" action={BILLING_PATH} {...form.formProps}>
        <CsrfInput />
        <SubmitButton name="intent" value="add" busy={busy}>
          {m.addButton}
        </SubmitButton>
      </Form>
    </section>
  );
}
