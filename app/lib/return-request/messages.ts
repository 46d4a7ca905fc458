/**
 * The return or exchange request (issue 24; docs/return-or-exchange.md): the form (retail and the spec's separate
 * wholesale version, spec part 2 §2), check your answers and the submit. Spec texts: part 1 §8 (the pack returns
 * notice, from app/lib/packs/messages.ts), part 2 §5 ("select at least one item; quantity limited to the max
 * quantity") and §7 ("wholesale return threshold request"); the rest of the wording is ours, the backend's rule texts
 * (docs/returns.md) where it has them. One module for the feature.
 */

export const pageTitle = (code: string) => `Return or exchange items from order ${code}`;
export const wholesalePageTitle = (code: string) => `Return stock from order ${code}`;
export const intro =
  "Choose the items to send back. For each one, say whether you want your money back or another size, colour or fit, how many, and why.";
export const wholesaleIntro = "Enter how many units of each SKU you are returning and why. Leave the quantity empty for SKUs you keep.";
export const backToOrder = "Back to the order";
export const continueButton = "Continue";

// Stock SAP (no returns extension): returns only.
export const basicNotice =
  "Only returns for a refund can be requested here at the moment: exchanges, return reasons and the refund amount are not available. The refund is worked out when your return is received.";

// The retail form.
export const itemsLegend = "Items you can return or exchange";
export const selectLabel = (name: string) => `Return or exchange ${name}`;
export const orderedLine = (ordered: number, returnable: number) =>
  returnable === ordered ? `Ordered ${ordered}` : `Ordered ${ordered}, ${returnable} can still be returned`;
export const priceLine = (price: string) => `Paid ${price} each`;
export const kindLegend = (name: string) => `What do you want for ${name}?`;
export const kindReturn = "Return it for a refund";
export const kindExchange = "Exchange it for another size, colour or fit";
export const exchangeOnly = "Exchange only";
export const quantityLabel = "Quantity";
export const quantityHint = (max: number) => (max === 1 ? "1 can be returned" : `Up to ${max} can be returned`);
export const reasonLabel = "Reason";
export const reasonEmpty = "Select a reason";
export const variantLabel = "Replacement";
export const variantEmpty = "Select the replacement";
export const variantHint = "Another size, colour or fit of the same product that is in stock";
export const noVariants = "No other size, colour or fit of this product is in stock, so it can only be returned.";
export const noVariantsPack = "No other size, colour or fit of this product is in stock at the moment, so it cannot be exchanged now.";
export const variantOption = (label: string, stock: number) => `${label} (${stock} in stock)`;
export const notReturnableTitle = "Items that cannot be returned";
export const notReturnableLine = (name: string, ordered: number) => `${name}: ordered ${ordered} — already returned, not delivered yet, or delivered more than 30 days ago`;
export const nothingReturnableTitle = (code: string) => `Order ${code} has nothing to return`;
export const nothingReturnable =
  "Nothing in this order can be returned or exchanged: items can be returned within 30 days of delivery, and every delivered item has been returned already or none has been delivered yet.";

// The wholesale form (stores return stock by quantity per SKU; no exchanges).
export const wholesaleCaption = "SKUs of this order";
export const skuColumn = "SKU";
export const productColumn = "Product";
export const orderedColumn = "Ordered";
export const returnableColumn = "Can be returned";
export const returnQuantityColumn = "Quantity to return";
export const reasonColumn = "Reason";
export const wholesaleQuantityLabel = (sku: string) => `Quantity to return of ${sku}`;
export const wholesaleReasonLabel = (sku: string) => `Reason for returning ${sku}`;
export const thresholdTitle = "Return threshold";
export const thresholdNotice = (threshold: number) =>
  `Your organisation's return threshold is ${threshold} units. A return of more than ${threshold} units becomes a return threshold request: your store's approver accepts or declines it before it goes ahead. Returns of up to ${threshold} units go straight through.`;

// Errors (next to the field and in the error summary, which names the item).
export const nothingSelected = "Select at least one item to return or exchange";
export const wholesaleNothingSelected = "Enter a quantity to return for at least one SKU";
export const quantityRequired = (max: number) => `Enter how many to return, from 1 to ${max}`;
export const quantityWhole = (max: number) => `The quantity to return must be a whole number from 1 to ${max}`;
export const quantityTooLow = "The quantity to return must be at least 1";
export const quantityTooHigh = (max: number) => (max === 1 ? "You can return at most 1 of this item" : `You can return at most ${max} of this item`);
export const kindRequired = "Select return for a refund or exchange";
export const kindNotOffered = "This item can only be returned for a refund";
export const reasonRequired = "Select the reason for returning this item";
export const reasonUnknown = "Select a reason from the list";
export const packReason = "Pack items can only be exchanged for incorrect sizing, a faulty item or an incorrect shipment";
export const packReturnRefused = "Returns are not accepted for products in this pack. Choose a replacement to exchange it.";
export const variantRequired = "Select the size, colour or fit you want instead";
export const variantNotOffered = "The replacement must be another size, colour or fit of the same product that is in stock";
export const variantStock = (stock: number) => (stock === 1 ? "Only 1 of this replacement is in stock" : `Only ${stock} of this replacement are in stock`);
export const summaryItemError = (name: string, message: string) => `${name}: ${message}`;

// Check your answers.
export const reviewTitle = "Check your return";
export const reviewOrder = (code: string) => `Order ${code}`;
export const reviewItemsTitle = "Items";
export const productKey = "Product";
export const sizeKey = "Size";
export const whatKey = "Return or exchange";
export const quantityKey = "Quantity";
export const reasonKey = "Reason";
export const refundLabel = "Return for a refund";
export const exchangeLabel = (replacement: string) => `Exchange for ${replacement}`;
export const change = "Change";
export const changeHidden = (what: string) => ` ${what}`;
export const noReason = "Not given";
export const moneyTitle = "Your refund";
export const refundKey = "Refund";
export const subTotalKey = "Items returned";
export const taxKey = "Tax refunded";
export const packCreditKey = "Pack credit";
export const deliveryKey = "Delivery";
export const exchangeDifferenceKey = "Exchange difference (charged on the replacement order)";
/** Shown when nothing is refunded and no replacement costs more than the item it replaces. */
export const exchangeOnlyRefund = "Exchanges are free: the replacements are sent on a new order at no cost.";
export const notPriced = "The refund is worked out when your return is received.";
export const thresholdApproval = (threshold: number, units: number) =>
  `This return of ${units} units is above your organisation's return threshold of ${threshold} units, so it needs your store approver's acceptance. It is sent as a return threshold request when you submit it.`;
export const submitButton = "Submit return request";
export const submitting = "Submitting…";

// After.
export const createdFlash = (rma: string) => `Your return request ${rma} has been sent. Print the return form from this page and put it in the parcel.`;
export const createdThresholdFlash = (rma: string) => `Your return request ${rma} has been sent to your store's approver as a return threshold request.`;
export const orderChanged =
  "The order has changed since you chose these items (something may have been returned meanwhile, or a replacement sold out). Check your choices and continue again.";
export const notReturnableShort = "Cannot be returned";
