import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getOcc } from "~/lib/auth.server";
import { canonicalProductPath, canonicalRedirect, loadProduct } from "~/lib/product-page.server";

/** `/product/{productCode}` without a name: 301 to the canonical `/product/{productCode}/{productName}`. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const productCode = params.productCode ?? "";
  const product = await loadProduct(await getOcc(request, context), productCode);
  const url = new URL(request.url);
  throw redirect(canonicalRedirect({ productCode }, product, url) ?? canonicalProductPath(product) + url.search, 301);
}

export default function ProductWithoutName() {
  return null;
}
