/**
 * My interests (issue 25; docs/interests-and-coupons.md). The spec names the route (part 2 §2 `my-account/my-interests`)
 * and no texts: these are this storefront's words, after Spartacus' "My Interests" page (myInterests.* in its
 * English translations: "Notify me when back in stock" is not a Spartacus text, the product page's wording here).
 */
export const title = "My interests";
export const intro = "Items you asked us to tell you about when they are back in stock. We send one e-mail per item.";
export const empty =
  "You have not asked to be told about any item yet. On a product page, choose an item that is out of stock and select “Notify me when back in stock”.";
export const caption = (count: number) => (count === 1 ? "1 item you are interested in" : `${count} items you are interested in`);
export const product = "Product";
export const item = "Item";
export const added = "Added";
export const stock = "Stock";
export const actions = "Actions";
export const remove = "Remove";
export const removeLabel = (name: string, variant: string) => `Remove ${name}${variant ? ` (${variant})` : ""} from My interests`;
export const notified = (date: string) => `We told you on ${date}`;

/** The product page. */
export const notifyHeading = "Out of stock";
export const notifyHint = "We can e-mail you when this item is back in stock.";
export const notifyButton = "Notify me when back in stock";
export const alreadyInterested = "We will e-mail you when this item is back in stock.";
export const manageLink = "See My interests";

export const addedFlash = (name: string) => `We will e-mail you when ${name} is back in stock. It is listed under My interests.`;
export const removedFlash = (name: string) => `${name} was removed from My interests.`;
export const inStockNow = "This item is in stock now: you can order it.";
export const unknownItem = "This item could not be found.";
