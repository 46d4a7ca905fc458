import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorSummary, errorTitle } from "~/components/form/error-summary";
import { SearchForm } from "~/components/search/search-form";
import { pageTitle } from "~/lib/page-title";
import { loadSearchPage } from "~/lib/search/search-page.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: errorTitle(pageTitle("Search", matches), Boolean(data?.error)) },
];

/** `/search` (flow: app/lib/search/search-page.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadSearchPage(request);
}

export default function SearchPage() {
  const { siteType, q, error } = useLoaderData<typeof loader>();
  return (
    <div className="narrow search-page">
      <h1>Search</h1>
      <ErrorSummary errors={error ? [{ fieldId: "search-term", message: error }] : []} />
      <SearchForm siteType={siteType} defaultValue={q} error={error} />
    </div>
  );
}
