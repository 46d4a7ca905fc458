import { z } from "zod";
import { type OccClient } from "./client.server";
import { isOccError, type OccError } from "./errors";
import { ImageSchema, PriceSchema } from "./products.server";

/**
 * Call group "Cart, checkout, products", cart half (spec part 2 §7; docs/occ-api.md "Cart"):
 * the current cart, creating it, and adding an entry. Every call needs a user token.
 */

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

const PromotionResultSchema = z.object({
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

/** The Cart (spec part 2 §3; docs/occ-api.md "Cart" and "Issue 5 additions"). */
export const CartSchema = z.object({
  code: z.string(),
  guid: z.string().optional(),
  user: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  /** Guest carts: the e-mail given at guest checkout (null until given). */
  guestEmail: z.string().nullish(),
  /** Number of entries. */
  totalItems: z.number().int().nonnegative().optional(),
  /** Sum of the entries' quantities. */
  totalUnitCount: z.number().int().nonnegative().optional(),
  deliveryItemsQuantity: z.number().int().nonnegative().optional(),
  pickupItemsQuantity: z.number().int().nonnegative().optional(),
  net: z.boolean().optional(),
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
  potentialOrderPromotions: z.array(PromotionResultSchema).optional().default([]),
  appliedProductPromotions: z.array(PromotionResultSchema).optional().default([]),
  potentialProductPromotions: z.array(PromotionResultSchema).optional().default([]),
  /** The review step was completed since the entries last changed (ours; docs/checkout.md). */
  checkoutReviewed: z.boolean().optional().default(false),
  deliveryAddress: AddressSchema.optional(),
  deliveryMode: DeliveryModeSchema.optional(),
  costCenter: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  purchaseOrderNumber: z.string().optional(),
  urgentReason: z.object({ code: z.string(), msg: z.string() }).optional(),
  paymentType: z.object({ code: z.string(), displayName: z.string().optional() }).optional(),
  paymentInfo: PaymentDetailsSchema.optional(),
  enableTaken: z.boolean().optional(),
  allTaken: z.boolean().optional(),
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
  if (!isOccError(error) || error.status !== 404) return false;
  return error.details.length === 0 || error.details.some((detail) => detail.type === "CartError");
}

/** `GET users/current/carts/current`: the user's open cart, or null when there is none. */
export async function getCurrentCart(occ: OccClient): Promise<Cart | null> {
  try {
    return await occ.request({ path: "users/current/carts/current", schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/**
 * The header's mini cart count: the number of units (sum of quantities) in the signed-in user's
 * cart; 0 when there is no cart (or no signed-in user).
 */
export async function getCartItemCount(occ: OccClient): Promise<number> {
  if ((await occ.userId()) === "anonymous") return 0;
  const cart = await getCurrentCart(occ);
  if (!cart) return 0;
  return cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** `POST orgUsers/current/carts`: creates the user's cart (the backend returns an open one if it exists). */
export async function createCart(occ: OccClient): Promise<Cart> {
  return occ.request({ method: "POST", path: "orgUsers/current/carts", schema: CartSchema });
}

/** The user's open cart, created when there is none. */
export async function getOrCreateCart(occ: OccClient): Promise<Cart> {
  return (await getCurrentCart(occ)) ?? (await createCart(occ));
}

/** `POST orgUsers/current/carts/{cartId}/entries?quantity=n` with `{ product: { code } }`. */
export async function addToCart(
  occ: OccClient,
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
