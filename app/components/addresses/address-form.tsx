import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { AddressFields, type AddressCountryOption, type AddressRegionOption, addressFieldState } from "~/components/checkout/address-fields";
import { CheckboxField } from "~/components/form/choice-fields";
import { useHydrated } from "~/components/form/comment-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/addresses/messages";
import { ADDRESS_BOOK_PATH } from "~/lib/addresses/paths";
import { type AddressFieldName } from "~/lib/checkout/address-fields";
import { type SuggestionView } from "./suggestion-choice";

const SuggestionDialog = lazy(() => import("~/components/addresses/suggestion-dialog"));

/** The address book form's fields, in the order the form shows them (and the summary lists them). */
const FIELDS = ["country", "titleCode", "firstName", "lastName", "line1", "line2", "town", "region", "postalCode", "phone", "cellphone", "defaultAddress"] as const satisfies readonly AddressFieldName[];

export type AddressFormAnswer = SubmissionResult<string[]> | { review: SuggestionView } | undefined;

/**
 * The add and edit form (spec part 2 §3 "Address"). A POST to its own route; with JS it sends `enhanced=1`, and a
 * suggestion from the backend opens the suggestion dialog over the form (without JS: the suggestion page). `formKey`
 * is the add's Idempotency-Key.
 */
export function AddressBookForm({
  answer,
  values,
  countries,
  regions,
  formKey,
  submitLabel,
  showDefault,
}: {
  answer: AddressFormAnswer;
  values: Record<string, string | undefined>;
  countries: readonly AddressCountryOption[];
  regions: Readonly<Record<string, readonly AddressRegionOption[]>>;
  formKey: string;
  submitLabel: string;
  /** Offer "Set as default delivery address" (not when it is the default already). */
  showDefault: boolean;
}) {
  const lastResult = answer && "review" in answer ? undefined : answer;
  const review = answer && "review" in answer ? answer.review : null;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The dialog gives focus back to the form's submit button.
  const submitRef = useMemo(() => ({ get current() { return formRef.current?.querySelector<HTMLElement>("button[type=submit]") ?? null; } }), []);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => setDialogOpen(review !== null), [review]);
  const form = useSubmissionForm<AddressFieldName>({
    id: "address-book-form",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/addresses/address-book-schema").then((module) => module.AddressBookSchema)),
  });
  const shown = showDefault ? FIELDS : FIELDS.filter((name) => name !== "defaultAddress");
  const state = addressFieldState(form.field, shown, values);
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(shown)} focusKey={form.summaryKey} />
      <Form method="post" ref={formRef} {...form.formProps} className="stack address-book-form">
        <CsrfInput />
        <input type="hidden" name="key" value={formKey} />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <AddressFields formId="address-book-form" values={state.values} errors={state.errors} countries={countries} regions={regions} addressBookOptions={false} />
        {showDefault ? (
          <CheckboxField
            id="address-book-form-defaultAddress"
            name="defaultAddress"
            label={m.setAsDefaultAddress}
            errors={state.errors.defaultAddress}
            defaultChecked={state.values.defaultAddress === "on"}
          />
        ) : null}
        <div className="button-row">
          <SubmitButton>{submitLabel}</SubmitButton>
          <Link to={ADDRESS_BOOK_PATH} className="button button--secondary">
            {m.backToAddressList}
          </Link>
        </div>
      </Form>
      {review ? (
        <Suspense fallback={null}>
          <SuggestionDialog view={review} open={dialogOpen} onOpenChange={setDialogOpen} returnFocusTo={submitRef} />
        </Suspense>
      ) : null}
    </>
  );
}
