/**
 * The cart pages' own texts (issue 5, cart area; docs/checkout.md "Cart"): /cart, the side panel and
 * /guest-checkout — ours, the spec has no wording for them. Apart from app/lib/checkout-messages.ts on purpose
 * (decision 004): esbuild keeps in a shared module every export any of its importers uses, so texts in that file
 * ride on every checkout page and the checkout pages' texts on the cart page (measured: review order 99.7 →
 * 100.4 KB). Spec texts (part 2 §8) and the texts only the server uses stay in checkout-messages.ts.
 */
export const cartEmpty = "Your cart is empty.";
export const cartTitle = "Your cart";
export const cartEmptyHint = "Find uniforms and workwear through search or the site menu, then add them here.";
export const cartEmptySignIn = "Sign in to see the cart of your account.";
export const cartPricesHidden = "Prices are not shown for your account.";
export const cartProceed = "Proceed to checkout";
export const cartRemoveAll = "Remove all items";
export const voucherLabel = "Voucher code";
export const voucherHint = "Enter a voucher code, for example from a welcome e-mail.";
export const voucherApply = "Apply voucher";
export const vouchersApplied = "Applied vouchers";
export const promotionsApplied = "Promotions applied";
export const promotionsPotential = "Offers you are close to";
export const cartPanelTitle = "Added to your cart";
export const cartPanelViewCart = "View cart";
export const cartPanelCheckout = "Checkout";
export const cartPanelLoading = "Loading your cart…";
export const cartPanelMore = (count: number) => `and ${count} more ${count === 1 ? "item" : "items"} in your cart`;
export const guestCheckoutTitle = "Checkout";
export const guestSignInHeading = "Have an account?";
export const guestSignInText = "Sign in to use your account's addresses, cost centres and payment options.";
export const guestSignIn = "Sign in";
export const guestContinueHeading = "Check out as a guest";
export const guestContinueText = "We send your order confirmation to this address.";
export const guestEmailLabel = "Email address";
export const guestContinue = "Continue as guest";
export const guestCartLeftBehind =
  "Signing in starts from your account's own cart: the items in this guest cart are not moved into it.";
