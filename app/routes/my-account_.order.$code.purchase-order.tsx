import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OrderPoForm, RemoveOrderPoForm } from "~/components/order-po/order-po-form";
import * as poMessages from "~/lib/order-po/messages";
import { loadOrderPo, orderPoAction } from "~/lib/order-po/order-po.server";
import { orderPath, orderPoPath, removePath } from "~/lib/order-po/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/order/{code}/purchase-order (issue 23; spec part 2 §7 PO update): change or remove the order's PO
 * number (`?confirm=remove`: the confirmation), then the order's page with a flash. Rules: app/lib/order-po/.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => [
  { title: pageTitle(data?.confirmRemove ? poMessages.removeTitle(data.code) : poMessages.pageTitle(data?.code ?? params.code ?? ""), matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadOrderPo(request, context, params.code ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return orderPoAction(request, context, params.code ?? "");
}

export default function OrderPoRoute() {
  const { code, status, poNumber, state, confirmRemove } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const back = orderPath(code);
  if (confirmRemove && poNumber) {
    return (
      <div className="narrow">
        <h1>{poMessages.removeTitle(code)}</h1>
        <RemoveOrderPoForm action={removePath(code)} poNumber={poNumber} backHref={orderPoPath(code)} lastResult={lastResult} />
      </div>
    );
  }
  return (
    <div className="narrow">
      <h1>{poMessages.pageTitle(code)}</h1>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{poMessages.statusLabel}</dt>
          <dd>{status}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{poMessages.currentLabel}</dt>
          <dd>{poNumber ?? poMessages.noCurrent}</dd>
        </div>
      </dl>
      {state === "form" ? (
        <>
          <p>{poMessages.intro}</p>
          <OrderPoForm action={orderPoPath(code)} poNumber={poNumber} removeHref={removePath(code)} backHref={back} lastResult={lastResult} />
        </>
      ) : (
        <>
          <p role="status">{state === "cancelled" ? poMessages.cancelledOrder : poMessages.unavailable}</p>
          <p>
            <Link to={back}>{poMessages.backLink}</Link>
          </p>
        </>
      )}
    </div>
  );
}
