import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductListing } from "~/components/search/product-listing";
import { getOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { catalogueCode } from "~/lib/catalogue-code.server";
import { pageTitle } from "~/lib/page-title";
import { getPriceContext } from "~/lib/product-card.server";
import { loadProductListing } from "~/lib/product-listing.server";
import { brandFilter, readListingState } from "~/lib/search-query";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.heading ?? "Products", matches) },
];

/** `/Brands/{brandName}/c/{brandCode}` (spec part 2 §2): the brand's products (brand facet). Public. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const code = catalogueCode(params.brandCode);
  const url = new URL(request.url);
  const [occ, priceContext] = await Promise.all([getOcc(request, context), getPriceContext(request, context)]);
  const data = await loadProductListing(occ, {
    base: brandFilter(code),
    pathname: url.pathname,
    state: readListingState(url.searchParams),
    priceContext,
  }).catch(throwBackendError);
  return { ...data, pathname: url.pathname };
}

export default function BrandRoute() {
  const { heading, ...listing } = useLoaderData<typeof loader>();
  return (
    <div className="listing-page">
      <h1>{heading}</h1>
      <ProductListing {...listing} />
    </div>
  );
}
