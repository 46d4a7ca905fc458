import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { useUnsavedChanges } from "~/components/checkout/unsaved-changes";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { type CheckoutStepHandle } from "~/lib/checkout/current-step";
import { loadDeliveryAddress, submitDeliveryAddress } from "~/lib/checkout/delivery-address.server";
import { pageTitle } from "~/lib/page-title";

/** Loaded only when the new-address form shows (decision 004); the server renders it in full. */
const NewAddressForm = lazy(() => import("~/components/checkout/new-address-form"));

export const handle: CheckoutStepHandle = { checkoutStep: "deliveryAddress" };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Delivery address", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDeliveryAddress(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitDeliveryAddress(request, context);
}

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { conditionsNotMet: false }>;

export default function DeliveryAddressStep() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (loaded.conditionsNotMet) return null;
  // The answer's form: its `intent` value (a failed new address shows its form again, whatever the URL says).
  const answered = lastResult?.initialValue?.intent === "new" ? "new" : lastResult ? "select" : null;
  const showNew = loaded.alternateAddressEnabled && (loaded.showNewForm || answered === "new");
  return (
    <section className="checkout-step" aria-labelledby="delivery-address-title">
      <h1 id="delivery-address-title">Delivery address</h1>
      {showNew ? (
        <Suspense fallback={null}>
          <NewAddressForm
            lastResult={answered === "new" ? lastResult : undefined}
            countries={loaded.countries}
            regions={loaded.regions}
            defaultCountry={loaded.defaultCountry}
            addressBookOptions={loaded.addressBookOptions}
            bookLink={loaded.options.length > 0}
          />
        </Suspense>
      ) : (
        <AddressBook key="book" {...loaded} lastResult={answered === "select" ? lastResult : undefined} />
      )}
    </section>
  );
}

function AddressBook({ options, selectedId, alternateAddressEnabled, lastResult }: Loaded & { lastResult: SubmissionResult<string[]> | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const form = useSubmissionForm<"addressId">({
    id: "address-book",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/checkout/address-choice-schema").then((m) => m.AddressChoiceSchema)),
  });
  const choice = form.field("addressId");
  // The summary links a radio group's message to its first radio.
  const summary = form.summaryErrors(["addressId"]).map((e) => (e.fieldId ? { ...e, fieldId: `${choice.id}-0` } : e));
  const checked = choice.defaultValue ?? selectedId;

  return (
    <>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      {options.length > 0 ? (
        <Form method="post" ref={formRef} {...form.formProps} className="stack checkout-step__form">
          <CsrfInput />
          <input type="hidden" name="intent" value="select" />
          <RadiosField
            id={choice.id}
            name="addressId"
            legend="Choose a delivery address"
            errors={choice.errors}
            defaultValue={checked}
            className="address-options"
            itemClassName="address-options__item"
            options={options.map((option) => ({
              value: option.id,
              label: (
                <>
                  <span className="address-options__name">{option.lines[0]}</span>
                  <span className="radios__hint">{option.lines.slice(1).join(", ")}</span>
                  {option.isDefault ? <span className="address-options__tag">Default address</span> : null}
                  {option.current ? <span className="address-options__tag">Entered for this order</span> : null}
                </>
              ),
            }))}
          />
          <div className="button-row">
            <SubmitButton>Use this address</SubmitButton>
          </div>
        </Form>
      ) : null}
      {alternateAddressEnabled ? (
        <p className="checkout-step__alternative">
          <Link to="?new=1" className="button button--secondary">
            Enter a new address
          </Link>
        </p>
      ) : null}
      {unsaved.dialog}
    </>
  );
}
