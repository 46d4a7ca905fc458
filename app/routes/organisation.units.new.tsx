import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CreateUnitForm } from "~/components/org-units/unit-form";
import * as m from "~/lib/org-units/messages";
import { loadCreateUnit, submitCreateUnit } from "~/lib/org-units/units.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/units/new?parent= (issue 26, H1): create a unit / store under a parent of the admin's tree. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.addUnit(data.words) : "Add", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateUnit(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreateUnit(request, context);
}

export default function NewUnitRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="stack">
      <h1>{m.addUnit(data.words)}</h1>
      <CreateUnitForm words={data.words} parents={data.parents} processes={data.processes} values={data.values} formKey={data.formKey} lastResult={lastResult} />
    </div>
  );
}
