import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UnitDetail } from "~/components/org-units/unit-detail";
import { loadUnitDetail } from "~/lib/org-units/units.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/units/{uid} (issue 26, H1): a unit's / store's details, child units, users, approvers, cost centres. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data?.unit.name ?? "Unit", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUnitDetail(request, context, params.unitId);
}

export default function UnitDetailRoute() {
  const { unit, words } = useLoaderData<typeof loader>();
  return <UnitDetail unit={unit} words={words} />;
}
