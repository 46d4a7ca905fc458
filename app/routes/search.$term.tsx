import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchResults } from "~/components/search/search-results";
import { getOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getEnv } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import { getPriceContext } from "~/lib/product-card.server";
import { readListingState, readPageParam, searchTermProblem } from "~/lib/search-query";
import { loadSearchPage } from "~/lib/search-results.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `Search results for '${data.term}'` : "Search results", matches) },
];

/**
 * `/search/{term}` (spec part 1 §2, part 2 §2): products (18 a page, facets, sort, `?page=`) and
 * content results (10 a page, `?contentPage=`), fetched in parallel. Public.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const term = (params.term ?? "").trim();
  if (searchTermProblem(term) === "required") throw redirect("/search");
  const url = new URL(request.url);
  const siteType = getEnv().siteType;
  const [occ, priceContext] = await Promise.all([getOcc(request, context), getPriceContext(request, context)]);
  const data = await loadSearchPage(occ, {
    term,
    pathname: url.pathname,
    state: readListingState(url.searchParams),
    contentPage: readPageParam(url.searchParams.get("contentPage")),
    priceContext,
    siteType,
  }).catch(throwBackendError);
  return { ...data, siteType, pathname: url.pathname };
}

export default function SearchResultsRoute() {
  const data = useLoaderData<typeof loader>();
  return <SearchResults data={data} />;
}
