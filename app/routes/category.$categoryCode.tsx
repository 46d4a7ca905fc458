import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductListing } from "~/components/search/product-listing";
import { getOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { pageTitle } from "~/lib/page-title";
import { getPriceContext } from "~/lib/product-card.server";
import { loadProductListing } from "~/lib/product-listing.server";
import { categoryFilter, readListingState } from "~/lib/search-query";
import { catalogueCode } from "~/lib/catalogue-code.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.heading ?? "Products", matches) },
];

/** `/category/{categoryCode}` (spec part 2 §2): the category's products, `:relevance:allCategories:{code}`. Public. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const code = catalogueCode(params.categoryCode);
  const url = new URL(request.url);
  const [occ, priceContext] = await Promise.all([getOcc(request, context), getPriceContext(request, context)]);
  const data = await loadProductListing(occ, {
    base: categoryFilter(code),
    pathname: url.pathname,
    state: readListingState(url.searchParams),
    priceContext,
  }).catch(throwBackendError);
  return { ...data, pathname: url.pathname };
}

export default function CategoryRoute() {
  const { heading, ...listing } = useLoaderData<typeof loader>();
  return (
    <div className="listing-page">
      <h1>{heading}</h1>
      <ProductListing {...listing} />
    </div>
  );
}
