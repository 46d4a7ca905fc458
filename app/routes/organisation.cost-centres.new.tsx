import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CostCentreForm } from "~/components/org-cost-centres/cost-centre-form";
import { loadCreateForm, submitCreate } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/form-messages";
import { COST_CENTRES_PATH } from "~/lib/org-cost-centres/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/cost-centres/new (issue 27, helper A): create a cost centre (`?unit=` chooses the unit). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.createTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateForm(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreate(request, context);
}

export default function NewCostCentreRoute() {
  const { words, units, currencies, values, formKey } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.createTitle}</h1>
      <CostCentreForm
        mode="create"
        lastResult={lastResult}
        values={values}
        units={units}
        currencies={currencies}
        unitLabel={words.unit}
        unitLower={words.unitLower}
        formKey={formKey}
        cancelHref={COST_CENTRES_PATH}
      />
    </div>
  );
}
