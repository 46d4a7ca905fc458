import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EditUnitForm } from "~/components/org-units/unit-form";
import * as m from "~/lib/org-units/messages";
import { loadEditUnit, submitEditUnit } from "~/lib/org-units/units.server";
import { unitPath } from "~/lib/org-units/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/units/{uid}/edit (issue 26, H1): name, approval process, parent. A disabled unit cannot be edited. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? `${m.editUnit(data.words)} ${data.unit.name}` : "Edit", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditUnit(request, context, params.unitId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitEditUnit(request, context, params.unitId);
}

export default function EditUnitRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="stack">
      <h1>
        {m.editUnit(data.words)}: {data.unit.name}
      </h1>
      {data.unit.active ? (
        <EditUnitForm words={data.words} unit={data.unit} canMove={data.canMove} parents={data.parents} processes={data.processes} lastResult={lastResult} />
      ) : (
        <>
          <p className="org-refusal" role="status">
            {m.refusal(data.words).disabledItem}
          </p>
          <p>
            <Link to={unitPath(data.unit.uid)}>{m.backTo(data.unit.name)}</Link>
          </p>
        </>
      )}
    </div>
  );
}
