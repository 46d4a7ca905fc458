import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { type FormEvent } from "react";
import { FieldError } from "~/components/form/field-error";
import { SubmitButton } from "~/components/form/submit-button";
import { ProductImage } from "~/components/product/product-image";
import { CsrfInput } from "~/components/security-inputs";
import { type CartActionError, type CartEntryView, cartQuantityId } from "~/lib/cart/cart-view";

/**
 * One cart entry: image, name (plain text, linking to the product), code, variant qualifiers, unit price, the
 * quantity as a real POST form (Update, Remove; Enter in the field updates) and the line total. Prices show
 * only when the page has them (cart-page.server.ts decides). An error of this entry's form shows above its
 * quantity field with the typed value kept.
 */
export function CartEntryItem({
  entry,
  error,
  busy,
}: {
  entry: CartEntryView;
  /** The failed submission of this entry's form, if any. */
  error: CartActionError | null;
  /** A cart form is being sent: a second click sends nothing (the server would refuse a stale remove anyway). */
  busy: boolean;
}) {
  const quantityId = cartQuantityId(entry.entryNumber);
  const quantityError = error?.field === "quantity" ? [error.message] : undefined;
  const errorId = quantityError ? `${quantityId}-error` : undefined;
  const formError = error && error.field === null ? error.message : null;
  const quantity = quantityError ? error?.value ?? "" : String(entry.quantity);

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
  }

  return (
    <li className="cart-entry">
      <div className="cart-entry__image">
        <ProductImage url={entry.imageUrl} alt="" width={96} height={96} />
      </div>
      <div className="cart-entry__details">
        <h2 className="cart-entry__name">
          <Link to={entry.href}>{entry.name}</Link>
        </h2>
        <p className="cart-entry__code">
          Product code: <span className="cart-entry__code-value">{entry.code}</span>
        </p>
        {entry.qualifiers.length > 0 ? (
          <dl className="cart-entry__qualifiers">
            {entry.qualifiers.map((qualifier) => (
              <div key={qualifier.label} className="cart-entry__qualifier">
                <dt>{qualifier.label}</dt>
                <dd>{qualifier.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {entry.stockNote ? <p className="cart-entry__stock">{entry.stockNote}</p> : null}
        {entry.unitPrice ? (
          <p className="cart-entry__price">
            Unit price: <span className="cart-entry__price-value">{entry.unitPrice}</span>
          </p>
        ) : null}
      </div>
      <Form
        method="post"
        noValidate
        preventScrollReset
        className={clsx("cart-entry__form", quantityError && "field--error")}
        onSubmit={preventDoubleSubmit}
        // A new quantity from the server (or a new error) resets the uncontrolled field.
        key={`${entry.quantity}:${quantity}`}
      >
        <CsrfInput />
        <input type="hidden" name="entryNumber" value={entry.entryNumber} />
        {formError ? (
          <p className="field__error" role="alert">
            {formError}
          </p>
        ) : null}
        {entry.updateable ? (
          <>
            <label className="field__label" htmlFor={quantityId}>
              Quantity<span className="visually-hidden"> of {entry.name}</span>
            </label>
            <FieldError id={errorId} errors={quantityError} />
            <input
              id={quantityId}
              name="quantity"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              size={4}
              maxLength={4}
              defaultValue={quantity}
              className="field__input cart-entry__quantity"
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
            />
          </>
        ) : (
          // Entries the backend marks not updateable (e.g. pack entries) can only be removed.
          <p className="cart-entry__fixed-quantity">Quantity: {entry.quantity}</p>
        )}
        <div className="cart-entry__buttons">
          {entry.updateable ? (
            <SubmitButton name="intent" value="update" variant="secondary" busy={busy}>
              Update<span className="visually-hidden"> quantity of {entry.name}</span>
            </SubmitButton>
          ) : null}
          <SubmitButton name="intent" value="remove" variant="link" busy={busy}>
            Remove<span className="visually-hidden"> {entry.name}</span>
          </SubmitButton>
        </div>
      </Form>
      {entry.total ? (
        <p className="cart-entry__total">
          <span className="cart-entry__total-label">Total</span> <span className="cart-entry__total-value">{entry.total}</span>
        </p>
      ) : null}
    </li>
  );
}
