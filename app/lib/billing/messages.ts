/**
 * Texts of the account's Billing page (issue 25; docs/billing-and-notifications.md). The card registration messages
 * are the spec's (part 2 §8 "Card registration"), shared with checkout.
 */
export { cardFetchFailed, cardInitiateFailed, cardRegistrationFailed, cardUnknownError } from "~/lib/checkout/messages";

export const title = "Billing";
export const intro = "The cards saved to your account. Checkout offers them when you pay by card.";
export const savedCardsHeading = "Saved cards";
export const noCards = "You have no saved cards.";
export const defaultBadge = "Default";
export const cardEnding = (type: string, last4: string) => `${type} ending in ${last4}`;
export const holderTerm = "Name on card";
export const expiresTerm = "Expires";
export const billingAddressTerm = "Billing address";
export const setDefault = "Set as default";
export const setDefaultLabel = (card: string) => `Set ${card} as default`;
export const deleteCard = "Delete";
export const deleteCardLabel = (card: string) => `Delete ${card}`;
export const defaultSetFlash = (card: string) => `${card} is now your default card.`;
export const cardGone = "This card is no longer among your saved cards.";

// Delete (a page without JavaScript, a dialog with it)
export const deleteTitle = "Delete this card?";
export const deleteWarning = "The card is taken out of your saved cards. Orders already paid with it are not affected.";
export const deleteConfirm = "Yes, delete card";
export const deleteKeep = "No, keep card";
export const deletedFlash = (card: string) => `${card} was deleted.`;

// Add a card (the hosted card registration round trip, decision 031)
export const addHeading = "Add a card";
export const addIntro = "You enter the card on our payment provider's secure page, then the card's billing address here.";
export const addButton = "Add a card";
export const addUnavailable = "Cards can be added when you pay by card at checkout.";
export const billingHeading = "Billing address for your new card";
export const billingIntro = "Your card was registered. Where should the card's statements go?";
export const billingLegend = "Billing address";
export const saveCard = "Save card";
export const cancelAdd = "Cancel";
export const cardSavedFlash = (card: string) => `${card} was saved.`;
