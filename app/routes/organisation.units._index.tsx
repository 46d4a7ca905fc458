import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UnitTree } from "~/components/org-units/unit-tree";
import * as m from "~/lib/org-units/messages";
import { loadUnitTree } from "~/lib/org-units/units.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/units (issue 26, H1): the admin's unit and every unit below it (stores on the wholesale site). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data?.words.units ?? "Units", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadUnitTree(request, context);
}

export default function UnitsRoute() {
  const { tree, words } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <div className="org-page-header">
        <h1>{words.units}</h1>
        <Link to="/organisation/units/new" className="button button--primary">
          {m.addUnit(words)}
        </Link>
      </div>
      <UnitTree root={tree} words={words} />
    </div>
  );
}
