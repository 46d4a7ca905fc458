import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { ErrorSummary, type SummaryError } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { PackReturnsNotice } from "~/components/packs/pack-returns-notice";
import { CsrfInput } from "~/components/security-inputs";
import * as returnMessages from "~/lib/return-request/messages";
import { ITEMS_FIELD, kindField, quantityField, reasonField, selectField, variantField } from "~/lib/return-request/fields";
import { returnRules, type ReturnEntryView, type ReturnView } from "~/lib/return-request/return-view";

export const RETURN_FORM_ID = "return-request";
export const fieldId = (name: string) => `${RETURN_FORM_ID}-${name}`;

type FormHook = ReturnType<typeof useSubmissionForm<string>>;
type ValueOf = (name: string) => string | undefined;

/** The fields of an entry, in the order the error summary lists them. */
const entryFields = (entryNumber: number) => [kindField, quantityField, reasonField, variantField].map((field) => field(entryNumber));

/**
 * The return or exchange form (issue 24; spec part 2 §2 and §5): a real POST form that works without JavaScript. The
 * retail version: per returnable item a checkbox, return or exchange, the quantity (1 to what is returnable), the
 * reason and the replacement; pack items (spec part 1 §8) show the pack returns notice and offer only the exchange.
 * The wholesale version (`view.wholesale`): a table of SKUs with the quantity to return and the reason, and the
 * organisation's return threshold. With JS the shared schema (loaded on first focus) checks before sending; the
 * server checks every submit. Errors show next to the field and in the summary (which names the item), every value
 * kept.
 */
export function ReturnForm({
  view,
  lastResult,
  values,
}: {
  view: ReturnView;
  lastResult: SubmissionResult<string[]> | null | undefined;
  values: Record<string, string>;
}) {
  const rules = returnRules(view);
  const form = useSubmissionForm<string>({
    id: RETURN_FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/return-request/return-schema").then((m) => m.returnFormSchema(rules))),
  });
  // A result (the server's, or the browser's check) carries the typed values; before any, the draft's.
  const posted = form.resultKey !== "";
  const valueOf: ValueOf = (name) => (posted ? form.field(name).defaultValue : values[name]);
  const first = view.entries[0];
  const summary: SummaryError[] = form.summaryErrors(["", ITEMS_FIELD, ...view.entries.flatMap((entry) => entryFields(entry.entryNumber))]).map((error) => {
    if (error.fieldId === fieldId(ITEMS_FIELD)) {
      return { ...error, fieldId: first ? fieldId(view.wholesale ? quantityField(first.entryNumber) : selectField(first.entryNumber)) : undefined };
    }
    const entry = view.entries.find((candidate) => entryFields(candidate.entryNumber).some((name) => error.fieldId === fieldId(name)));
    if (!entry) return error;
    const kindRadios = !view.wholesale && !entry.exchangeOnly && entry.variants.length > 0;
    const target =
      error.fieldId === fieldId(kindField(entry.entryNumber))
        ? kindRadios
          ? `${fieldId(kindField(entry.entryNumber))}-0`
          : fieldId(view.wholesale ? quantityField(entry.entryNumber) : selectField(entry.entryNumber))
        : error.fieldId === fieldId(variantField(entry.entryNumber)) && entry.variants.length === 0
          ? fieldId(selectField(entry.entryNumber))
          : error.fieldId;
    return { ...error, fieldId: target, message: returnMessages.summaryItemError(view.wholesale ? entry.code : entry.name, error.message) };
  });
  const itemsField = form.field(ITEMS_FIELD);
  const itemsError = itemsField.errors?.length ? fieldId(`${ITEMS_FIELD}-error`) : undefined;

  return (
    <>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="order-change-form return-form">
        <CsrfInput />
        {view.wholesale ? (
          <WholesaleTable view={view} form={form} valueOf={valueOf} itemsError={itemsError} itemsErrors={itemsField.errors} />
        ) : (
          <fieldset className={clsx("fieldset", itemsError && "field--error")} aria-describedby={itemsError}>
            <legend className="fieldset__legend order-change-form__legend">{returnMessages.itemsLegend}</legend>
            <FieldError id={itemsError} errors={itemsField.errors} />
            <ul className="order-change-lines">
              {view.entries.map((entry) => (
                <ReturnLine key={entry.entryNumber} entry={entry} form={form} valueOf={valueOf} itemsError={itemsError} />
              ))}
            </ul>
          </fieldset>
        )}
        <div className="button-row">
          <SubmitButton>{returnMessages.continueButton}</SubmitButton>
          <Link to={`/my-account/order/${encodeURIComponent(view.code)}`} className="button button--secondary">
            {returnMessages.backToOrder}
          </Link>
        </div>
      </Form>
    </>
  );
}

function errorIdOf(form: FormHook, name: string) {
  return form.field(name).errors?.length ? `${fieldId(name)}-error` : undefined;
}

/** A quantity input; `label` names it when no visible label does (the wholesale table), `fallback` is its first value. */
function QuantityInput({
  entry,
  form,
  valueOf,
  label,
  describedBy,
  fallback = "",
}: {
  entry: ReturnEntryView;
  form: FormHook;
  valueOf: ValueOf;
  label?: string;
  describedBy?: string | undefined;
  fallback?: string;
}) {
  const name = quantityField(entry.entryNumber);
  const errorId = errorIdOf(form, name);
  return (
    <input
      id={fieldId(name)}
      name={name}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      aria-label={label}
      defaultValue={valueOf(name) ?? fallback}
      className="field__input order-change-quantity__input"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={[describedBy, errorId].filter(Boolean).join(" ") || undefined}
    />
  );
}

function ReasonSelect({ entry, form, valueOf, label }: { entry: ReturnEntryView; form: FormHook; valueOf: ValueOf; label?: string }) {
  const name = reasonField(entry.entryNumber);
  const errorId = errorIdOf(form, name);
  return (
    <select
      id={fieldId(name)}
      name={name}
      className="field__input field__select"
      defaultValue={valueOf(name) ?? ""}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      <option value="">{returnMessages.reasonEmpty}</option>
      {entry.reasons.map((reason) => (
        <option key={reason.code} value={reason.code}>
          {reason.name}
        </option>
      ))}
    </select>
  );
}

/** One item of the retail form. */
function ReturnLine({ entry, form, valueOf, itemsError }: { entry: ReturnEntryView; form: FormHook; valueOf: ValueOf; itemsError: string | undefined }) {
  const n = entry.entryNumber;
  const hidden = <span className="visually-hidden"> {`(${entry.name})`}</span>;
  const kindErrors = form.field(kindField(n)).errors;
  const kindRadios = !entry.exchangeOnly && entry.variants.length > 0;
  const exchangeOffered = entry.exchangeOnly || entry.variants.length > 0;
  const quantityError = errorIdOf(form, quantityField(n));
  const reasonError = errorIdOf(form, reasonField(n));
  const variantError = errorIdOf(form, variantField(n));
  const hintId = `${fieldId(quantityField(n))}-hint`;
  return (
    <li className="order-change-line return-line" data-testid={`return-line-${n}`}>
      <div className="checkbox">
        <input
          type="checkbox"
          className="checkbox__input"
          id={fieldId(selectField(n))}
          name={selectField(n)}
          defaultChecked={valueOf(selectField(n)) === "on"}
          aria-describedby={itemsError}
        />
        <label className="checkbox__label" htmlFor={fieldId(selectField(n))}>
          {returnMessages.selectLabel(entry.name)}
        </label>
      </div>
      <p className="field__hint order-change-line__facts">
        {[entry.variant, entry.code, returnMessages.orderedLine(entry.ordered, entry.max), entry.price ? returnMessages.priceLine(entry.price) : null]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {entry.pack ? <p className="return-line__pack">{`${entry.pack.name} (${entry.pack.typeLabel})`}</p> : null}
      {entry.exchangeOnly ? (
        <>
          <PackReturnsNotice className="return-line__notice" />
          <input type="hidden" name={kindField(n)} value="EXCHANGE" />
          <p className="return-line__only">{returnMessages.exchangeOnly}</p>
        </>
      ) : null}
      {kindRadios ? (
        <RadiosField
          id={fieldId(kindField(n))}
          name={kindField(n)}
          legend={
            <>
              {returnMessages.whatKey}
              {hidden}
            </>
          }
          className="radios--inline"
          errors={kindErrors}
          defaultValue={valueOf(kindField(n)) ?? null}
          options={[
            { value: "RETURN", label: returnMessages.kindReturn },
            { value: "EXCHANGE", label: returnMessages.kindExchange },
          ]}
        />
      ) : (
        <FieldError id={kindErrors?.length ? `${fieldId(kindField(n))}-error` : undefined} errors={kindErrors} />
      )}
      {!exchangeOffered && entry.reasons.length > 0 ? <p className="field__hint">{returnMessages.noVariants}</p> : null}
      <div className="return-line__fields">
        <div className={clsx("field", "order-change-quantity", quantityError && "field--error")}>
          <label className="field__label" htmlFor={fieldId(quantityField(n))}>
            {returnMessages.quantityLabel}
            {hidden}
          </label>
          <p className="field__hint" id={hintId}>
            {returnMessages.quantityHint(entry.max)}
          </p>
          <FieldError id={quantityError} errors={form.field(quantityField(n)).errors} />
          <QuantityInput entry={entry} form={form} valueOf={valueOf} describedBy={hintId} fallback="1" />
        </div>
        {entry.reasons.length > 0 ? (
          <div className={clsx("field", reasonError && "field--error")}>
            <label className="field__label" htmlFor={fieldId(reasonField(n))}>
              {returnMessages.reasonLabel}
              {hidden}
            </label>
            <FieldError id={reasonError} errors={form.field(reasonField(n)).errors} />
            <ReasonSelect entry={entry} form={form} valueOf={valueOf} />
          </div>
        ) : null}
        {exchangeOffered ? (
          <div className={clsx("field", variantError && "field--error")}>
            {entry.variants.length > 0 ? (
              <>
                <label className="field__label" htmlFor={fieldId(variantField(n))}>
                  {returnMessages.variantLabel}
                  {hidden}
                </label>
                <p className="field__hint" id={`${fieldId(variantField(n))}-hint`}>
                  {returnMessages.variantHint}
                </p>
                <FieldError id={variantError} errors={form.field(variantField(n)).errors} />
                <select
                  id={fieldId(variantField(n))}
                  name={variantField(n)}
                  className="field__input field__select"
                  defaultValue={valueOf(variantField(n)) ?? ""}
                  aria-invalid={variantError ? true : undefined}
                  aria-describedby={[`${fieldId(variantField(n))}-hint`, variantError].filter(Boolean).join(" ")}
                >
                  <option value="">{returnMessages.variantEmpty}</option>
                  {entry.variants.map((variant) => (
                    <option key={variant.code} value={variant.code}>
                      {returnMessages.variantOption(variant.label, variant.stock)}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <>
                <p className="field__hint">{entry.exchangeOnly ? returnMessages.noVariantsPack : returnMessages.noVariants}</p>
                <FieldError id={variantError} errors={form.field(variantField(n)).errors} />
              </>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The wholesale version: stores return stock by quantity per SKU (no exchange). */
function WholesaleTable({
  view,
  form,
  valueOf,
  itemsError,
  itemsErrors,
}: {
  view: ReturnView;
  form: FormHook;
  valueOf: ValueOf;
  itemsError: string | undefined;
  itemsErrors: readonly string[] | undefined;
}) {
  const all = [...view.entries, ...view.locked].sort((a, b) => a.entryNumber - b.entryNumber);
  return (
    <div className={clsx("return-wholesale", itemsError && "field--error")}>
      <FieldError id={itemsError} errors={itemsErrors} />
      <div className="order-history__scroll">
        <table className="order-change-table return-table">
          <caption className="visually-hidden">{returnMessages.wholesaleCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{returnMessages.skuColumn}</th>
              <th scope="col">{returnMessages.productColumn}</th>
              <th scope="col">{returnMessages.orderedColumn}</th>
              <th scope="col">{returnMessages.returnableColumn}</th>
              <th scope="col">{returnMessages.returnQuantityColumn}</th>
              {view.source === "extension" ? <th scope="col">{returnMessages.reasonColumn}</th> : null}
            </tr>
          </thead>
          <tbody>
            {all.map((entry) => {
              const n = entry.entryNumber;
              const quantityErrors = [...(form.field(kindField(n)).errors ?? []), ...(form.field(quantityField(n)).errors ?? [])];
              const reasonErrors = form.field(reasonField(n)).errors;
              return (
                <tr key={n} data-testid={`return-line-${n}`}>
                  <th scope="row">{entry.code}</th>
                  <td>
                    {entry.name}
                    {entry.variant ? <span className="return-table__variant">{entry.variant}</span> : null}
                  </td>
                  <td>{entry.ordered}</td>
                  <td>{entry.max}</td>
                  <td className={clsx(quantityErrors.length > 0 && "field--error")}>
                    {entry.max > 0 ? (
                      <>
                        <FieldError id={quantityErrors.length ? `${fieldId(quantityField(n))}-error` : undefined} errors={quantityErrors} />
                        <QuantityInput entry={entry} form={form} valueOf={valueOf} label={returnMessages.wholesaleQuantityLabel(entry.code)} describedBy={itemsError} />
                      </>
                    ) : (
                      returnMessages.notReturnableShort
                    )}
                  </td>
                  {view.source === "extension" ? (
                    <td className={clsx(reasonErrors?.length && "field--error")}>
                      {entry.max > 0 && entry.reasons.length > 0 ? (
                        <>
                          <FieldError id={errorIdOf(form, reasonField(n))} errors={reasonErrors} />
                          <ReasonSelect entry={entry} form={form} valueOf={valueOf} label={returnMessages.wholesaleReasonLabel(entry.code)} />
                        </>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The items nothing can be returned of (retail), for context. */
export function LockedReturnEntries({ view }: { view: ReturnView }) {
  if (view.wholesale || view.locked.length === 0) return null;
  return (
    <section aria-labelledby="return-locked" className="order-change-section">
      <h2 id="return-locked">{returnMessages.notReturnableTitle}</h2>
      <ul data-testid="return-locked">
        {view.locked.map((entry) => (
          <li key={entry.entryNumber}>{returnMessages.notReturnableLine(entry.variant ? `${entry.name} (${entry.variant})` : entry.name, entry.ordered)}</li>
        ))}
      </ul>
    </section>
  );
}
