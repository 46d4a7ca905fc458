import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PurchaseLimitForm } from "~/components/org-purchase-limits/purchase-limit-form";
import * as m from "~/lib/org-purchase-limits/form-messages";
import { purchaseLimitPath } from "~/lib/org-purchase-limits/paths";
import { loadEditForm, submitEdit } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/purchase-limits/{code}/edit (issue 27, B): type, threshold, currency, period, unit; read-only while disabled. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.editTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditForm(request, context, params.limitCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitEdit(request, context, params.limitCode);
}

export default function EditPurchaseLimitRoute() {
  const { words, units, types, periods, currencies, limit, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.editTitle}</h1>
      <p>{m.subtitle(limit.code)}</p>
      {!limit.unitActive ? (
        <p role="status">{m.limitOfDisabledUnit(words.unitLower)}</p>
      ) : !limit.active ? (
        <p role="status">{m.disabledEdit}</p>
      ) : (
        <PurchaseLimitForm
          mode="edit"
          lastResult={lastResult}
          values={values}
          types={types}
          periods={periods}
          currencies={currencies}
          units={units}
          unitLabel={words.unit}
          unitLower={words.unitLower}
          cancelHref={purchaseLimitPath(limit.code)}
        />
      )}
    </div>
  );
}
