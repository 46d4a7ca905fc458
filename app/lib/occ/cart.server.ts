import { type OccClient } from "./client.server";

/**
 * Call group "Cart, checkout, products", cart half (spec part 2 §7; docs/occ-api.md "Cart").
 * SEAM (issue 3, product page): the product-page work implements the cart calls here.
 */
export async function getCartItemCount(_occ: OccClient): Promise<number> {
  return 0;
}
