import { Link, useFetcher } from "@remix-run/react";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { ModalDialog } from "~/components/modal-dialog";
import { PriceBlock } from "~/components/product/price";
import { ProductImage } from "~/components/product/product-image";
import { addToCartSummaryErrors } from "~/components/product/add-to-cart-errors";
import { SelectionStatus, VariantOptions } from "~/components/product/variant-options";
import { CsrfInput } from "~/components/security-inputs";
import * as messages from "~/lib/messages";
import { addToCartFailure } from "~/lib/product/add-to-cart-result";
import { stockMessage } from "~/lib/product/stock-message";
import { type Selection, resolveVariant } from "~/lib/product/variant-selection";
import { type action, type loader } from "~/routes/product.$productCode.$productName";

const QUANTITY_ID = "quick-add-quantity";
const ID_PREFIX = "quick-add";

/**
 * The quick-add dialog (spec part 1 §2: 900 px wide, full width at 1024 px or less, carries the
 * product id). Radix dialog: focus trapped, Escape closes, focus returns to the card's link.
 * It loads the product through the product page's loader (a fetcher GET), lets the user choose
 * the options, and posts them with the quantity to the product page's add-to-cart action with a fetcher (the server
 * resolves the variant, as for the page's form; a group left unchosen comes back as that group's error). On success
 * it closes; the root loader revalidates, so the flash message and the mini cart count update. Without JavaScript
 * the card's link opens the product page, whose form does the same.
 */
export default function QuickAddDialog({
  productPath,
  productCode,
  plainName,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  productPath: string;
  productCode: string;
  plainName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={`Quick add: ${plainName}`}
      className="dialog--wide quick-add-dialog"
      closeButton
      data={{ "data-product-code": productCode }}
    >
      {/* Mounted on every opening: fresh product data, token and form. */}
      <QuickAddPanel productPath={productPath} onAdded={() => onOpenChange(false)} />
    </ModalDialog>
  );
}

function QuickAddPanel({ productPath, onAdded }: { productPath: string; onAdded: () => void }) {
  const product = useFetcher<typeof loader>();
  const adder = useFetcher<typeof action>();
  const [selection, setSelection] = useState<Selection>({});
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    product.load(productPath);
  }, [product, productPath]);

  const result = adder.data;
  useEffect(() => {
    if (adder.state === "idle" && result?.status === "success") onAdded();
  }, [adder.state, result, onAdded]);

  const view = product.data?.view;
  if (!view) {
    return (
      <p role="status" className="quick-add-dialog__loading">
        Loading product…
      </p>
    );
  }

  const variant = resolveVariant(view.variants, view.groups, selection);
  const stock = variant ? stockMessage(variant, view.productType) : null;
  const failed = addToCartFailure(result, view.groups);
  const summary = addToCartSummaryErrors(view.groups, failed, { optionPrefix: ID_PREFIX, quantity: QUANTITY_ID });
  const busy = adder.state !== "idle";

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
  }

  return (
    <div className="quick-add-dialog__body">
      <div className="quick-add-dialog__image">
        <ProductImage url={view.image.url} alt={view.image.alt} width={240} height={240} eager />
      </div>
      <div className="quick-add-dialog__details">
        <p className="product-page__code">
          Product code: <span className="product-page__code-value">{view.code}</span>
        </p>
        <PriceBlock product={view.priced} context={view.prices} />
        {summary.length > 0 ? (
          <div className="error-summary" role="alert">
            <h3 className="error-summary__title">{messages.errorSummaryTitle}</h3>
            <ul className="error-summary__list">
              {summary.map((error) => (
                <li key={`${error.fieldId ?? "form"}-${error.message}`}>
                  {error.fieldId ? <a href={`#${error.fieldId}`}>{error.message}</a> : error.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <adder.Form method="post" action={view.path} noValidate className="quick-add-dialog__form" onSubmit={preventDoubleSubmit}>
          <CsrfInput />
          <input type="hidden" name="submissionToken" value={view.submissionToken} />
          <input type="hidden" name="via" value="quick-add" />
          <VariantOptions
            groups={view.groups}
            selection={selection}
            idPrefix={ID_PREFIX}
            errors={failed?.optionErrors}
            onSelect={(qualifier, value) => setSelection((previous) => ({ ...previous, [qualifier]: value }))}
          />
          <SelectionStatus groups={view.groups} selection={selection} variant={variant} stock={stock} />
          <Field
            label="Quantity"
            errors={failed?.quantityErrors}
            className="add-to-cart__quantity"
            inputProps={{
              id: QUANTITY_ID,
              name: "quantity",
              type: "text",
              inputMode: "numeric",
              autoComplete: "off",
              defaultValue: "1",
              size: 4,
              maxLength: 4,
            }}
          />
          <div className="button-row">
            <SubmitButton busy={busy}>{busy ? "Adding to cart…" : "Add to cart"}</SubmitButton>
            <Link to={view.path}>View full product details</Link>
          </div>
        </adder.Form>
      </div>
    </div>
  );
}
