import { Link } from "@remix-run/react";
import { searchPath } from "~/lib/search/search-query";

/** Suggested search terms, each a link to its results page (`/search/{term}`). */
export function SuggestionLinks({ suggestions }: { suggestions: readonly string[] }) {
  return (
    <ul className="search-suggestions__list">
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <Link to={searchPath(suggestion)}>{suggestion}</Link>
        </li>
      ))}
    </ul>
  );
}
