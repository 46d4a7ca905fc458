import { type LoaderFunctionArgs } from "@remix-run/node";
import { loadBusinessUnitSearch } from "~/lib/purchase-orders/unit-selection.server";

/** JSON for the business-unit combobox's search-as-you-type: `{ units: [{ uid, name }] }` of the user's unit tree. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadBusinessUnitSearch(request, context);
}
