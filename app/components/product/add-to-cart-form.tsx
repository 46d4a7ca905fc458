import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { Field } from "~/components/field";
import { CsrfInput } from "~/components/security-inputs";

export const QUANTITY_FIELD_ID = "add-to-cart-quantity";

/**
 * Add to cart as a POST form to the product route's action (works without JavaScript; the
 * action redirects back with a flash). Carries the chosen variant's code (or the base product's,
 * which the backend refuses with the base-product message) and the form's one-time submission
 * token. With JavaScript the button is disabled (aria-disabled, so it keeps focus) while the form
 * is being sent, so a double click sends one request; the server ignores a repeated token anyway.
 */
export function AddToCartForm({
  productCode,
  submissionToken,
  quantityErrors,
  quantity,
}: {
  productCode: string;
  submissionToken: string;
  quantityErrors: readonly string[];
  /** The value to show (what the user typed after a failed submission). */
  quantity: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("submissionToken") === submissionToken;
  const loading = navigation.state === "loading" && navigation.formMethod === undefined;

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    // A second click while sending, or a click while a new option is still loading.
    if (busy || loading) event.preventDefault();
  }

  return (
    <Form method="post" noValidate className="add-to-cart" onSubmit={preventDoubleSubmit} preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="productCode" value={productCode} />
      <input type="hidden" name="submissionToken" value={submissionToken} />
      <input type="hidden" name="via" value="page" />
      <Field
        label="Quantity"
        errors={quantityErrors}
        className="add-to-cart__quantity"
        inputProps={{
          id: QUANTITY_FIELD_ID,
          name: "quantity",
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          defaultValue: quantity,
          size: 4,
          maxLength: 4,
        }}
      />
      <button
        type="submit"
        className="button button--primary add-to-cart__button"
        aria-disabled={busy || loading ? true : undefined}
      >
        {busy ? "Adding to cart…" : "Add to cart"}
      </button>
    </Form>
  );
}
