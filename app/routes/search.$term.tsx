import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchResults } from "~/components/search/search-results";
import { pageTitle } from "~/lib/page-title";
import { loadSearchRoute } from "~/lib/search/search-results.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `Search results for '${data.term}'` : "Search results", matches) },
];

/**
 * `/search/{term}` (spec part 1 §2, part 2 §2): products (18 a page, facets, sort, `?page=`) and
 * content results (10 a page, `?contentPage=`), fetched in parallel. Public. The loader's work is
 * in search-results.server.ts: one `.server` import keeps server-module stubs out of the page's JS.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadSearchRoute(request, context, params.term ?? "");
}

export default function SearchResultsRoute() {
  const data = useLoaderData<typeof loader>();
  return <SearchResults data={data} />;
}
