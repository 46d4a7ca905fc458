import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PurchaseLimitForm } from "~/components/org-purchase-limits/purchase-limit-form";
import * as m from "~/lib/org-purchase-limits/form-messages";
import { PURCHASE_LIMITS_PATH } from "~/lib/org-purchase-limits/paths";
import { loadCreateForm, submitCreate } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/purchase-limits/new (issue 27, B): create a purchase limit (`?unit=` and `?type=` preselect). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.createTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateForm(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreate(request, context);
}

export default function NewPurchaseLimitRoute() {
  const { words, units, types, periods, currencies, values, formKey } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.createTitle}</h1>
      <PurchaseLimitForm
        mode="create"
        lastResult={lastResult}
        values={values}
        types={types}
        periods={periods}
        currencies={currencies}
        units={units}
        unitLabel={words.unit}
        unitLower={words.unitLower}
        formKey={formKey}
        cancelHref={PURCHASE_LIMITS_PATH}
      />
    </div>
  );
}
