import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorSummary, errorTitle } from "~/components/form/error-summary";
import { SearchForm } from "~/components/search/search-form";
import { getEnv } from "~/lib/env.server";
import * as messages from "~/lib/messages";
import { pageTitle } from "~/lib/page-title";
import { searchPath, searchTermProblem } from "~/lib/search/search-query";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: errorTitle(pageTitle("Search", matches), Boolean(data?.error)) },
];

/**
 * `/search`: the search page that works without JS (the header's search link comes here).
 * `?q=term` goes on to `/search/{term}`; an empty term stays here with 'This field is required.'
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q");
  const siteType = getEnv().siteType;
  if (q === null) return { siteType, q: "", error: null };
  if (searchTermProblem(q) === "required") return { siteType, q, error: messages.required };
  throw redirect(searchPath(q));
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
