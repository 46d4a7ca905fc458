import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CostCentreForm } from "~/components/org-cost-centres/cost-centre-form";
import { loadEditForm, submitEdit } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/form-messages";
import { costCentrePath, enableCostCentrePath } from "~/lib/org-cost-centres/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/cost-centres/{code}/edit (issue 27, helper A): name, currency and unit (the code is fixed); read-only while disabled. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.editTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditForm(request, context, params.costCentreCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitEdit(request, context, params.costCentreCode);
}

export default function EditCostCentreRoute() {
  const { words, units, currencies, costCentre, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.editTitle}</h1>
      <p>
        {m.subtitle(costCentre.name)} ({m.codeLabel}: {costCentre.code})
      </p>
      {costCentre.active ? (
        <CostCentreForm
          mode="edit"
          lastResult={lastResult}
          values={values}
          units={units}
          currencies={currencies}
          unitLabel={words.unit}
          unitLower={words.unitLower}
          cancelHref={costCentrePath(costCentre.code)}
        />
      ) : (
        <>
          <p role="status">{m.disabledEdit}</p>
          <p>
            <Link to={enableCostCentrePath(costCentre.code)}>{m.enable}</Link>
          </p>
        </>
      )}
    </div>
  );
}
