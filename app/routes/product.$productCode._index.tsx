import { type LoaderFunctionArgs } from "@remix-run/node";
import { redirectToCanonicalProduct } from "~/lib/product/product-route.server";

/** `/product/{productCode}` without a name: 301 to the canonical `/product/{productCode}/{productName}`. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return redirectToCanonicalProduct(request, context, params);
}

export default function ProductWithoutName() {
  return null;
}
