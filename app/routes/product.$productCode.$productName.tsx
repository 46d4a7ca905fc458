import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { addToCartSummaryErrors } from "~/components/product/add-to-cart-errors";
import { ProductDetails } from "~/components/product/product-details";
import { pageTitle } from "~/lib/page-title";
import { addToCartFailure } from "~/lib/product/add-to-cart-result";
import { productAddToCartAction, productPageLoader } from "~/lib/product/product-route.server";

/**
 * Product page `/product/{productCode}/{productName}` (spec part 1 §2): public; add to cart needs sign-in or a guest
 * cart. The options, the quantity and Add to cart are one POST form; its 'Show selected option' button GETs this
 * page with the choice in the URL (stock and price of that variant). Loader and action: app/lib/product/product-route.server.ts.
 */
export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  { title: pageTitle(loaderData?.view.plainName ?? "Product", matches) },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return productPageLoader(request, context, params);
}

/** Add to cart (the page's form and the quick-add dialog): the chosen options resolved on the server, one add per submission. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return productAddToCartAction(request, context, params.productCode ?? "");
}

export default function ProductPage() {
  const { view } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = addToCartFailure(result, view.groups);
  return <ProductDetails view={view} failed={failed} errorSummary={<ErrorSummary errors={addToCartSummaryErrors(view.groups, failed)} />} />;
}
