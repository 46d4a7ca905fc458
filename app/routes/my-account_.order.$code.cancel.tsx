import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CancelForm, LockedEntries } from "~/components/order-changes/cancel-form";
import { cancelAction, loadCancel } from "~/lib/order-cancel/cancel-route.server";
import * as cancelMessages from "~/lib/order-cancel/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/order/{code}/cancel` (issue 23; docs/order-changes.md): the items that have not shipped, how many of
 * each to cancel and why, then the confirmation step. An order with nothing left to cancel says so (no form).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: pageTitle(
      data ? (data.view.cancellable ? cancelMessages.pageTitle(data.view.code) : cancelMessages.nothingToCancelTitle(data.view.code)) : "Cancel items",
      matches,
    ),
  },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCancel(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return cancelAction(request, context, params.code);
}

export default function OrderCancelRoute() {
  const { view, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (!view.cancellable) {
    return (
      <section className="order-change-page" aria-labelledby="order-cancel-title">
        <h1 id="order-cancel-title">{cancelMessages.nothingToCancelTitle(view.code)}</h1>
        <p data-testid="order-cancel-nothing">{cancelMessages.nothingToCancel}</p>
        <p>
          <Link to={`/my-account/order/${encodeURIComponent(view.code)}`}>{cancelMessages.backToOrder}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="order-change-page" aria-labelledby="order-cancel-title">
      <h1 id="order-cancel-title">{cancelMessages.pageTitle(view.code)}</h1>
      <p>{cancelMessages.intro}</p>
      {view.total ? <p data-testid="order-cancel-total">{cancelMessages.currentTotal(view.total)}</p> : null}
      <CancelForm view={view} lastResult={lastResult} values={values} />
      <LockedEntries view={view} />
    </section>
  );
}
