import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { type FormEvent, Suspense, useRef } from "react";
import { CartEntryItem } from "~/components/cart/cart-entry-item";
import { CartTotals } from "~/components/cart/cart-totals";
import { CartVouchers } from "~/components/cart/cart-vouchers";
import { useCartFocus } from "~/components/cart/use-cart-focus";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { TransferCartForm } from "~/components/punchout/transfer-cart-form";
import { CsrfInput } from "~/components/security-inputs";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as cartPageServer from "~/lib/cart/cart-page.server";
import { cartActionError, cartSummaryErrors, entryError } from "~/lib/cart/cart-action-result";
import * as cartMessages from "~/lib/cart/messages";
import { pageTitle } from "~/lib/page-title";

// Pack groups (issue 8) show only when the cart holds packs: the server renders them in full, the browser loads
// their code on demand (decision 004; their forms post as plain HTML forms until it has arrived).
const CartPackGroup = serverRenderedLazy(cartPageServer.CartPackGroup, () =>
  import("~/components/cart/cart-pack-group").then((module) => ({ default: module.CartPackGroup })),
);

/**
 * The cart page `/cart` (spec part 2 §2 "cart-items"; docs/checkout.md "Cart"): entries with a quantity form
 * each, totals, vouchers, promotions, 'Proceed to checkout'. Every change is a POST form to this route's action
 * (intents in cart-form.server.ts), which redirects back with a flash; a refusal re-renders with the message by
 * its field. Thin: the loader, action and view model live in cart-page.server.ts, the reading of a refusal in
 * cart-action-result.ts, the focus handling in use-cart-focus.ts.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(cartMessages.cartTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return cartPageServer.loadCartPage(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cartPageServer.submitCartPage(request, context);
}

export default function CartPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = cartActionError(result);
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, summaryKey } = useCartFocus(heading, result);

  const cart = page.cart && page.cart.entries.length > 0 ? page.cart : null;

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
  }

  return (
    <div className="cart-page">
      <h1 ref={heading} tabIndex={-1}>
        {cartMessages.cartTitle}
      </h1>
      <ErrorSummary errors={cartSummaryErrors(error, page)} focusKey={summaryKey} />
      {page.notice ? (
        <p className="cart-notice" role="alert">
          {page.notice}
        </p>
      ) : null}

      {cart ? (
        <div className="cart-page__layout">
          <section className="cart-page__entries" aria-labelledby="cart-entries-title">
            <h2 id="cart-entries-title" className="visually-hidden">
              Items
            </h2>
            <p className="cart-page__count">{cart.unitCount === 1 ? "1 item" : `${cart.unitCount} items`}</p>
            {cart.looseEntries.length > 0 ? (
              <ul className="cart-entries">
                {cart.looseEntries.map((entry) => (
                  <CartEntryItem key={entry.entryNumber} entry={entry} error={entryError(error, entry.entryNumber)} busy={busy} />
                ))}
              </ul>
            ) : null}
            {cart.packGroups.length > 0 ? (
              <Suspense>
                {cart.packGroups.map((group) => (
                  <CartPackGroup key={group.packId} group={group} busy={busy} />
                ))}
              </Suspense>
            ) : null}
            <Form method="post" className="cart-page__remove-all" onSubmit={preventDoubleSubmit}>
              <CsrfInput />
              <input type="hidden" name="intent" value="removeAll" />
              <SubmitButton variant="link" busy={busy}>{cartMessages.cartRemoveAll}</SubmitButton>
            </Form>
          </section>

          <aside className="cart-page__summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="cart-section__title">
              Order summary
            </h2>
            {cart.totals ? <CartTotals totals={cart.totals} /> : <p className="cart-page__no-prices">{cartMessages.cartPricesHidden}</p>}
            {cart.appliedPromotions.length > 0 ? (
              <div className="cart-promotions cart-promotions--applied">
                <h3 className="cart-section__subtitle">{cartMessages.promotionsApplied}</h3>
                <ul>
                  {cart.appliedPromotions.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {cart.potentialPromotions.length > 0 ? (
              <div className="cart-promotions cart-promotions--potential">
                <h3 className="cart-section__subtitle">{cartMessages.promotionsPotential}</h3>
                <ul>
                  {cart.potentialPromotions.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <CartVouchers vouchers={cart.vouchers} error={error} busy={busy} coupons={page.coupons} />
            {page.punchOutTransferKey ? (
              <TransferCartForm transferKey={page.punchOutTransferKey} className="cart-page__checkout" />
            ) : (
              <p className="cart-page__checkout">
                <Link to={page.checkoutPath} className="button button--primary">
                  {cartMessages.cartProceed}
                </Link>
              </p>
            )}
          </aside>
        </div>
      ) : (
        <div className="cart-empty">
          <p className="cart-empty__title">{cartMessages.cartEmpty}</p>
          {page.signedIn || page.guest ? (
            <p>{cartMessages.cartEmptyHint}</p>
          ) : (
            <p>
              <Link to="/login?redirectTo=%2Fcart">Sign in</Link> {cartMessages.cartEmptySignIn}
            </p>
          )}
          <p>
            <Link to="/">Continue shopping</Link>
          </p>
        </div>
      )}
    </div>
  );
}
