import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DeletePurchaseOrderForm } from "~/components/purchase-orders/delete-purchase-order";
import { pageTitle } from "~/lib/page-title";
import { deletePurchaseOrderAction, loadPurchaseOrderDelete } from "~/lib/purchase-orders/purchase-order-delete.server";
import * as poMessages from "~/lib/purchase-orders/messages";

/**
 * /purchase-order/{id}/delete (issue 6): the confirmation page (the no-JS path; with JS the detail page opens the
 * same form in a dialog). POST deletes → flash 'Purchase order {number} was deleted.' and 303 to the list.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? poMessages.deleteTitle(data.purchaseOrder.number) : poMessages.listTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadPurchaseOrderDelete(request, context, params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return deletePurchaseOrderAction(request, context, params.id);
}

export default function PurchaseOrderDeleteRoute() {
  const { purchaseOrder: po } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // The form has no fields: the hook renders the answer's form-level message (the form itself is shared with the dialog).
  const form = useSubmissionForm<never>({
    id: "po-delete",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return (
    <div className="po-delete">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{poMessages.deleteTitle(po.number)}</h1>
      <p className="po-delete__summary">
        {po.description} · {po.statusName}
      </p>
      <p>{poMessages.deleteWarning}</p>
      <DeletePurchaseOrderForm
        id={po.id}
        cancel={
          <Link to={`/purchase-order/${po.id}`} className="button button--secondary">
            {poMessages.cancelDelete}
          </Link>
        }
      />
    </div>
  );
}
