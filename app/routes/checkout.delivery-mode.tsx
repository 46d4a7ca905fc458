import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { useUnsavedChanges } from "~/components/checkout/unsaved-changes";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { type CheckoutStepHandle } from "~/lib/checkout/current-step";
import { loadDeliveryMode, submitDeliveryMode } from "~/lib/checkout/delivery-mode.server";
import { pageTitle } from "~/lib/page-title";

export const handle: CheckoutStepHandle = { checkoutStep: "deliveryMode" };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Delivery mode", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDeliveryMode(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitDeliveryMode(request, context);
}

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { conditionsNotMet: false }>;

export default function DeliveryModeStep() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.conditionsNotMet) return null;
  return <DeliveryMode {...loaded} />;
}

function DeliveryMode({ modes, selected }: Loaded) {
  const lastResult = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const form = useSubmissionForm<"deliveryModeId">({
    id: "delivery-mode",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/checkout/delivery-mode-schema").then((m) => m.DeliveryModeChoiceSchema)),
  });
  const choice = form.field("deliveryModeId");
  const summary = form.summaryErrors(["deliveryModeId"]).map((e) => (e.fieldId ? { ...e, fieldId: `${choice.id}-0` } : e));
  const checked = choice.defaultValue ?? selected;

  return (
    <section className="checkout-step" aria-labelledby="delivery-mode-title">
      <h1 id="delivery-mode-title">Delivery mode</h1>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      <Form method="post" ref={formRef} {...form.formProps} className="stack checkout-step__form">
        <CsrfInput />
        <RadiosField
          id={choice.id}
          name="deliveryModeId"
          legend="How should we deliver your order?"
          errors={choice.errors}
          defaultValue={checked}
          className="delivery-modes"
          options={modes.map((mode) => ({
            value: mode.code,
            labelClassName: "delivery-modes__label",
            label: (
              <>
                <span className="delivery-modes__name">{mode.name}</span>
                {mode.cost ? <span className="delivery-modes__cost">{mode.cost}</span> : null}
              </>
            ),
            hint: mode.description || undefined,
          }))}
        />
        <div className="button-row">
          <SubmitButton>Continue</SubmitButton>
        </div>
      </Form>
      {unsaved.dialog}
    </section>
  );
}
