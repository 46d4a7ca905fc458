import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/components/search/product-listing";
import { catalogueCode } from "~/lib/product/catalogue-code.server";
import { pageTitle } from "~/lib/page-title";
import { loadListingPage } from "~/lib/search/product-listing.server";
import { categoryFilter } from "~/lib/search/search-query";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.heading ?? "Products", matches) },
];

/** `/category/{categoryCode}` (spec part 2 §2): the category's products, `:relevance:allCategories:{code}`. Public. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadListingPage(request, context, categoryFilter(catalogueCode(params.categoryCode)));
}

export default function CategoryRoute() {
  return <ListingPage {...useLoaderData<typeof loader>()} />;
}
