import { type LoaderFunctionArgs } from "@remix-run/node";
import { loadDialogSearchResource } from "~/lib/search/dialog-search.server";

/**
 * The search dialog's data (GET, JSON): `?term=…&page=2` runs the global search,
 * `?mode=autocomplete&term=…` the autocomplete. A backend failure comes back as an error result
 * with its catalogue text, so the dialog shows it instead of the page's error boundary.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDialogSearchResource(request, context);
}
