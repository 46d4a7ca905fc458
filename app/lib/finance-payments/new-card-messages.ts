/** The new card step's texts (issue 28; /organisation/finance/pay/card): ours; the card registration texts are the spec's (./card-messages.ts). */
export const newCardTitle = "Pay with a new card";
export const newCardCancel = "Back to the payment";
/** The selection is kept in the session cookie during the round trip: a very long one does not fit. */
export const selectionTooLong = "Too many documents are selected to pay with a new card. Select fewer, or add the card under My account, Payment details, first.";
