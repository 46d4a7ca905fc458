import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/interests/messages";
import { type ProductView } from "~/lib/product/product-page.server";
import { selectionSearch } from "~/lib/product/variant-selection";

const ACTION = "/my-account/my-interests";
/** Made or sourced to order (spec part 1 §9): ordered when out of stock, never "back in stock". */
const TO_ORDER_TYPES = new Set(["K", "R"]);

/**
 * The product page's "Notify me when back in stock" (issue 25): its own POST form after the add-to-cart form, shown
 * when the chosen item (the URL's selection) is a stocked item that is out of stock. It posts to My interests'
 * action, which answers with a 303 back to this page and a flash (an anonymous visitor signs in first). No state of
 * its own, no fetcher: the page's JavaScript budget stays as it was.
 */
export function BackInStockForm({ view }: { view: ProductView }) {
  const navigation = useNavigation();
  const item = view.selected;
  if (!item || item.stockStatus !== "outOfStock" || (view.productType && TO_ORDER_TYPES.has(view.productType))) return null;
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  return (
    <Form
      method="post"
      action={ACTION}
      className="back-in-stock"
      aria-labelledby="back-in-stock-title"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        if (busy) event.preventDefault();
      }}
    >
      <h2 id="back-in-stock-title" className="back-in-stock__title">
        {m.notifyHeading}
      </h2>
      <p className="back-in-stock__hint">{m.notifyHint}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productCode" value={item.code} />
      <input type="hidden" name="productName" value={view.plainName} />
      <input type="hidden" name="returnTo" value={view.path + selectionSearch(view.groups, view.selection)} />
      <SubmitButton variant="secondary" busy={busy}>
        {m.notifyButton}
      </SubmitButton>
    </Form>
  );
}
