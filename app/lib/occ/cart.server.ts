import { z } from "zod";
import { isOccError, type OccError } from "./errors";
import { type CartRef, type OccCaller } from "./caller.server";
import { ImageSchema, PriceSchema } from "./products.server";

/**
 * Call group "Cart, checkout, products", cart half (spec part 2 §7; docs/occ-api.md "Cart" and "Issue 5
 * additions"): the cart, creating it, adding, updating and removing entries, vouchers, guest carts and the guest
 * e-mail. Calls on a cart take a `CartRef` (app/lib/checkout/cart-ref.server.ts) for their path and client:
 * `orgUsers/current/carts/{cartId}` with the user's token, or `users/anonymous/carts/{guid}` with the
 * storefront's client token.
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

/** The Cart (spec part 2 §3; docs/occ-api.md "Cart" and "Issue 5 additions"). */
export const CartSchema = AbstractOrderSchema.extend({
  deliveryItemsQuantity: z.number().int().nonnegative().optional(),
  pickupItemsQuantity: z.number().int().nonnegative().optional(),
  net: z.boolean().optional(),
  potentialOrderPromotions: z.array(PromotionResultSchema).optional().default([]),
  appliedProductPromotions: z.array(PromotionResultSchema).optional().default([]),
  potentialProductPromotions: z.array(PromotionResultSchema).optional().default([]),
  /** The review step was completed since the entries last changed (ours; docs/checkout.md). */
  checkoutReviewed: z.boolean().optional().default(false),
  enableTaken: z.boolean().optional(),
  allTaken: z.boolean().optional(),
  /** Issue 8: the packs in the cart (credit, subsidy, shipping per pack). */
  packs: z.array(CartPackSchema).optional().default([]),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartModificationSchema = z.object({
  statusCode: z.string(),
  quantityAdded: z.number().int().optional(),
  quantity: z.number().int().optional(),
  entry: CartEntrySchema.partial({ entryNumber: true }).optional(),
});
export type CartModification = z.infer<typeof CartModificationSchema>;

/** 404 with a `CartError` (or no body at all): the user has no cart yet. */
export function isCartNotFound(error: unknown): error is OccError {
  if (!isOccError(error) || error.kind !== "notFound") return false;
  return error.details.length === 0 || error.details.some((detail) => detail.type === "CartError");
}

/** `GET users/current/carts/current`: the user's open cart, or null when there is none. */
export async function getCurrentCart({ occ }: OccCaller): Promise<Cart | null> {
  try {
    return await occ.request({ path: "users/current/carts/current", schema: CartSchema });
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
 * cart. One call, so the shell loader stays cheap.
 */
export async function getCartItemCount(ref: CartRef | null): Promise<number> {
  if (!ref) return 0;
  const cart = await getCart(ref);
  return cart ? unitCount(cart) : 0;
}

/** `POST orgUsers/current/carts`: creates the user's cart (the backend returns an open one if it exists). */
export async function createCart({ occ }: OccCaller): Promise<Cart> {
  return occ.request({ method: "POST", path: "orgUsers/current/carts", schema: CartSchema });
}

/** The user's open cart, created when there is none. */
export async function getOrCreateCart(caller: OccCaller): Promise<Cart> {
  return (await getCurrentCart(caller)) ?? (await createCart(caller));
}

/** `POST orgUsers/current/carts/{cartId}/entries?quantity=n` with `{ product: { code } }`. */
export async function addToCart(
  { occ }: OccCaller,
  entry: { cartId: string; productCode: string; quantity: number },
): Promise<CartModification> {
  return occ.request({
    method: "POST",
    path: `orgUsers/current/carts/${encodeURIComponent(entry.cartId)}/entries`,
    query: { quantity: entry.quantity },
    body: { product: { code: entry.productCode } },
    schema: CartModificationSchema,
  });
}

// --- Issue 5: the cart page, guest carts (docs/occ-api.md "Cart entries and vouchers") ---

/** The `{}` the backend answers to a change without a body of its own. */
const EmptySchema = z.object({}).passthrough();

/** `GET {cart}`: the cart the reference names, or null when the backend has no such cart (404 `CartError`). */
export async function getCart(ref: CartRef): Promise<Cart | null> {
  try {
    return await ref.occ.request({ path: ref.basePath, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/** `POST {cart}/entries?quantity=n` with `{ product: { code } }`; `current` creates the user's cart when missing. */
export async function addEntry(ref: CartRef, entry: { productCode: string; quantity: number }, idempotencyKey: string): Promise<CartModification> {
  return ref.occ.request({
    method: "POST",
    path: `${ref.orgBasePath}/entries`,
    query: { quantity: entry.quantity },
    body: { product: { code: entry.productCode } },
    headers: { "Idempotency-Key": idempotencyKey },
    schema: CartModificationSchema,
  });
}

/**
 * `PUT {cart}/entries/{entryNumber}` with `{ quantity }` (0 removes the entry). Spec part 2 §7: PUT carries the
 * quantity only and is used when no store (point of service) is given; PATCH is for a quantity plus a
 * `deliveryPointOfService`. This storefront never offers pick-up in store, so it always uses PUT; PATCH would be
 * the call for a point of service (the backend accepts and ignores it).
 */
export async function updateEntry(ref: CartRef, entryNumber: number, quantity: number): Promise<CartModification> {
  return ref.occ.request({
    method: "PUT",
    path: `${ref.basePath}/entries/${entryNumber}`,
    body: { quantity },
    schema: CartModificationSchema,
  });
}

/** `DELETE {cart}/entries/{entryNumber}`; an unknown entry is a 404 `CartEntryError` ('Item not found.'). */
export async function removeEntry(ref: CartRef, entryNumber: number): Promise<void> {
  await ref.occ.request({ method: "DELETE", path: `${ref.basePath}/entries/${entryNumber}`, schema: EmptySchema });
}

/** `DELETE {cart}/entries`: "remove all cart entries" (spec part 2 §7, path not shown there). */
export async function removeAllEntries(ref: CartRef): Promise<void> {
  await ref.occ.request({ method: "DELETE", path: `${ref.basePath}/entries`, schema: EmptySchema });
}

/** `POST {cart}/vouchers?voucherId=CODE`; refusals are 400 `VoucherOperationError` (reason invalid or exceeded). */
export async function applyVoucher(ref: CartRef, voucherCode: string): Promise<void> {
  await ref.occ.request({ method: "POST", path: `${ref.basePath}/vouchers`, query: { voucherId: voucherCode }, schema: EmptySchema });
}

/** `DELETE {cart}/vouchers/{code}`. */
export async function removeVoucher(ref: CartRef, voucherCode: string): Promise<void> {
  await ref.occ.request({ method: "DELETE", path: `${ref.basePath}/vouchers/${encodeURIComponent(voucherCode)}`, schema: EmptySchema });
}

/** `POST users/anonymous/carts` with the storefront's client token: a new guest and its empty cart. */
export async function createGuestCart({ occ }: OccCaller, idempotencyKey: string): Promise<Cart> {
  return occ.request({ method: "POST", path: "users/anonymous/carts", headers: { "Idempotency-Key": idempotencyKey }, schema: CartSchema });
}

/** `PUT users/anonymous/carts/{guid}/email?email=`; a registered account's e-mail is 409 ('Already exists.'). */
export async function setGuestEmail(ref: CartRef, email: string): Promise<void> {
  await ref.occ.request({ method: "PUT", path: `${ref.basePath}/email`, query: { email }, schema: EmptySchema });
}
