import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { ErrorSummary, type SummaryError } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { addField, ITEMS_FIELD, lineField, SEARCH_FIELD } from "~/lib/order-amend/amend-schema";
import { type AmendView } from "~/lib/order-amend/amend-view";
import * as amendMessages from "~/lib/order-amend/messages";

export const AMEND_FORM_ID = "order-amend";
const fieldId = (name: string) => `${AMEND_FORM_ID}-${name}`;

function QuantityInput({
  name,
  label,
  itemName,
  hint,
  errors,
  defaultValue,
  describedBy,
}: {
  name: string;
  label: string;
  itemName: string;
  hint: string;
  errors: readonly string[] | undefined;
  defaultValue: string;
  describedBy?: string | undefined;
}) {
  const id = fieldId(name);
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={clsx("field", "order-change-quantity", errorId && "field--error")}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="visually-hidden"> {`(${itemName})`}</span>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <FieldError id={errorId} errors={errors} />
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={defaultValue}
        className="field__input order-change-quantity__input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId, describedBy].filter(Boolean).join(" ")}
      />
    </div>
  );
}

/**
 * The amend form (issue 23): a real POST form without JavaScript — each line's new quantity (0 removes it), how many
 * of each listed eligible product to add, "Review changes" (the review step prices it). The product search and its
 * pages are buttons of the same form (`intent=search`, `intent=page-n`, not validated): the action keeps every
 * quantity typed so far in the draft, then shows the results, so nothing typed is lost.
 */
export function AmendForm({ view, lastResult, values }: { view: AmendView; lastResult: SubmissionResult<string[]> | null | undefined; values: Record<string, string> }) {
  const lines = view.lines.map((line) => ({ entryNumber: line.entryNumber, current: line.quantity, max: line.max }));
  const products = [...view.products.map((product) => ({ code: product.code, max: product.max })), ...view.pending.map((addition) => ({ code: addition.code, max: 999 }))];
  const form = useSubmissionForm<string>({
    id: AMEND_FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/order-amend/amend-schema").then((m) => m.amendFormSchema(lines, products))),
  });
  const posted = form.resultKey !== "";
  const value = (name: string, fallback: string) => {
    const typed = form.field(name).defaultValue;
    return posted ? (typed ?? "") : (values[name] ?? fallback);
  };
  const itemsField = form.field(ITEMS_FIELD);
  const itemsError = itemsField.errors?.length ? `${fieldId(ITEMS_FIELD)}-error` : undefined;
  const names = new Map<string, string>([
    ...view.lines.map((line): [string, string] => [fieldId(lineField(line.entryNumber)), line.name]),
    ...view.products.map((product): [string, string] => [fieldId(addField(product.code)), product.name]),
  ]);
  const summary: SummaryError[] = form
    .summaryErrors(["", ITEMS_FIELD, ...view.lines.map((line) => lineField(line.entryNumber)), ...products.map((product) => addField(product.code))])
    .map((error) => {
      if (error.fieldId === fieldId(ITEMS_FIELD)) return { ...error, fieldId: view.lines[0] ? fieldId(lineField(view.lines[0].entryNumber)) : undefined };
      const name = error.fieldId ? names.get(error.fieldId) : undefined;
      return name ? { ...error, message: amendMessages.summaryItemError(name, error.message) } : error;
    });

  return (
    <>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="order-change-form">
        <CsrfInput />
        {/* The form's default button (Enter in a quantity reviews the changes, not the product search below). */}
        <button type="submit" name="intent" value="review" hidden tabIndex={-1}>
          {amendMessages.reviewButton}
        </button>
        <fieldset className={clsx("fieldset", itemsError && "field--error")} aria-describedby={itemsError}>
          <legend className="fieldset__legend order-change-form__legend">{amendMessages.linesTitle}</legend>
          <FieldError id={itemsError} errors={itemsField.errors} />
          <ul className="order-change-lines">
            {view.lines.map((line) => (
              <li key={line.entryNumber} className="order-change-line">
                <p className="order-change-line__name">
                  <strong>{line.name}</strong>
                  {line.price ? ` · ${amendMessages.unitPrice(line.price)}` : ""}
                </p>
                <QuantityInput
                  name={lineField(line.entryNumber)}
                  label={amendMessages.quantityLabel}
                  itemName={line.name}
                  hint={amendMessages.quantityHint(line.max)}
                  errors={form.field(lineField(line.entryNumber)).errors}
                  defaultValue={value(lineField(line.entryNumber), String(line.quantity))}
                  describedBy={itemsError}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        {view.pending.length > 0 ? (
          <fieldset className="fieldset">
            <legend className="fieldset__legend order-change-form__legend">{amendMessages.pendingTitle}</legend>
            <ul className="order-change-lines">
              {view.pending.map((addition) => (
                <li key={addition.code} className="order-change-line">
                  <QuantityInput
                    name={addField(addition.code)}
                    label={amendMessages.addQuantityLabel}
                    itemName={addition.code}
                    hint={amendMessages.addQuantityHint(999)}
                    errors={form.field(addField(addition.code)).errors}
                    defaultValue={value(addField(addition.code), String(addition.quantity))}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <fieldset className="fieldset" id="order-amend-add">
          <legend className="fieldset__legend order-change-form__legend">{amendMessages.addTitle}</legend>
          <div className="order-change-search">
            <div className="field">
              <label className="field__label" htmlFor="order-amend-q">
                {amendMessages.searchLabel}
              </label>
              <input id="order-amend-q" name={SEARCH_FIELD} type="search" defaultValue={view.search.q} className="field__input" maxLength={100} />
            </div>
            {/* Part of this form, so a search keeps every quantity typed above (the action saves them, then shows the results). */}
            <button type="submit" name="intent" value="search" formNoValidate className="button button--secondary">
              {amendMessages.searchButton}
            </button>
          </div>
          {view.products.length === 0 ? <p>{amendMessages.noProducts}</p> : null}
          <ul className="order-change-lines">
            {view.products.map((product) => (
              <li key={product.code} className="order-change-line">
                <p className="order-change-line__name">
                  <strong>{product.name}</strong>
                  {product.price ? ` · ${amendMessages.unitPrice(product.price)}` : ""}
                </p>
                <QuantityInput
                  name={addField(product.code)}
                  label={amendMessages.addQuantityLabel}
                  itemName={product.name}
                  hint={amendMessages.addQuantityHint(product.max)}
                  errors={form.field(addField(product.code)).errors}
                  defaultValue={value(addField(product.code), "")}
                />
              </li>
            ))}
          </ul>
          {view.search.pages > 1 ? (
            <div role="group" aria-label={amendMessages.productsPage(view.search.page, view.search.pages)} className="button-row">
              {view.search.page > 1 ? (
                <button type="submit" name="intent" value={`page-${view.search.page - 1}`} formNoValidate className="button button--secondary">
                  {amendMessages.previousPage}
                </button>
              ) : null}
              {view.search.page < view.search.pages ? (
                <button type="submit" name="intent" value={`page-${view.search.page + 1}`} formNoValidate className="button button--secondary">
                  {amendMessages.nextPage}
                </button>
              ) : null}
            </div>
          ) : null}
        </fieldset>
        <div className="button-row">
          <SubmitButton>{amendMessages.reviewButton}</SubmitButton>
          <Link to={`/my-account/order/${encodeURIComponent(view.code)}`} className="button button--secondary">
            {amendMessages.backToOrder}
          </Link>
        </div>
      </Form>
    </>
  );
}
