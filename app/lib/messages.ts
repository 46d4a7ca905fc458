/**
 * Every user-facing error and success text, copied from the spec's error catalogues
 * (part 2 §8, part 1 §8) and validation rules (part 1 §5, part 2 §5). Routes and the OCC
 * client import from here; nothing else hard-codes a user-facing message.
 *
 * One named export per text, imported as a namespace (`import * as messages from "~/lib/messages"`):
 * esbuild then ships to the browser only the texts some page's components use (an object literal
 * would ship them all, server-only texts included — decision 004). One file on purpose: esbuild
 * splits chunks by file, and per-area files would each become a small chunk of the shell's
 * JavaScript, costing more in per-file overhead than they save.
 */

// part 2 §8: HTTP / backend failures
export const badGateway = "A server error occurred. Please try again later.";
export const gatewayTimeout = "The server did not respond, please try again later.";
export const internalServerError = "An Internal Server Error occurred. Please try again later.";
export const forbidden =
  "You are not authorized to perform this action. Please contact your administrator if you think this is a mistake.";
export const conflict = "Already exists.";
export const sessionExpired = "Your session has expired. Please login again.";
export const unknownError = "An unknown error occurred";
export const pageLoadFailed = "The page could not be loaded. Please try again later.";
export const oldPasswordIncorrect = "Old password incorrect.";
export const noPermissions = "No sufficient permissions to access this page";

// part 2 §8: sign-in
export const badCredentials = (message: string) => `${message}. Please login again.`;
export const userDisabled = (message: string) => `${message}. Please contact administration.`;
export const badClientCredentials = "Bad client credentials";

// Issue 21: the backend's brute-force limits. Our own texts, modelled on the spec's registration rate limit
// ('You have reached the limit of sending verification code. Please wait {seconds} seconds before retrying …').
export const signInLimit = (seconds: number) =>
  `You have reached the limit of sign-in attempts. Please wait ${seconds} seconds before retrying.`;
export const passwordResetLimit = (seconds: number) =>
  `You have reached the limit of password reset requests. Please wait ${seconds} seconds before retrying.`;
export const verificationAttemptLimit = (seconds: number) =>
  `You have reached the limit of verification code attempts. Please wait ${seconds} seconds before retrying.`;

// part 2 §5: validation
export const required = "This field is required.";
export const invalidEmailFormat = "This is not a valid email format.";
export const invalidEmail = "Please enter a valid email.";
export const inputPassword = "Please input password.";

// Our own texts where the spec is silent (documented in README).
export const signedOut = "You have been signed out.";
export const notFoundTitle = "Page not found";
export const forbiddenTitle = "Access denied";
export const serverErrorTitle = "Sorry, there is a problem";
export const notFoundBody = "The page you were looking for does not exist or has moved.";
export const errorSummaryTitle = "There is a problem";
export const tooManyRequests = "Too many attempts. Please wait a minute and try again.";

// Issue 3, site shell (part 1 §4, §8). The spec names only the key 'networkError' raised on
// offline; the sentence is ours.
export const networkError = "You are offline. Check your connection; changes will not be saved until you are back online.";

// Search and product lists (issue 3, search area). Spec part 1 §2, §8; part 2 §5, §8.
export const searchNothingHere = "Nothing here.";
export const searchNoResultsFor = (term: string) => `We found 0 results for '${term}'`;
export const searchShowingNone = "Showing 0 results";
export const searchShowing = (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} results`;
export const searchQueryIncorrect =
  "Your search query is incorrectly formatted. Please remove special characters like ':' and try again.";
export const searchTopResult = "Top Result";
export const searchTopSuggestions = "Top suggestions";
export const searchTopResults = "Top results";
export const searchPlaceholderDesktop = "To search for content, type a keyword and press enter";
export const searchPlaceholderMobile = "Type a keyword and press enter";
export const searchPlaceholderWholesale = "I'm looking for...";

// --- Product page, add to cart and mini cart (issue 3, product area) ---
// part 2 §8: cart catalogue texts
export const baseProductNotAddable =
  "This product is a base product and cannot be added to the cart; choose a product variant instead.";
export const cartNotFound = "Cart not found.";
export const itemNotFound = "Item not found.";
export const cartErrors = "Cart errors occurred.";
// part 2 §5: required attribute message, shown by an option group (colour, size, fit …) left unchosen
export const selectAValue = "Select a value";
// part 1 §8: stock note for product types K and R when the item is not stocked
export const madeToOrder = "This item is made or sourced to order. Please allow extra time for delivery";
// Our own texts where the spec gives no wording.
export const inStock = "In stock";
export const lowStock = (count: number) => `Only ${count} left`;
export const lowStockNoCount = "Low stock";
export const outOfStock = "Out of stock";
export const outOfStockNotAddable = "This item is out of stock and cannot be added to the cart.";
export const notEnoughStock = "There is not enough stock of this item for that quantity. Enter a smaller quantity.";
export const quantityRange = "Enter a quantity between 1 and 999.";
export const chooseOptions = "Choose an option in each group to see stock and the price of that item.";
export const combinationUnavailable = "This combination is not available. Choose another option.";
export const addedToCart = (quantity: number, name: string) => `${quantity} × ${name} added to your cart.`;
/** An option group's error in the error summary, naming the group: 'Size: Select a value'. */
export const optionError = (label: string, message: string) => `${label}: ${message}`;

// Issue 4 texts the shell shows (proxy banner, punch-out logout); the flows' own texts are in their feature
// folders' messages.ts (app/lib/{password-reset,registration,onboarding,proxy}/messages.ts) and, for punch-out,
// app/lib/punchout/messages.ts.
export const cancelRequisition = "Cancel requisition";
export const cancelRequisitionQuestion = "Are you sure you want to cancel this requisition? It goes back to your procurement system empty.";
export const proxyStop = (name: string) => `Stop ordering on behalf of ${name}`;
export const proxyActive = (name: string) => `You are ordering on behalf of ${name}.`;
