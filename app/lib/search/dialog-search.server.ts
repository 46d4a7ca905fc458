import { getOcc } from "~/lib/auth.server";
import { isOccError } from "~/lib/occ/errors";
import { getPriceContext } from "~/lib/product/product-card.server";
import { type RequestContext } from "~/lib/request-context.server";
import { readPageParam } from "./search-query";
import { type DialogSearchData, loadAutocomplete, loadDialogSearch } from "./search-results.server";

/**
 * The search dialog's data (GET, JSON): `?term=…&page=2` runs the global search,
 * `?mode=autocomplete&term=…` the autocomplete. A backend failure comes back as an error result
 * with its catalogue text, so the dialog shows it instead of the page's error boundary.
 */
export async function loadDialogSearchResource(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const term = (url.searchParams.get("term") ?? "").trim();
  const [occ, priceContext] = await Promise.all([getOcc(request, context), getPriceContext(request, context)]);
  let data: DialogSearchData;
  try {
    data =
      url.searchParams.get("mode") === "autocomplete"
        ? await loadAutocomplete(occ, { term, priceContext })
        : await loadDialogSearch(occ, { term, page: readPageParam(url.searchParams.get("page")), priceContext });
  } catch (error) {
    if (!isOccError(error)) throw error;
    data = { kind: "error", term, message: error.userMessage };
  }
  return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
}
