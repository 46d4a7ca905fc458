import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type FormEvent } from "react";
import { CheckboxField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import { TermsHint } from "~/components/form/terms-hint";
import * as orderMessages from "~/lib/orders/messages";

export const PLACE_ORDER_ACTION = "/checkout/place-order";

/**
 * The place-order form shown on /checkout/payment-details once every step is complete (and again on
 * /checkout/place-order when it came back with errors). It posts to `/checkout/place-order` with: csrf, `cartCode`
 * (the cart's code, so a second tab finds the first tab's order), `orderKey` (a one-time key minted by the
 * payment-details loader with `newOrderKey()`: a double click or a resubmitted POST carries the same key),
 * `termsChecked`, `intent` = `place` | `replenish` (+ `replenishmentStartDate`, `recurrencePeriod` when offered).
 * With JS the button is aria-disabled while the order is sent and a second click is ignored (decision 010).
 */
export interface PlaceOrderFormProps {
  cartCode: string;
  orderKey: string;
  /** Offer scheduled replenishment (signed-in users with account payment: `offersReplenishment`). */
  replenishment: boolean;
  /** The server's answer when the form came back with errors (the /checkout/place-order page). */
  lastResult?: SubmissionResult<string[]> | null;
}

type Field = "termsChecked" | "intent" | "replenishmentStartDate" | "recurrencePeriod" | "cartCode" | "orderKey";

/** Today as yyyy-mm-dd (UTC, as the backend checks it): the earliest first replenishment date. */
const today = () => new Date().toISOString().slice(0, 10);

export function PlaceOrderForm({ cartCode, orderKey, replenishment, lastResult }: PlaceOrderFormProps) {
  const form = useSubmissionForm<Field>({
    id: "place-order",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/orders/place-order-form-schema").then((m) => m.placeOrderSchema(m.isoDay(Date.now())))),
  });
  const single = useSingleSubmit(PLACE_ORDER_ACTION);
  const terms = form.field("termsChecked");
  const intent = form.field("intent");
  const startDate = form.field("replenishmentStartDate");
  const recurrence = form.field("recurrencePeriod");
  const expired = [...(form.field("cartCode").errors ?? []), ...(form.field("orderKey").errors ?? [])];
  const summary = [
    ...[...new Set(expired)].map((message) => ({ message })),
    ...form.summaryErrors(["termsChecked", "replenishmentStartDate", "recurrencePeriod"]),
  ];
  const chosen = intent.defaultValue === "replenish" ? "replenish" : "place";
  const recurrenceErrorId = recurrence.errors?.length ? `${recurrence.id}-error` : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.formProps.onSubmit(event);
    single.onSubmit(event);
  }

  return (
    <Form method="post" action={PLACE_ORDER_ACTION} {...form.formProps} onSubmit={onSubmit} key={form.resultKey} className="place-order stack">
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      <CsrfInput />
      <input type="hidden" name="cartCode" value={cartCode} />
      <input type="hidden" name="orderKey" value={orderKey} />
      {replenishment ? (
        <RadiosField
          id={intent.id}
          name="intent"
          legend={orderMessages.whenLegend}
          defaultValue={chosen}
          options={[
            { value: "place", id: `${intent.id}-place`, label: orderMessages.placeNowOption },
            { value: "replenish", id: `${intent.id}-replenish`, label: orderMessages.scheduleOption, hint: orderMessages.scheduleHint, hintId: `${intent.id}-replenish-hint` },
          ]}
        >
          <div className="place-order__schedule">
            <Field
              label={orderMessages.startDateLabel}
              hint={orderMessages.startDateHint}
              errors={startDate.errors}
              inputProps={{ id: startDate.id, name: startDate.name, type: "date", min: today(), defaultValue: startDate.defaultValue, autoComplete: "off" }}
            />
            <div className={recurrenceErrorId ? "field field--error" : "field"}>
              <label className="field__label" htmlFor={recurrence.id}>
                {orderMessages.recurrenceLabel}
              </label>
              <FieldError id={recurrenceErrorId} errors={recurrence.errors} />
              <select
                id={recurrence.id}
                name={recurrence.name}
                className="field__input field__select"
                defaultValue={recurrence.defaultValue ?? "WEEKLY"}
                aria-invalid={recurrenceErrorId ? true : undefined}
                aria-describedby={recurrenceErrorId}
              >
                {orderMessages.recurrenceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </RadiosField>
      ) : (
        <input type="hidden" name="intent" value="place" />
      )}
      <CheckboxField
        id={terms.id}
        name={terms.name}
        label={orderMessages.termsLabel}
        hint={<TermsHint linkText={orderMessages.termsLinkText} />}
        errors={terms.errors}
        defaultChecked={lastResult?.initialValue?.termsChecked === "on"}
        required
      />
      <div className="button-row">
        <SubmitButton className="place-order__submit" busy={single.busy}>{orderMessages.placeOrderButton}</SubmitButton>
        <span className="place-order__busy" role="status">
          {single.busy ? orderMessages.placingOrder : ""}
        </span>
      </div>
    </Form>
  );
}
