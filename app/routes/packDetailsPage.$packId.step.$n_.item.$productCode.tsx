import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { errorTitle } from "~/components/form/error-summary";
import { ItemOptionsForm } from "~/components/packs/item-options-form";
import * as packServer from "~/lib/packs/pack-step.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/packDetailsPage/{packId}/step/{n}/item/{productCode}?set={setId}[&selection=id]` (issue 8): the item options
 * page (no JS; with JS the step opens the same form in the item dialog, loading this route's data with a fetcher and
 * posting to this action). Success → the step (303); errors come back with every value.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(errorTitle(data?.item.name ?? "Item", false), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return packServer.loadPackItem(request, context, params);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return packServer.packItemAction(request, context, params);
}

export default function PackItemRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="pack-item-page">
      <ItemOptionsForm data={data} action={`${location.pathname}${location.search}`} lastResult={lastResult} />
    </div>
  );
}
