/** The new card step's texts (issue 28; /organisation/finance/pay/card): ours; the card registration texts are the spec's (./card-messages.ts). */
export const newCardTitle = "Pay with a new card";
export const newCardCancel = "Back to the payment";
