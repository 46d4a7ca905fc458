/**
 * Every user-facing error and success text, copied from the spec's error catalogues
 * (part 2 §8, part 1 §8) and validation rules (part 1 §5, part 2 §5). Routes and the OCC
 * client import from here; nothing else hard-codes a user-facing message.
 */
export const messages = {
  // part 2 §8: HTTP / backend failures
  badGateway: "A server error occurred. Please try again later.",
  gatewayTimeout: "The server did not respond, please try again later.",
  internalServerError: "An Internal Server Error occurred. Please try again later.",
  forbidden:
    "You are not authorized to perform this action. Please contact your administrator if you think this is a mistake.",
  conflict: "Already exists.",
  sessionExpired: "Your session has expired. Please login again.",
  unknownError: "An unknown error occurred",
  pageLoadFailed: "The page could not be loaded. Please try again later.",
  oldPasswordIncorrect: "Old password incorrect.",
  noPermissions: "No sufficient permissions to access this page",

  // part 2 §8: sign-in
  badCredentials: (message: string) => `${message}. Please login again.`,
  userDisabled: (message: string) => `${message}. Please contact administration.`,
  badClientCredentials: "Bad client credentials",

  // part 2 §5: validation
  required: "This field is required.",
  invalidEmailFormat: "This is not a valid email format.",
  invalidEmail: "Please enter a valid email.",
  inputPassword: "Please input password.",

  // Our own texts where the spec is silent (documented in README).
  signedOut: "You have been signed out.",
  notFoundTitle: "Page not found",
  forbiddenTitle: "Access denied",
  serverErrorTitle: "Sorry, there is a problem",
  notFoundBody: "The page you were looking for does not exist or has moved.",
  errorSummaryTitle: "There is a problem",
  tooManyRequests: "Too many attempts. Please wait a minute and try again.",

  // Issue 3, site shell (part 1 §4, §8). The spec names only the key 'networkError' raised on
  // offline; the sentence is ours.
  networkError: "You are offline. Check your connection; changes will not be saved until you are back online.",

  // Search and product lists (issue 3, search area). Spec part 1 §2, §8; part 2 §5, §8.
  searchNothingHere: "Nothing here.",
  searchNoResultsFor: (term: string) => `We found 0 results for '${term}'`,
  searchShowingNone: "Showing 0 results",
  searchShowing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} results`,
  searchQueryIncorrect:
    "Your search query is incorrectly formatted. Please remove special characters like ':' and try again.",
  searchTopResult: "Top Result",
  searchTopSuggestions: "Top suggestions",
  searchTopResults: "Top results",
  searchPlaceholderDesktop: "To search for content, type a keyword and press enter",
  searchPlaceholderMobile: "Type a keyword and press enter",
  searchPlaceholderWholesale: "I'm looking for...",

  // --- Product page, add to cart and mini cart (issue 3, product area) ---
  // part 2 §8: cart catalogue texts
  baseProductNotAddable:
    "This product is a base product and cannot be added to the cart; choose a product variant instead.",
  cartNotFound: "Cart not found.",
  itemNotFound: "Item not found.",
  cartErrors: "Cart errors occurred.",
  // part 1 §8: stock note for product types K and R when the item is not stocked
  madeToOrder: "This item is made or sourced to order. Please allow extra time for delivery",
  // Our own texts where the spec gives no wording.
  inStock: "In stock",
  lowStock: (count: number) => `Only ${count} left`,
  lowStockNoCount: "Low stock",
  outOfStock: "Out of stock",
  outOfStockNotAddable: "This item is out of stock and cannot be added to the cart.",
  notEnoughStock: "There is not enough stock of this item for that quantity. Enter a smaller quantity.",
  quantityRange: "Enter a quantity between 1 and 999.",
  chooseOptions: "Choose an option in each group to see stock and the price of that item.",
  combinationUnavailable: "This combination is not available. Choose another option.",
  addedToCart: (quantity: number, name: string) => `${quantity} × ${name} added to your cart.`,

  // --- Issue 4: password reset, registration, onboarding, SSO, punch-out, proxy ---
  // part 2 §8 success messages (the spec names them; the wording of most is ours).
  passwordResetEmailSent: "We have sent you an e-mail with a link to reset your password.",
  passwordResetSmsSent: "We have sent you a text message with a link to reset your password.",
  passwordResetSuccess: "Your password has been reset. Please sign in with your new password.",
  accountCreated: "Your account has been created.",
  // part 2 §8: registration rate limit (exact).
  verificationCodeLimit: (seconds: number) =>
    `You have reached the limit of sending verification code. Please wait ${seconds} seconds before retrying or use a different email address.`,
  // Our own texts where the spec says "not shown" (documented in README).
  resetLinkExpired: "This link has expired or has already been used.",
  resetLinkExpiredHint: "Request a new link and we will send it the same way as the last one.",
  resetNewLinkSent: "If the link was valid, we have sent you a new one. It expires in 30 minutes.",
  resetInvalidLink: "This link is not valid. Request a new password reset link.",
  passwordMinLength: (min: number) => `Password must be at least ${min} characters.`,
  passwordMaxLength: (max: number) => `Password must be ${max} characters or fewer.`,
  passwordUppercase: "Password must contain at least one uppercase letter.",
  passwordDigit: "Password must contain at least one number.",
  passwordSpecial: "Password must contain at least one special character.",
  passwordRepeated: "Password must not contain the same character twice in a row.",
  passwordsMismatch: "Passwords do not match.",
  // Password reset screens (our wording; docs/password-reset.md).
  resetRequestHint: "Enter the e-mail address or mobile number of your account. We will send you a link to choose a new password.",
  resetPasswordHint: "Choose a new password for your account.",
  resetPasswordRulesHint:
    "At least 8 characters, with an uppercase letter, a number and a special character, and no character twice in a row.",
  resetExpiredEmailHint: "Request a new link and we will e-mail it to you.",
  resetExpiredSmsHint: "Request a new link and we will text it to your mobile.",
  invalidMobile: "Please enter a valid mobile number.",
  termsRequired: "You must accept the terms and conditions to register.",
  verificationCodeSent: (email: string) => `We have sent a verification code to ${email}.`,
  verificationCodeInvalid: "The verification code is not correct or has expired.",
  registrationExpired: "Your registration has expired. Please fill in the form again.",
  onboardingComplete: "Thank you, your details have been saved.",
  ssoSignInFailed: "We could not sign you in. Please login again.",
  // Registration, onboarding and identity-provider registration (issue 4; our own texts).
  registrationCodeInvalid: "This registration link is no longer valid. Ask your organisation for a new one.",
  invalidEmployeeCode: "Please enter a valid employee code: up to 20 letters, numbers and dashes.",
  fieldTooLong: (max: number) => `Must be ${max} characters or fewer.`,
  verificationCodeFormat: "Enter the 6-digit code from the e-mail.",
  verificationCodeResendWait: (seconds: number) =>
    seconds > 0 ? `You can ask for a new code in ${seconds} seconds.` : "You can ask for a new code now.",
  uniformPolicyRequired: "You must accept the uniform policy to continue.",
  identityConsentRequired: "You must agree to link your account to continue.",
  // part 1 §8: loading overlay (exact).
  loading: (text: string) => `Loading ${text}`,
  loadingLeaveOpen: "This may take a few moments. Please leave this browser window open.",
  punchOutWaiting: "Your procurement system has not finished setting up this session yet. Reload this page in a moment.",
  punchOutSessionEnded: "Your punch-out session has ended. Return to your procurement system to start a new requisition.",
  punchOutCancelled: "Your requisition was cancelled and returned to your procurement system empty.",
  proxyEnabled: (name: string) => `You are now ordering on behalf of ${name}.`,
  proxyDisabled: "You are ordering for yourself again.",
  proxyFailed: "Proxy ordering could not be changed. Your previous mode is kept.",
  orderInProgress: "This page is not available while you are ordering on behalf of someone else.",
  // Punch-out and proxy pages (our wording; docs/punch-out-and-proxy.md).
  punchOutSessionEndedTitle: "Punch-out session ended",
  punchOutRequisitionName: "your requisition",
  cancelRequisition: "Cancel requisition",
  cancelRequisitionQuestion: "Are you sure you want to cancel this requisition? It goes back to your procurement system empty.",
  orderUniformsTitle: "Order uniforms",
  orderUniformsIntro: "Choose the uniforms and workwear you need from the catalogue. Ordering by pack is coming soon.",
  proxyTitle: "Order on behalf of a wearer",
  proxyChooseWearer: "Choose a wearer.",
  proxyNoWearers: "There are no wearers in your business units to order for.",
  proxySubmit: "Order on behalf of this wearer",
  proxyStop: (name: string) => `Stop ordering on behalf of ${name}`,
  proxyActive: (name: string) => `You are ordering on behalf of ${name}.`,
  orderInProgressTitle: "Order in progress",
} as const;
