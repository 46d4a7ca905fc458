import { redirect } from "@remix-run/node";
import { productAddToCartAction } from "~/lib/product/add-to-cart.server";
import { getOcc } from "~/lib/auth.server";
import { getPriceContext } from "~/lib/product/product-card.server";
import { canonicalProductPath, canonicalRedirect, loadProduct, productView, withoutFormFields } from "~/lib/product/product-page.server";
import { type RequestContext } from "~/lib/request-context.server";

/**
 * The product route's loader and action (`app/routes/product.$productCode.$productName.tsx`). One server module
 * for the route: each `.server` module a route imports leaves an empty stub in its browser bundle, a chunk of its
 * own when other routes import it too (decision 004: first-load budget).
 */

/** The page for a URL: 303 without the add-to-cart form's POST-only fields, 301 to the canonical URL, else the view. */
export async function productPageLoader(request: Request, context: RequestContext, params: { productCode?: string; productName?: string }) {
  const url = new URL(request.url);
  const clean = withoutFormFields(url);
  if (clean) throw redirect(clean, 303);
  const productCode = params.productCode ?? "";
  const occ = await getOcc(request, context);
  const [product, prices] = await Promise.all([loadProduct(occ, productCode), getPriceContext(request, context)]);
  const canonical = canonicalRedirect({ productCode, productName: params.productName }, product, url);
  if (canonical) throw redirect(canonical, 301);
  return { view: productView(product, prices, url.searchParams) };
}

/** `/product/{productCode}` without a name: 301 to the canonical `/product/{productCode}/{productName}`. */
export async function redirectToCanonicalProduct(request: Request, context: RequestContext, params: { productCode?: string }): Promise<never> {
  const productCode = params.productCode ?? "";
  const product = await loadProduct(await getOcc(request, context), productCode);
  const url = new URL(request.url);
  throw redirect(canonicalRedirect({ productCode }, product, url) ?? canonicalProductPath(product) + url.search, 301);
}

export { productAddToCartAction };
