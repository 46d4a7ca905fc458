import { cartCoupons, unappliedCoupons } from "~/lib/coupons/coupons.server";
import { redirect } from "@remix-run/node";
import { occForCartChange } from "~/lib/product/add-to-cart.server";
import { appOccForCartChange, getOptionalUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { formatPriceText, totalsSource } from "~/lib/cart/totals-display";
import { type CartRef } from "~/lib/occ/caller.server";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import {
  type Cart,
  type CartEntry,
  applyVoucher,
  getCartWithPacks,
  removeAllEntries,
  removeEntry,
  removeVoucher,
  unitCount,
  updateEntry,
} from "~/lib/occ/cart.server";
import { isOccError } from "~/lib/occ/errors";
import { editPackInCart } from "~/lib/occ/packs.server";
import { type PackUser } from "~/lib/occ/caller.server";
import * as packMessages from "~/lib/packs/messages";
import { normalisePackType } from "~/lib/packs/pack-rules";
import { packUserId } from "~/lib/packs/pack-user.server";
import { getPriceContext } from "~/lib/product/product-card.server";
import { newTransferKey } from "~/lib/punchout/transfer.server";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText } from "~/lib/sanitize.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { cartErrorFor } from "./cart-errors.server";
import { type CartForm, cartRefusalReply, cartRefusalSubmission, parseCartForm } from "./cart-form.server";
import {
  type CartActionError,
  type CartEntryView,
  type CartPackGroupView,
  type CartPackLineView,
  type CartPageData,
  type CartView,
} from "./cart-view";
import { forgetGuestCart } from "./guest-cart.server";

/**
 * The /cart page (spec part 2 §2 "cart-items"; docs/checkout.md "Cart"): loader, action and view model. One
 * `.server` module for the route (decision 004).
 *
 * Who sees it: a signed-in user (through `requireUser`, so the session guards apply), or an anonymous visitor
 * with a guest cart; an anonymous visitor without one gets the empty state with a sign-in link.
 *
 * Prices (docs/decisions/007-guest-checkout.md): signed-in users see prices when their `priceEnabled` is true
 * (spec part 1 §5, as on the product page); a wearer without prices sees entries and quantities but no amounts,
 * no totals and no offers that name amounts. A guest cart always shows prices: the guest pays by card and must
 * see what.
 */

/** The signed-in user passes the session guards; anonymous visitors pass as they are. */
async function guard(request: Request, context: RequestContext): Promise<boolean> {
  if (!(await getOptionalUser(request, context))) return false;
  await requireUser(request, context);
  return true;
}

function stockNote(entry: CartEntry): string | null {
  const stock = entry.product.stock;
  if (stock?.stockLevelStatus === "outOfStock") return messages.outOfStock;
  if (stock?.stockLevelStatus === "lowStock") return stock.stockLevel ? messages.lowStock(stock.stockLevel) : messages.lowStockNoCount;
  return null;
}

function entryView(entry: CartEntry, showPrices: boolean): CartEntryView {
  const name = htmlToText(entry.product.name) || entry.product.code;
  const image = entry.product.images.find((candidate) => candidate.format === "thumbnail") ?? entry.product.images[0];
  const qualifiers = entry.product.variantOptionQualifiers.map((q) => ({
    label: q.name ?? q.qualifier.charAt(0).toUpperCase() + q.qualifier.slice(1),
    value: q.value,
  }));
  return {
    entryNumber: entry.entryNumber,
    name,
    code: entry.product.code,
    href: entry.product.url ?? `/product/${encodeURIComponent(entry.product.baseProduct ?? entry.product.code)}`,
    imageUrl: image?.url ?? null,
    imageAlt: htmlToText(image?.altText) || name,
    qualifiers,
    quantity: entry.quantity,
    updateable: entry.updateable,
    unitPrice: showPrices && entry.basePrice ? formatPriceText(entry.basePrice) : null,
    total: showPrices && entry.totalPrice ? formatPriceText(entry.totalPrice) : null,
    stockNote: stockNote(entry),
    ...(entry.pack ? { pack: packLineView(entry, showPrices) } : {}),
  };
}

/** Issue 8: a pack line's bundle, value-adds (with what the user entered), reason of replacement and comments. */
function packLineView(entry: CartEntry, showPrices: boolean): CartPackLineView | undefined {
  if (!entry.pack) return undefined;
  return {
    packId: entry.pack.packId,
    bundleId: entry.pack.bundleId,
    bundleName: htmlToText(entry.pack.bundleName) || entry.pack.bundleId,
    step: entry.pack.step,
    valueAdds: entry.selectedValueAdd.map((valueAdd) => ({
      name: htmlToText(valueAdd.name) || valueAdd.code || "",
      values: valueAdd.prompts.map((prompt) => prompt.userEnteredValue?.trim() ?? "").filter(Boolean),
      price: showPrices && valueAdd.price ? formatPriceText(valueAdd.price) : null,
    })),
    reason: entry.reasonOfReplacement ? htmlToText(entry.reasonOfReplacement.name) || entry.reasonOfReplacement.code : null,
    comments: entry.additionalComments?.trim() ? entry.additionalComments.trim() : null,
  };
}

function packTypeLabel(raw: string): string {
  const type = normalisePackType(raw);
  return type ? packMessages.packTypeLabels[type] : raw;
}

/** Issue 8: the cart's pack lines grouped by pack (in the order the packs first appear), with each pack's allowance. */
function packGroups(cart: Cart, entries: CartEntryView[], showPrices: boolean): CartPackGroupView[] {
  const groups = new Map<string, CartPackGroupView>();
  cart.entries.forEach((entry, index) => {
    const view = entries[index];
    if (!entry.pack || !view) return;
    let group = groups.get(entry.pack.packId);
    if (!group) {
      const pack = cart.packs.find((candidate) => candidate.packId === entry.pack?.packId);
      const amount = (price: { value: number } | null | undefined) => (showPrices && price && price.value > 0 ? formatPriceText(price) : null);
      group = {
        packId: entry.pack.packId,
        packName: htmlToText(pack?.packName ?? entry.pack.packName) || entry.pack.packId,
        typeLabel: packTypeLabel(pack?.packType ?? entry.pack.packType),
        firstEntryNumber: entry.entryNumber,
        bundles: [],
        entries: [],
        allowance: amount(pack?.allocatedCredit),
        subsidy: amount(pack?.appliedSubsidy),
        shipping: showPrices && pack?.shippingCharge ? formatPriceText(pack.shippingCharge) : null,
      };
      groups.set(entry.pack.packId, group);
    }
    group.entries.push(view);
    if (!group.bundles.some((bundle) => bundle.bundleId === entry.pack?.bundleId)) {
      group.bundles.push({ bundleId: entry.pack.bundleId, bundleName: htmlToText(entry.pack.bundleName) || entry.pack.bundleId, step: entry.pack.step });
    }
  });
  for (const group of groups.values()) group.bundles.sort((a, b) => a.step - b.step);
  return [...groups.values()];
}

/** The cart as the page shows it (pure apart from the text sanitiser; unit-tested). */
/** The cart page renders pack groups lazily in the browser (app/routes/cart.tsx); the server renders them in full. */
export { CartPackGroup } from "~/components/cart/cart-pack-group";

export function cartView(cart: Cart, showPrices: boolean): CartView {
  const promotionText = (p: { description?: string; promotion?: { description?: string; code: string } }) =>
    htmlToText(p.description ?? p.promotion?.description ?? p.promotion?.code);
  const entries = cart.entries.map((entry) => entryView(entry, showPrices));
  return {
    code: cart.code,
    entries,
    looseEntries: entries.filter((entry) => !entry.pack),
    packGroups: packGroups(cart, entries, showPrices),
    unitCount: unitCount(cart),
    totals: showPrices ? totalsSource(cart) : null,
    subtotal: showPrices && cart.subTotal ? formatPriceText(cart.subTotal) : null,
    vouchers: cart.appliedVouchers.map((voucher) => ({
      code: voucher.voucherCode ?? voucher.code,
      name: htmlToText(voucher.name ?? voucher.description) || (voucher.voucherCode ?? voucher.code),
      value: showPrices && voucher.appliedValue ? `−${formatPriceText(voucher.appliedValue)}` : null,
    })),
    appliedPromotions: [...cart.appliedOrderPromotions, ...cart.appliedProductPromotions].map(promotionText).filter(Boolean),
    potentialPromotions: showPrices
      ? [...cart.potentialOrderPromotions, ...cart.potentialProductPromotions].map(promotionText).filter(Boolean)
      : [],
  };
}

export async function loadCartPage(request: Request, context: RequestContext): Promise<CartPageData> {
  const signedIn = await guard(request, context);
  const [ref, prices, session] = await Promise.all([getCartRef(request, context), getPriceContext(request, context), getSession(request, context)]);
  const guest = ref?.guest ?? false;
  const showPrices = guest || prices.priceEnabled;
  // Punch-out mode (issue 18): 'Transfer cart' instead of checkout, with a one-time key per render.
  const punchOutTransferKey = signedIn && session.get("isPunchOutMode") === true ? newTransferKey() : null;
  const page: CartPageData = {
    cart: null,
    notice: null,
    signedIn,
    guest,
    showPrices,
    checkoutPath: guest ? "/guest-checkout" : "/checkout",
    punchOutTransferKey,
  };
  if (!ref) return page;

  let cart: Cart | null;
  // Issue 25 (coupons): the user's claimed coupons, read beside the cart (never in its way: a failure is none).
  const coupons = cartCoupons(ref);
  try {
    cart = await getCartWithPacks(ref);
  } catch (error) {
    if (isOccError(error) && error.kind === "badRequest") return { ...page, notice: messages.cartErrors };
    return throwBackendError(error);
  }
  if (cart) {
    const view = cartView(cart, showPrices);
    return { ...page, cart: view, coupons: unappliedCoupons(await coupons, view.vouchers) };
  }
  if (ref.guest) {
    // The guest cart is gone on the backend (e.g. ordered): forget it, back to a visitor without a cart.
    const session = await getSession(request, context);
    if (forgetGuestCart(session)) markSessionChanged(context, session);
    return { ...page, guest: false, checkoutPath: "/checkout", notice: messages.cartNotFound };
  }
  // No cart yet is simply empty; a named cart (proxy, punch-out) that is gone is 'Cart not found.'.
  return { ...page, notice: ref.cartId === "current" ? null : messages.cartNotFound };
}

/** The same reference with a client that is not tied to the browser request (a change must finish). */
async function refForChange(request: Request, context: RequestContext, ref: CartRef): Promise<CartRef> {
  return { ...ref, occ: ref.guest ? appOccForCartChange(request, context) : await occForCartChange(request, context) };
}

/**
 * Runs one change; the flash message that reports it. `cartDeleted` is called when the change deleted the cart (remove
 * all: docs/occ-api.md "Cart entries and vouchers").
 */
async function applyChange(ref: CartRef, form: CartForm, cartDeleted: () => void): Promise<string> {
  switch (form.intent) {
    case "update": {
      const modification = await updateEntry(ref, form.entryNumber, form.quantity);
      const name = htmlToText(modification.entry?.product?.name) || modification.entry?.product?.code || messages.itemNotFound;
      return form.quantity === 0 ? checkoutMessages.entryRemoved(name) : checkoutMessages.entryUpdated(name, form.quantity);
    }
    case "remove": {
      // The removal answers no body: read the entry's name first (for the message).
      const cart = await getCartWithPacks(ref);
      const entry = cart?.entries.find((candidate) => candidate.entryNumber === form.entryNumber);
      await removeEntry(ref, form.entryNumber);
      // Removing a pack line removes the whole pack (docs/occ-api.md "Issue 8 additions"): name the pack.
      if (entry?.pack) return checkoutMessages.entryRemoved(htmlToText(entry.pack.packName) || entry.pack.packId);
      return checkoutMessages.entryRemoved(htmlToText(entry?.product.name) || entry?.product.code || "The item");
    }
    case "removeAll":
      if ((await removeAllEntries(ref)).cartDeleted) cartDeleted();
      return checkoutMessages.allEntriesRemoved;
    case "applyVoucher":
      await applyVoucher(ref, form.voucherCode);
      return checkoutMessages.voucherApplied(form.voucherCode.toUpperCase());
    case "removeVoucher":
      await removeVoucher(ref, form.voucherCode);
      return checkoutMessages.voucherRemoved(form.voucherCode.toUpperCase());
    case "editPack":
    case "editBundle":
      throw new Error("Pack edits go through editPackTarget");
  }
}

/**
 * Issue 8 "Edit pack" / "Edit {bundle}": `POST …/packs/{packId}/edit` loads the pack's cart lines into its draft (mode
 * UPDATE); then the review step, or that bundle's step in isolated mode (its Continue goes straight to review).
 */
export async function editPackTarget(user: PackUser, form: Extract<CartForm, { intent: "editPack" | "editBundle" }>): Promise<string> {
  const packPath = `/packDetailsPage/${encodeURIComponent(form.packId)}`;
  const bundleId = form.intent === "editBundle" ? form.bundleId : undefined;
  const summary = await editPackInCart(user, form.packId, bundleId);
  const step = bundleId ? summary.packSummaryData.find((bundle) => bundle.bundleId === bundleId)?.step : undefined;
  return step ? `${packPath}/step/${step}?isolated=1` : `${packPath}/review`;
}

/** A refusal: 'Error:' title, 400, and conform's `SubmissionResult` (read back by cart-action-result.ts). */
function failed(context: RequestContext, error: CartActionError) {
  return invalidSubmission(context, cartRefusalSubmission(error), cartRefusalReply(error));
}

/**
 * One action for every cart form: change, then back to /cart (303) with a flash; a refusal re-renders the page
 * with the message by its field and the typed value kept.
 */
export async function submitCartPage(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  await guard(request, context);
  const parsed = parseCartForm(formData);
  if (!parsed.success) return failed(context, parsed.error);
  const ref = await getCartRef(request, context);
  if (!ref) return failed(context, { intent: parsed.value.intent, entryNumber: null, field: null, message: messages.cartNotFound, value: "" });

  const session = await getSession(request, context);
  const form = parsed.value;
  if (form.intent === "editPack" || form.intent === "editBundle") {
    if (ref.guest) return failed(context, { intent: form.intent, entryNumber: null, field: null, message: packMessages.editPackFailed, value: "" });
    try {
      // The pack user: the wearer in proxy mode (the proxy cart is theirs), with a client that finishes the change.
      const [changeRef, userId] = await Promise.all([refForChange(request, context, ref), packUserId(request, context)]);
      return redirect(await editPackTarget({ occ: changeRef.occ, userId }, form), 303);
    } catch (error) {
      if (!isOccError(error)) throw error;
      const message = error.kind === "notFound" ? packMessages.editPackFailed : error.userMessage;
      return failed(context, { intent: form.intent, entryNumber: null, field: null, message, value: "" });
    }
  }
  try {
    // A deleted guest cart is forgotten: the next add starts a new one.
    const message = await applyChange(await refForChange(request, context, ref), parsed.value, () => {
      if (ref.guest) forgetGuestCart(session);
    });
    setFlash(session, { type: "success", message });
    markSessionChanged(context, session);
    return redirect("/cart", 303);
  } catch (error) {
    if (!isOccError(error)) throw error;
    const failure = cartErrorFor(error, parsed.value);
    if (ref.guest && failure.message === messages.cartNotFound && forgetGuestCart(session)) markSessionChanged(context, session);
    return failed(context, failure);
  }
}
