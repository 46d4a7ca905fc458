/**
 * The texts of cart and checkout (issue 5): spec part 2 §8 where the spec has wording (exact), ours where it
 * says "not shown" (marked, and listed in docs/checkout.md). Apart from app/lib/messages.ts on purpose (decision
 * 004): the shell imports messages.ts on every page; these are only needed on cart and checkout pages.
 */

// --- part 2 §8, exact ---
export const checkoutConditionsNotMet = "Checkout conditions not met";
export const invalidVoucher = "Invalid code provided.";
export const voucherExceeded = "This coupon has exceeded the number of times it can be used";
export const cardInitiateFailed = "Unable to initiate operation. Please try again";
export const cardFetchFailed = "Unable to fetch payment details. Please try again.";
export const cardUnknownError = "Unknown error occurred while fetching payment. Please contact support";
export const cardRegistrationFailed = "Card registration failed or cancelled";

// --- ours (the spec says "not shown") ---
export const guestEmailExists = "An account already exists for this e-mail address. Please sign in instead.";
export const entryUpdated = (name: string, quantity: number) => `${name}: quantity changed to ${quantity}.`;
export const entryRemoved = (name: string) => `${name} was removed from your cart.`;
export const voucherApplied = (code: string) => `Voucher ${code} applied.`;
export const voucherRemoved = (code: string) => `Voucher ${code} removed.`;
export const serviceUnavailable = "Ordering is temporarily unavailable. Your cart is kept; please try again in a few minutes.";
export const allocationError = "Your uniform allocation could not be updated, so the order was not placed. Please contact your administrator.";
export const unsavedChangesQuestion = "You have unsaved changes on this step. Leave without saving them?";

// --- checkout steps (helper "checkout"): address form, review order, delivery steps ---
export const addressFieldTooLong = (max: number) => `Use ${max} characters or fewer.`;
export const addressInvalidTitle = "Choose a title from the list.";
export const addressInvalidCountry = "Choose Australia or New Zealand.";
export const addressInvalidRegion = "Choose a state or region of the selected country.";
export const addressInvalidPostalCode = "Enter a postcode of 4 digits.";
export const addressInvalidPhone = "Enter a phone number of 8 to 15 digits (spaces, dashes and brackets are fine).";
export const addressInvalidMobile = "Enter a mobile number of 8 to 15 digits, for example 0412 345 678.";
export const poNumberInvalid = "Use up to 35 letters, numbers, spaces, hyphens (-) or slashes (/).";
export const costCenterUnavailable = "Choose one of the cost centres in the list.";
export const urgentMsgTooLong = "Use 255 characters or fewer.";
export const urgentReasonRequired = "Choose a reason for the urgent order, or clear the message.";
export const urgentReasonUnavailable = "Choose one of the reasons in the list.";
export const addressChoiceRequired = "Choose an address, or enter a new one.";
export const addressNotInBook = "Choose one of the addresses in the list.";
export const alternateAddressDisabled = "Your organisation only delivers to the addresses in your address book.";
export const deliveryModeRequired = "Choose a delivery mode.";
export const deliveryModeUnavailable = "Choose one of the delivery modes in the list.";
export const stepSaveFailed = "Your changes could not be saved. Please try again.";

// --- payment details (helper "payments"): payment choice, card registration round trip, billing address, summary ---
export const paymentTitle = "Payment details";
export const paymentMethodLegend = "How would you like to pay?";
export const paymentAccountLabel = "Account";
export const paymentAccountHint = "Charged to your organisation's account.";
export const paymentCardLabel = "Card";
export const paymentCardHint = "Enter your card details on our payment provider's secure page.";
export const paymentCostCentre = (name: string) => `Cost centre: ${name}`;
export const paymentPurchaseOrder = (number: string) => `PO number: ${number}`;
export const paymentChooseRequired = "Choose how you would like to pay.";
export const paymentAccountUnavailable = "Account payment is not available for this order. Please pay by card.";
export const paymentContinue = "Continue";
export const cardRedirectTitle = "Continue to the secure card page";
export const cardRedirectIntro = "You will enter your card details on our payment provider's secure page. Then you come back here to confirm the billing address.";
export const cardRedirectButton = "Continue to secure card page";
export const billingIntro = "Your card was registered. Where should the card's statements go?";
export const billingLegend = "Billing address";
export const billingSameAsDelivery = "Same as delivery address";
export const billingOtherAddressHint = "Untick to enter a different billing address.";
export const billingAddressLegend = "Billing address details";
export const billingFieldRejected = "Check this field: the payment provider did not accept it.";
export const paymentSummaryTitle = "Payment";
export const paymentMethodTerm = "Payment method";
export const cardTerm = "Card";
export const cardHolderTerm = "Name on card";
export const cardExpiryTerm = "Expires";
export const billingAddressTerm = "Billing address";
export const costCentreTerm = "Cost centre";
export const purchaseOrderTerm = "PO number";
export const cardEnding = (type: string, last4: string) => `${type} ending in ${last4}`;
export const paymentChange = "Change payment";

// --- Cart page (issue 5, cart area; docs/checkout.md "Cart") — ours, used by the server only (action messages); the
// cart pages' own texts are in app/lib/cart/messages.ts (off this file's browser chunk, decision 004) ---
export const cartQuantityRange = "Enter a quantity between 0 and 999 (0 removes the item).";
export const cartOutOfStock = "This item is out of stock. Remove it, or keep a quantity you already have.";
export const allEntriesRemoved = "All items were removed from your cart.";
