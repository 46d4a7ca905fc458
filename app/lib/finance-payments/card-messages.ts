/**
 * The spec's card registration texts (part 2 §8 "Card registration"), shared with checkout and the account's Billing
 * page: the new-card round trip of the pay page uses them (docs/finance.md "Make a payment", "Not done yet").
 */
export { cardFetchFailed, cardInitiateFailed, cardRegistrationFailed, cardUnknownError } from "~/lib/checkout/messages";
