import { z } from "zod";
import { isOccError, type OccError } from "./errors";
import { type CartRef, type OccCaller } from "./caller.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";
import { ImageSchema, PriceSchema } from "./products.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call group "Cart, checkout, products", cart half (spec part 2 §7; docs/occ-api.md "Cart" and "Calls and
 * flavours"): reading the cart, creating it, adding, updating and removing entries, clearing it, vouchers, guest carts
 * and the guest e-mail. Calls on a cart take a `CartRef` (app/lib/checkout/cart-ref.server.ts) for their paths and
 * client. Issue 22: every call is made as SAP Commerce 2211 B2B serves it —
 * - reads and changes under stock `users/{current|anonymous}/carts/{cartId}` (`ref.basePath`), the read with the
 *   spec's "wide fields list" (`CART_FIELDS`);
 * - the taken cart `GET orgUsers/current/carts/{cartId}?fields=FULL` (this customer's extension, spec part 2 §7) where
 *   pack lines are shown, falling back to the stock read on a backend without it;
 * - the B2B add `POST orgUsers/current/carts/{cartId}/entries?code=&quantity=` without a body (Spartacus
 *   `defaultB2bOccConfig` addEntries + `OccCartEntryAdapter.add`), a guest's add the stock
 *   `POST users/anonymous/carts/{guid}/entries` with an OrderEntryWsDTO `{ product: { code }, quantity }`;
 * - `current` is never relied on to be created by an add: no cart (400 `CartError` notFound) → create it with the
 *   stock `POST users/current/carts` and add to its code.
 */

/** Issue 8: a pack line's pack and bundle (`step` = the bundle's position from 1). Pack type as sent (any spelling). */
export const CartEntryPackSchema = z.object({
  packId: z.string(),
  packName: z.string(),
  packType: z.string(),
  bundleId: z.string(),
  bundleName: z.string(),
  step: z.number().int().positive(),
});

/** Issue 8: a chosen value-add (spec part 1 §3 "selectedValueAdd": name, price, prompts with prompt1 and userEnteredValue). */
export const SelectedValueAddSchema = z.object({
  code: z.string().optional(),
  name: z.string(),
  price: PriceSchema.nullish(),
  prompts: z
    .array(z.object({ prompt1: z.string().nullish(), userEnteredValue: z.string().nullish() }))
    .optional()
    .default([]),
});

/** Issue 8: a pack in the cart with what it took off and its shipping. */
export const CartPackSchema = z.object({
  packId: z.string(),
  packName: z.string(),
  packType: z.string(),
  allocatedCredit: PriceSchema.nullish(),
  appliedSubsidy: PriceSchema.nullish(),
  shippingCharge: PriceSchema.nullish(),
});
export type CartPack = z.infer<typeof CartPackSchema>;

export const CartEntrySchema = z.object({
  entryNumber: z.number().int(),
  quantity: z.number().int(),
  basePrice: PriceSchema.optional(),
  totalPrice: PriceSchema.optional(),
  /** False when the entry's quantity cannot be changed (e.g. pack entries). */
  updateable: z.boolean().optional().default(true),
  product: z.object({
    code: z.string(),
    name: z.string().optional(),
    baseProduct: z.string().nullish(),
    url: z.string().optional(),
    images: z.array(ImageSchema).optional().default([]),
    /** Colour, size and fit of the variant (spec part 2 §3 "Product variant option"). */
    variantOptionQualifiers: z
      .array(z.object({ qualifier: z.string(), name: z.string().optional(), value: z.string() }))
      .optional()
      .default([]),
    stock: z.object({ stockLevelStatus: z.string(), stockLevel: z.number().int().optional() }).optional(),
  }),
  /** Issue 8: the pack and bundle of a pack line (docs/occ-api.md "Issue 8 additions"); absent on other lines. */
  pack: CartEntryPackSchema.nullish(),
  /** Issue 8: the value-adds of a pack line, with what the user entered for each prompt. */
  selectedValueAdd: z.array(SelectedValueAddSchema).optional().default([]),
  reasonOfReplacement: z.object({ code: z.string(), name: z.string() }).nullish(),
  additionalComments: z.string().nullish(),
});
export type CartEntry = z.infer<typeof CartEntrySchema>;

/** OCC Address (docs/occ-api.md "Issue 5 additions"): delivery and billing addresses, the address book. */
export const AddressSchema = z.object({
  id: z.string().optional(),
  titleCode: z.string().optional(),
  title: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  town: z.string(),
  region: z.object({ isocode: z.string(), isocodeShort: z.string().optional(), name: z.string().optional() }).optional(),
  postalCode: z.string(),
  country: z.object({ isocode: z.string(), name: z.string().optional() }),
  phone: z.string().optional(),
  cellphone: z.string().optional(),
  defaultAddress: z.boolean().optional(),
  shippingAddress: z.boolean().optional(),
  visibleInAddressBook: z.boolean().optional(),
});
export type Address = z.infer<typeof AddressSchema>;

export const DeliveryModeSchema = z.object({
  code: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  deliveryCost: PriceSchema.optional(),
});
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;

/** Card details registered through the digital-payment round trip (spec part 2 §3). */
export const PaymentDetailsSchema = z.object({
  id: z.string(),
  cardType: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  cardNumber: z.string().optional(),
  accountHolderName: z.string().optional(),
  expiryMonth: z.string().optional(),
  expiryYear: z.string().optional(),
  billingAddress: AddressSchema.optional(),
});
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

export const PromotionResultSchema = z.object({
  description: z.string().optional(),
  promotion: z.object({ code: z.string(), description: z.string().optional() }).optional(),
  discount: PriceSchema.optional(),
});

export const VoucherSchema = z.object({
  code: z.string(),
  voucherCode: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  valueFormatted: z.string().optional(),
  appliedValue: PriceSchema.optional(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

/**
 * What carts and orders share (SAP's AbstractOrder): entries, totals, vouchers, promotions and the checkout
 * details. CartSchema and OrderSchema (orders.server.ts) extend it.
 */
export const AbstractOrderSchema = z.object({
  code: z.string(),
  guid: z.string().optional(),
  user: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  /** Guest carts and orders: the e-mail given at guest checkout (null until given). */
  guestEmail: z.string().nullish(),
  /** Number of entries. */
  totalItems: z.number().int().nonnegative().optional(),
  /** Sum of the entries' quantities. */
  totalUnitCount: z.number().int().nonnegative().optional(),
  entries: z.array(CartEntrySchema).optional().default([]),
  subTotal: PriceSchema.optional(),
  totalDiscounts: PriceSchema.optional(),
  deliveryCost: PriceSchema.optional(),
  totalPrice: PriceSchema.optional(),
  totalTax: PriceSchema.optional(),
  totalPriceWithTax: PriceSchema.optional(),
  taxRatePercent: z.number().optional(),
  appliedVouchers: z.array(VoucherSchema).optional().default([]),
  appliedOrderPromotions: z.array(PromotionResultSchema).optional().default([]),
  deliveryAddress: AddressSchema.optional(),
  deliveryMode: DeliveryModeSchema.optional(),
  costCenter: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  purchaseOrderNumber: z.string().optional(),
  urgentReason: z.object({ code: z.string(), msg: z.string() }).optional(),
  paymentType: z.object({ code: z.string(), displayName: z.string().optional() }).optional(),
  paymentInfo: PaymentDetailsSchema.optional(),
});

/**
 * The "wide fields list" of the spec's cart read (`GET users/{userId}/carts/{cartId}`, spec part 2 §7; the cart's
 * fields in spec part 2 §3): Spartacus' `cart` endpoint fields (feature-libs/cart/base/occ/config/
 * default-occ-cart-config-factory.ts) widened to FULL levels, plus the checkout details the cart and checkout pages
 * show (delivery address and mode, payment info, cost centre, PO number, payment type) and this customer's cart fields
 * (`enableTaken`, `allTaken`, `packs`, the entries' `pack` and `selectedValueAdd` come with `entries(FULL)`,
 * `urgentReason`, `checkoutReviewed`, `taxRatePercent`, `guestEmail`). A stock SAP maps only the fields its WsDTO has
 * and leaves the others out; the schema below makes them optional with defaults.
 */
export const CART_FIELDS = [
  "DEFAULT",
  "potentialProductPromotions",
  "appliedProductPromotions",
  "potentialOrderPromotions",
  "appliedOrderPromotions",
  "entries(FULL)",
  "totalPrice(FULL)",
  "totalItems",
  "totalPriceWithTax(FULL)",
  "totalDiscounts(FULL)",
  "subTotal(FULL)",
  "totalUnitCount",
  "deliveryItemsQuantity",
  "deliveryCost(FULL)",
  "totalTax(FULL)",
  "pickupItemsQuantity",
  "net",
  "appliedVouchers(FULL)",
  "productDiscounts(FULL)",
  "user",
  "guid",
  "deliveryAddress(FULL)",
  "deliveryMode(FULL)",
  "paymentInfo(FULL)",
  "costCenter(FULL)",
  "purchaseOrderNumber",
  "paymentType(FULL)",
  "enableTaken",
  "allTaken",
  "packs(FULL)",
  "urgentReason(FULL)",
  "checkoutReviewed",
  "taxRatePercent",
  "guestEmail",
].join(",");

/**
 * The Cart (SAP's CartWsDTO, spec part 2 §3): stock fields, this customer's (`checkoutReviewed`, `enableTaken`,
 * `allTaken`, `packs`) optional with defaults, extra fields ignored. A malformed entry (no entry number, quantity or
 * product code) is dropped with a logged warning rather than failing the cart: the totals come from the cart itself.
 */
export const CartSchema = AbstractOrderSchema.extend({
  entries: lenientList(CartEntrySchema, "cart entries").optional().default([]),
  deliveryItemsQuantity: z.number().int().nonnegative().optional(),
  pickupItemsQuantity: z.number().int().nonnegative().optional(),
  net: z.boolean().optional(),
  potentialOrderPromotions: z.array(PromotionResultSchema).optional().default([]),
  appliedProductPromotions: z.array(PromotionResultSchema).optional().default([]),
  potentialProductPromotions: z.array(PromotionResultSchema).optional().default([]),
  /** The review step was completed since the entries last changed (ours; docs/checkout.md). */
  checkoutReviewed: z.boolean().optional().default(false),
  /** This customer's flags (spec part 2 §3); a stock SAP sends neither. */
  enableTaken: z.boolean().optional().default(false),
  allTaken: z.boolean().optional().default(false),
  /** Issue 8: the packs in the cart (credit, subsidy, shipping per pack); none on a stock SAP. */
  packs: z.array(CartPackSchema).optional().default([]),
}).transform((cart) => ({ ...cart, guestEmail: cart.guestEmail ?? guestEmailOfUser(cart.user?.uid) }));
export type Cart = z.infer<typeof CartSchema>;

/** A stock SAP names a guest cart's user `{guid}|{email}` (no `guestEmail` field): the e-mail part, or null. */
function guestEmailOfUser(uid: string | undefined): string | null {
  const at = uid?.indexOf("|") ?? -1;
  const email = at >= 0 ? uid!.slice(at + 1) : "";
  return email.includes("@") ? email : null;
}

export const CartModificationSchema = z.object({
  statusCode: z.string(),
  quantityAdded: z.number().int().optional(),
  quantity: z.number().int().optional(),
  entry: CartEntrySchema.partial({ entryNumber: true }).optional(),
});
export type CartModification = z.infer<typeof CartModificationSchema>;

/** SAP's missing cart (400 `CartError` reason notFound; or a 404 without a body): the user has no such cart. */
export function isCartNotFound(error: unknown): error is OccError {
  if (!isOccError(error) || error.kind !== "notFound") return false;
  return error.details.length === 0 || error.details.some((detail) => detail.type === "CartError");
}

/** `GET users/current/carts/current?fields=…`: the user's open cart, or null when there is none. */
export async function getCurrentCart({ occ }: OccCaller): Promise<Cart | null> {
  try {
    return await occ.request({ path: "users/current/carts/current", query: { fields: CART_FIELDS }, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/** The cart's number of units (sum of quantities). */
export function unitCount(cart: Cart): number {
  return cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
}

/**
 * The header's mini cart count: the number of units (sum of quantities) in the cart this request works on
 * (`getCartRef`: the signed-in user's cart, the proxy or punch-out cart, or the guest cart); 0 when there is no
 * cart. One stock read, so the shell loader stays cheap.
 */
export async function getCartItemCount(ref: CartRef | null): Promise<number> {
  if (!ref) return 0;
  const cart = await getCart(ref);
  return cart ? unitCount(cart) : 0;
}

/**
 * `POST users/{current|anonymous}/carts?fields=…` with no body (SAP CartsController createCart; Spartacus
 * `OccCartAdapter.create` / `createCart` endpoint): the user's new cart (SAP answers the open one when there is one),
 * or with the storefront's client token a new guest cart. The Idempotency-Key header (a guest's first add, sent twice,
 * makes one cart) is harmless to a SAP that does not read it.
 */
async function postCart(occ: CartRef["occ"], userId: "current" | "anonymous", idempotencyKey?: string): Promise<Cart> {
  return occ.request({
    method: "POST",
    path: `users/${userId}/carts`,
    query: { fields: CART_FIELDS },
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    schema: CartSchema,
  });
}

/** `POST users/current/carts`: creates the signed-in user's cart (stock; never relies on `current` appearing). */
export async function createCart({ occ }: OccCaller): Promise<Cart> {
  return postCart(occ, "current");
}

// --- The cart page, the mini cart, guest carts (docs/occ-api.md "Cart entries and vouchers") ---

/** `GET users/{u}/carts/{c}?fields=<CART_FIELDS>` (stock): the cart the reference names, or null (400 `CartError`). */
export async function getCart(ref: CartRef): Promise<Cart | null> {
  try {
    return await ref.occ.request({ path: ref.basePath, query: { fields: CART_FIELDS }, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/**
 * The cart with its pack lines, for the pages that show them (the cart page, the pack list's "added" panel): a signed-in
 * user's cart may hold packs (allocations, taken entries), so it is read as the spec's taken cart
 * `GET orgUsers/current/carts/{c}?fields=FULL` (this customer's extension). A backend without it (stock SAP: 404
 * `UnknownResourceError`) gets the stock read `GET users/current/carts/{c}?fields=<CART_FIELDS>` — a stock cart has no
 * packs. Guest carts never hold packs: the stock read. Null when there is no such cart.
 */
export async function getCartWithPacks(ref: CartRef): Promise<Cart | null> {
  if (ref.guest) return getCart(ref);
  try {
    return await withStockFallback(
      "taken cart",
      "GET users/{userId}/carts/{cartId}?fields=<wide fields list>",
      () => ref.occ.request({ path: ref.orgBasePath, query: { fields: "FULL" }, schema: CartSchema }),
      () => ref.occ.request({ path: ref.basePath, query: { fields: CART_FIELDS }, schema: CartSchema }),
    );
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/**
 * Adds an entry, answered with SAP's CartModification:
 * - a signed-in user: the B2B add `POST orgUsers/current/carts/{c}/entries?code=&quantity=` with no body (spec part 2
 *   §7; Spartacus `defaultB2bOccConfig` addEntries and `OccCartEntryAdapter.add`'s B2B branch). When the user has no
 *   cart (`current` answers 400 `CartError` notFound) the cart is created first (`POST users/current/carts`) and the
 *   entry added to its code — SAP never creates `current` on demand.
 * - a guest: the stock `POST users/anonymous/carts/{guid}/entries` with the OrderEntryWsDTO
 *   `{ product: { code }, quantity }` (Spartacus' default addEntries, JSON branch).
 * The Idempotency-Key header (the form's submission token) lets the reference backend answer a repeat with the first
 * add's answer; SAP ignores it.
 */
export async function addEntry(ref: CartRef, entry: { productCode: string; quantity: number }, idempotencyKey: string): Promise<CartModification> {
  const headers = { "Idempotency-Key": idempotencyKey };
  if (ref.guest) {
    return ref.occ.request({
      method: "POST",
      path: `${ref.basePath}/entries`,
      body: { product: { code: entry.productCode }, quantity: entry.quantity },
      headers,
      schema: CartModificationSchema,
    });
  }
  const addTo = (orgBasePath: string) =>
    ref.occ.request({
      method: "POST",
      path: `${orgBasePath}/entries`,
      query: { code: entry.productCode, quantity: entry.quantity },
      headers,
      schema: CartModificationSchema,
    });
  if (ref.cartId !== "current") return addTo(ref.orgBasePath);
  try {
    return await addTo(ref.orgBasePath);
  } catch (error) {
    if (!isCartNotFound(error)) throw error;
    const cart = await createCart(ref);
    return addTo(`${ref.orgUserPath}/carts/${encodeURIComponent(cart.code)}`);
  }
}

/**
 * `PUT users/{u}/carts/{c}/entries/{entryNumber}` with the OrderEntryWsDTO `{ quantity }` (0 removes the entry), as SAP
 * CartEntriesController and Spartacus' `updateEntries` endpoint. Spec part 2 §7: PUT carries the quantity only and is
 * used when no store (point of service) is given; PATCH is for a quantity plus a `deliveryPointOfService`. This
 * storefront never offers pick-up in store, so it always uses PUT.
 */
export async function updateEntry(ref: CartRef, entryNumber: number, quantity: number): Promise<CartModification> {
  return ref.occ.request({
    method: "PUT",
    path: `${ref.basePath}/entries/${entryNumber}`,
    body: { quantity },
    schema: CartModificationSchema,
  });
}

/** `DELETE users/{u}/carts/{c}/entries/{entryNumber}`: SAP answers 200 with an empty body. */
export async function removeEntry(ref: CartRef, entryNumber: number): Promise<void> {
  await ref.occ.request({ method: "DELETE", path: `${ref.basePath}/entries/${entryNumber}`, schema: EmptyBodySchema });
}

/** `DELETE users/{u}/carts/{c}` (SAP CartsController deleteCart; Spartacus `deleteCart`): 200, empty body. */
export async function deleteCart(ref: CartRef): Promise<void> {
  await ref.occ.request({ method: "DELETE", path: ref.basePath, schema: EmptyBodySchema });
}

/**
 * "Remove all cart entries" (spec part 2 §7, path not shown): the stock way. Spartacus' clear cart
 * (ClearCartDialogComponentService → `multiCartFacade.deleteCart`) deletes the cart (`DELETE users/{u}/carts/{c}`);
 * the user's own cart (`current`) and a guest cart go that way (the next add makes a new cart). A cart the session names
 * (the proxy cart, the punch-out cart) must live on, so its entries are removed one by one with the stock
 * `DELETE …/entries/{n}`, highest number first, reading the cart again after each (removing a pack line removes its whole
 * pack and SAP renumbers entries). Returns whether the cart itself was deleted.
 */
export async function removeAllEntries(ref: CartRef): Promise<{ cartDeleted: boolean }> {
  if (ref.guest || ref.cartId === "current") {
    try {
      await deleteCart(ref);
    } catch (error) {
      if (!isCartNotFound(error)) throw error;
    }
    return { cartDeleted: true };
  }
  for (let round = 0; round < 1000; round++) {
    const cart = await getCart(ref);
    const last = cart?.entries.reduce((max, entry) => Math.max(max, entry.entryNumber), -1) ?? -1;
    if (last < 0) break;
    await removeEntry(ref, last);
  }
  return { cartDeleted: false };
}

/** `POST users/{u}/carts/{c}/vouchers?voucherId=CODE`, no body; 200 empty. Refusals: 400 `VoucherOperationError`. */
export async function applyVoucher(ref: CartRef, voucherCode: string): Promise<void> {
  await ref.occ.request({ method: "POST", path: `${ref.basePath}/vouchers`, query: { voucherId: voucherCode }, schema: EmptyBodySchema });
}

/** `DELETE users/{u}/carts/{c}/vouchers/{code}`; 200 empty. */
export async function removeVoucher(ref: CartRef, voucherCode: string): Promise<void> {
  await ref.occ.request({ method: "DELETE", path: `${ref.basePath}/vouchers/${encodeURIComponent(voucherCode)}`, schema: EmptyBodySchema });
}

/** `POST users/anonymous/carts?fields=…` with the storefront's client token: a new guest cart (201). */
export async function createGuestCart({ occ }: OccCaller, idempotencyKey: string): Promise<Cart> {
  return postCart(occ, "anonymous", idempotencyKey);
}

/** `PUT users/anonymous/carts/{guid}/email?email=`, no body; 200 empty. A registered account's e-mail is 409. */
export async function setGuestEmail(ref: CartRef, email: string): Promise<void> {
  await ref.occ.request({ method: "PUT", path: `${ref.basePath}/email`, query: { email }, schema: EmptyBodySchema });
}
