/** The confirm page's texts (issue 28; check your answers): ours, apart from ./messages.ts so the pay page's bundle does not carry them. */
export const confirmTitle = "Check your payment before paying";
export const payButton = "Pay now";
export const changeSelection = "Change the payment";
export const payingNow = "Paying now";
export const leftDue = "Left to pay later";
