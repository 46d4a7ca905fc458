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
  product: z.object({
    code: z.string(),
    name: z.string().optional(),
    baseProduct: z.string().nullish(),
    images: z.array(ImageSchema).optional().default([]),
  }),
});
export type CartEntry = z.infer<typeof CartEntrySchema>;

export const CartSchema = z.object({
  code: z.string(),
  guid: z.string().optional(),
  /** Number of entries. */
  totalItems: z.number().int().nonnegative().optional(),
  /** Sum of the entries' quantities. */
  totalUnitCount: z.number().int().nonnegative().optional(),
  entries: z.array(CartEntrySchema).optional().default([]),
  totalPrice: PriceSchema.optional(),
  subTotal: PriceSchema.optional(),
  totalPriceWithTax: PriceSchema.optional(),
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
