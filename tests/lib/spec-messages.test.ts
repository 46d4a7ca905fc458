import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as accountMessages from "~/lib/punchout/messages";
import * as addressMessages from "~/lib/addresses/messages";
import * as approvalMessages from "~/lib/approvals/messages";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import * as cartMessages from "~/lib/cart/messages";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import * as onboardingMessages from "~/lib/onboarding/messages";
import * as orderMessages from "~/lib/orders/messages";
import * as packItemMessages from "~/lib/packs/pack-item-messages";
import * as packMessages from "~/lib/packs/messages";
import * as packStepMessages from "~/lib/packs/pack-step-messages";
import * as resetMessages from "~/lib/password-reset/messages";
import * as pricing from "~/lib/product/pricing";
import * as proxyMessages from "~/lib/proxy/messages";
import * as purchaseOrderMessages from "~/lib/purchase-orders/messages";
import * as registrationMessages from "~/lib/registration/messages";

/**
 * Spec drift (issue 18): every text the spec gives verbatim, as the messages modules hold it, must appear in the spec
 * word for word — quoted as the spec quotes texts ('…', or "…" around a text that contains '). A change on either
 * side fails here. Texts that are the project's own (the spec says "not shown") are not listed.
 *
 * The spec is read from `../shared/spec/*.md` beside the repository (as CI checks it out). Without it the test fails,
 * saying where it looked: a drift check that skips itself checks nothing.
 *
 * Functions are called with the spec's placeholders ({message}, {seconds}, a-b of n …) in place of their values.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SPEC_DIR = path.resolve(REPO_ROOT, "../shared/spec");

let cachedSpec: string | null = null;
function specText(): string {
  if (cachedSpec !== null) return cachedSpec;
  const files = fs.existsSync(SPEC_DIR) ? fs.readdirSync(SPEC_DIR).filter((name) => name.endsWith(".md")) : [];
  if (files.length === 0) {
    throw new Error(
      `The spec is missing: no *.md in ${SPEC_DIR}. This test compares the messages modules with the spec's texts ` +
        "and needs the shared spec checked out beside the repository (../shared/spec/).",
    );
  }
  cachedSpec = files
    .sort()
    .map((name) => fs.readFileSync(path.join(SPEC_DIR, name), "utf8"))
    .join("\n");
  return cachedSpec;
}

/** A function's parameter stands for the spec's placeholder: the value is the placeholder's own text. */
const placeholder = <T>(name: string) => name as unknown as T;

interface SpecText {
  /** module.key, for the report and the coverage check. */
  name: string;
  /** The module's text (with the spec's placeholders). */
  text: string;
  /** The spec writes it without quotes (button labels in running text). */
  unquoted?: true;
}

const SPEC_TEXTS: readonly SpecText[] = [
  // app/lib/messages.ts — part 2 §8 catalogue, part 2 §5 validation, part 1 §2/§8 search, part 1 §8 stock note.
  { name: "messages.badGateway", text: messages.badGateway },
  { name: "messages.gatewayTimeout", text: messages.gatewayTimeout },
  { name: "messages.internalServerError", text: messages.internalServerError },
  { name: "messages.forbidden", text: messages.forbidden },
  { name: "messages.conflict", text: messages.conflict },
  { name: "messages.sessionExpired", text: messages.sessionExpired },
  { name: "messages.unknownError", text: messages.unknownError },
  { name: "messages.pageLoadFailed", text: messages.pageLoadFailed },
  { name: "messages.oldPasswordIncorrect", text: messages.oldPasswordIncorrect },
  { name: "messages.noPermissions", text: messages.noPermissions },
  { name: "messages.badCredentials", text: messages.badCredentials("{message}") },
  { name: "messages.userDisabled", text: messages.userDisabled("{message}") },
  { name: "messages.badClientCredentials", text: messages.badClientCredentials },
  { name: "messages.required", text: messages.required },
  { name: "messages.invalidEmailFormat", text: messages.invalidEmailFormat },
  { name: "messages.invalidEmail", text: messages.invalidEmail },
  { name: "messages.inputPassword", text: messages.inputPassword },
  { name: "messages.selectAValue", text: messages.selectAValue },
  { name: "messages.searchNothingHere", text: messages.searchNothingHere },
  { name: "messages.searchNoResultsFor", text: messages.searchNoResultsFor("{term}") },
  { name: "messages.searchShowingNone", text: messages.searchShowingNone },
  {
    name: "messages.searchShowing",
    text: messages.searchShowing(placeholder<number>("a"), placeholder<number>("b"), placeholder<number>("n")),
  },
  { name: "messages.searchQueryIncorrect", text: messages.searchQueryIncorrect },
  { name: "messages.searchTopResult", text: messages.searchTopResult },
  { name: "messages.searchTopSuggestions", text: messages.searchTopSuggestions },
  { name: "messages.searchTopResults", text: messages.searchTopResults },
  { name: "messages.searchPlaceholderDesktop", text: messages.searchPlaceholderDesktop },
  { name: "messages.searchPlaceholderMobile", text: messages.searchPlaceholderMobile },
  { name: "messages.searchPlaceholderWholesale", text: messages.searchPlaceholderWholesale },
  { name: "messages.baseProductNotAddable", text: messages.baseProductNotAddable },
  { name: "messages.cartNotFound", text: messages.cartNotFound },
  { name: "messages.itemNotFound", text: messages.itemNotFound },
  { name: "messages.cartErrors", text: messages.cartErrors },
  { name: "messages.madeToOrder", text: messages.madeToOrder },
  { name: "messages.cancelRequisition", text: messages.cancelRequisition },

  // app/lib/registration/messages.ts — part 2 §8 rate limit; app/lib/account-messages.ts — part 1 §8 loading overlay.
  { name: "registrationMessages.verificationCodeLimit", text: registrationMessages.verificationCodeLimit(placeholder<number>("{seconds}")) },
  { name: "accountMessages.loading", text: accountMessages.loading("{text}") },
  { name: "accountMessages.loadingLeaveOpen", text: accountMessages.loadingLeaveOpen },

  // app/lib/checkout/messages.ts — part 2 §8.
  { name: "checkoutMessages.checkoutConditionsNotMet", text: checkoutMessages.checkoutConditionsNotMet },
  { name: "checkoutMessages.invalidVoucher", text: checkoutMessages.invalidVoucher },
  { name: "checkoutMessages.voucherExceeded", text: checkoutMessages.voucherExceeded },
  { name: "checkoutMessages.cardInitiateFailed", text: checkoutMessages.cardInitiateFailed },
  { name: "checkoutMessages.cardFetchFailed", text: checkoutMessages.cardFetchFailed },
  { name: "checkoutMessages.cardUnknownError", text: checkoutMessages.cardUnknownError },
  { name: "checkoutMessages.cardRegistrationFailed", text: checkoutMessages.cardRegistrationFailed },

  // app/lib/purchase-orders/messages.ts — part 1 §2, §5, §9; part 2 §8.
  { name: "purchaseOrderMessages.required", text: purchaseOrderMessages.required },
  { name: "purchaseOrderMessages.numberInvalid", text: purchaseOrderMessages.numberInvalid },
  { name: "purchaseOrderMessages.descriptionInvalid", text: purchaseOrderMessages.descriptionInvalid },
  { name: "purchaseOrderMessages.detailsStep", text: purchaseOrderMessages.detailsStep },
  { name: "purchaseOrderMessages.summaryStep", text: purchaseOrderMessages.summaryStep },
  { name: "purchaseOrderMessages.unitWords(wholesale).searchPlaceholder", text: purchaseOrderMessages.unitWords("wholesale").searchPlaceholder },
  { name: "purchaseOrderMessages.unitWords(corporate).searchPlaceholder", text: purchaseOrderMessages.unitWords("corporate").searchPlaceholder },
  // The spec quotes the selector's words after the count, and the success message's closing words (checked whole below).
  { name: "purchaseOrderMessages.unitsSelected", text: purchaseOrderMessages.unitsSelected(3).replace(/^3 /, "") },
  { name: "purchaseOrderMessages.added", text: purchaseOrderMessages.added("Winter", "PO1").replace(/^Winter \(PO1\) /, "") },

  // app/lib/packs/messages.ts — part 1 §2, §4, §5, §8, §9.
  { name: "packMessages.preOrderPack", text: packMessages.preOrderPack },
  { name: "packMessages.preOrderShipFrom", text: packMessages.preOrderShipFrom("{date}") },
  { name: "packMessages.fullyFundedText", text: packMessages.fullyFundedText },
  { name: "packMessages.subsidisedText", text: packMessages.subsidisedText },
  { name: "packMessages.returnsNotAccepted", text: packMessages.returnsNotAccepted },
  { name: "packMessages.madeToOrderNote", text: packMessages.madeToOrderNote },
  { name: "packMessages.preOrderItemNote", text: packMessages.preOrderItemNote("{date}") },
  { name: "packMessages.unableToSelect", text: packMessages.unableToSelect },
  { name: "packMessages.categoryUnavailable", text: packMessages.categoryUnavailable },
  { name: "packMessages.categoryUnavailableDetail", text: packMessages.categoryUnavailableDetail },
  { name: "packMessages.selectionRequired", text: packMessages.selectionRequired },
  { name: "packMessages.optionalSlot", text: packMessages.optionalSlot },
  { name: "packMessages.itemNotSelected", text: packMessages.itemNotSelected },
  { name: "packMessages.addToCart", text: packMessages.addToCart, unquoted: true },
  { name: "packMessages.updateCart", text: packMessages.updateCart, unquoted: true },
  { name: "packMessages.discardChanges", text: packMessages.discardChanges },
  {
    name: "packMessages.bundleStepName",
    text: packMessages.bundleStepName("{bundle name}", placeholder<number>("n"), placeholder<number>("total")),
  },
  { name: "packMessages.reviewStepName", text: packMessages.reviewStepName(placeholder<number>("n"), placeholder<number>("total")) },

  // app/lib/pricing.ts — part 1 §5, §9 (price display words and the default currency symbol).
  { name: "pricing.FROM_PREFIX", text: pricing.FROM_PREFIX },
  { name: "pricing.RRP_SUFFIX", text: pricing.RRP_SUFFIX },
  { name: "pricing.DEFAULT_CURRENCY_SYMBOL", text: pricing.DEFAULT_CURRENCY_SYMBOL },
  // Issue 25 (H3): app/lib/addresses/messages.ts — part 2 §8.
  { name: "addressMessages.invalidAddress", text: addressMessages.invalidAddress },
];

/** Every module that holds user-facing texts, by the name used in SPEC_TEXTS. */
const MODULES: Record<string, Record<string, unknown>> = {
  messages,
  accountMessages,
  resetMessages,
  registrationMessages,
  onboardingMessages,
  proxyMessages,
  checkoutMessages,
  orderMessages,
  approvalMessages,
  decisionMessages,
  cartMessages,
  packMessages,
  packStepMessages,
  packItemMessages,
  purchaseOrderMessages,
  pricing,
};

const quotedIn = (spec: string, text: string) => spec.includes(`'${text}'`) || spec.includes(`"${text}"`);
/** Curly apostrophes and quotes as straight ones: to tell a quote-character drift from a wording drift. */
const straightQuotes = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

describe("spec drift: the messages modules hold the spec's texts verbatim", () => {
  it("reads the spec (both parts) from ../shared/spec", () => {
    const spec = specText();
    expect(spec).toContain("# Specification: business-to-business uniform and apparel ordering storefront");
    expect(spec).toContain("## 8. Error catalogue");
  });

  it.each(SPEC_TEXTS.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    const spec = specText();
    const found = entry.unquoted ? spec.includes(entry.text) : quotedIn(spec, entry.text);
    if (!found) {
      const hint =
        !entry.unquoted && quotedIn(straightQuotes(spec), straightQuotes(entry.text))
          ? "it differs from the spec in its quote characters (the spec writes ' and \")"
          : "the spec has no such text: copy the spec's wording into the module";
      expect.fail(`${entry.name} is ${JSON.stringify(entry.text)}; ${hint}.`);
    }
  });

  it("whole texts around the quoted parts: the purchase-order success message and the unit count", () => {
    // Part 2 §8: 'the description, then the number in brackets, then 'was successfully added.''
    expect(purchaseOrderMessages.added("Winter uniforms", "PO2026")).toBe("Winter uniforms (PO2026) was successfully added.");
    expect(purchaseOrderMessages.unitsSelected(2)).toBe("2 unit(s) selected");
  });

  it("lists every module text the spec quotes (a spec text added to a module must be checked here too)", () => {
    const spec = specText();
    const listed = new Set(SPEC_TEXTS.map((entry) => entry.name));
    const unlisted = Object.entries(MODULES).flatMap(([moduleName, module]) =>
      Object.entries(module)
        .filter(([key, value]) => typeof value === "string" && quotedIn(spec, value) && !listed.has(`${moduleName}.${key}`))
        .map(([key, value]) => `${moduleName}.${key} = ${JSON.stringify(value)}`),
    );
    expect(unlisted).toEqual([]);
  });

  it("order status display names are the spec's list (part 2 §4), in sentence case", () => {
    const spec = specText();
    const line = /Order status displays: ([^.]+)\./.exec(spec)?.[1];
    expect(line, "part 2 §4 'Order status displays' line").toBeDefined();
    const specNames = (line ?? "").split(", ").map((name) => name.trim());
    expect(Object.values(orderMessages.orderStatusLabels).map((label) => label.toLowerCase())).toEqual(specNames);
    for (const label of Object.values(orderMessages.orderStatusLabels)) expect(label[0]).toBe(label[0]?.toUpperCase());
  });
});
