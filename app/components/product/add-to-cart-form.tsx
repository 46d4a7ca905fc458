import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { ID_PREFIX, QUANTITY_FIELD_ID } from "~/components/product/add-to-cart-errors";
import { SelectionStatus, VariantOptions } from "~/components/product/variant-options";
import { CsrfInput } from "~/components/security-inputs";
import { type AddToCartFailure } from "~/lib/product/add-to-cart-result";
import { type ProductView } from "~/lib/product/product-page.server";
import { stockMessage } from "~/lib/product/stock-message";
import { type Selection, resolveVariant, selectionSearch } from "~/lib/product/variant-selection";

/**
 * The product page's one form (GOV.UK: the choices belong to the form that uses them): the option groups, the
 * chosen item's price and stock, the quantity, **Add to cart** (POST to the route's action, which resolves the
 * chosen options to a variant on the server and redirects back with a flash) and **Show selected option** (GET:
 * the same page with the choice in the URL, for that item's stock and price; the loader drops the form's POST-only
 * fields from the URL). After a failed add the page comes back with every choice, the quantity and the errors.
 *
 * With JavaScript choosing a radio updates the URL at once (replacing the history entry, no scroll jump, focus stays
 * on the radio), and the button is disabled (aria-disabled, so it keeps focus) while the form is being sent, so a
 * double click sends one request; the server ignores a repeated submission token anyway.
 */
export function AddToCartForm({ view, failed }: { view: ProductView; failed: AddToCartFailure | null }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const shown = failed?.values.selection ?? view.selection;
  const key = JSON.stringify(shown);
  const [current, setCurrent] = useState<Selection>(shown);
  // Follow the URL (back/forward, a completed navigation) and a failed add's choice.
  useEffect(() => setCurrent(JSON.parse(key) as Selection), [key]);
  const busy = navigation.state === "submitting" && navigation.formData?.get("submissionToken") === view.submissionToken;

  const selected = resolveVariant(view.variants, view.groups, current);
  const stock = selected ? stockMessage(selected, view.productType) : view.groups.length === 0 ? view.stock : null;

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
  }

  function select(qualifier: string, value: string) {
    const next = { ...current, [qualifier]: value };
    setCurrent(next);
    navigate(view.path + selectionSearch(view.groups, next), { replace: true, preventScrollReset: true, state: { keepFocus: true } });
  }

  return (
    <Form method="post" noValidate className="add-to-cart" aria-label="Product options" onSubmit={preventDoubleSubmit} preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="submissionToken" value={view.submissionToken} />
      <input type="hidden" name="via" value="page" />
      <VariantOptions groups={view.groups} selection={current} idPrefix={ID_PREFIX} errors={failed?.optionErrors} onSelect={select} />

      <SelectionStatus groups={view.groups} selection={current} variant={selected} stock={stock} />

      <div className="add-to-cart__row">
        <Field
          label="Quantity"
          errors={failed?.quantityErrors}
          className="add-to-cart__quantity"
          inputProps={{
            id: QUANTITY_FIELD_ID,
            name: "quantity",
            type: "text",
            inputMode: "numeric",
            autoComplete: "off",
            defaultValue: failed?.values.quantity ?? view.quantity,
            size: 4,
            maxLength: 4,
          }}
        />
        {/* First in the form: the button Enter in the quantity field presses. */}
        <SubmitButton className="add-to-cart__button" busy={busy}>{busy ? "Adding to cart…" : "Add to cart"}</SubmitButton>
        {view.groups.length > 0 ? (
          <button type="submit" formMethod="get" formAction={view.path} formNoValidate className="button button--secondary">
            Show selected option
          </button>
        ) : null}
      </div>
    </Form>
  );
}
