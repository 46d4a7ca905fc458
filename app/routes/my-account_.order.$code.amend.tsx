import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AmendForm } from "~/components/order-changes/amend-form";
import { amendAction, loadAmend } from "~/lib/order-amend/amend-route.server";
import * as amendMessages from "~/lib/order-amend/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/order/{code}/amend` (issue 23, the spec's "edit order"; docs/order-changes.md): change quantities and
 * add eligible products while the order is not in fulfilment, then the review step. Otherwise it says why (no form).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: pageTitle(
      data ? (data.view.state === "amendable" ? amendMessages.pageTitle(data.view.code) : amendMessages.notAmendableTitle(data.view.code)) : "Amend order",
      matches,
    ),
  },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAmend(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return amendAction(request, context, params.code);
}

export default function OrderAmendRoute() {
  const { view, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (view.state !== "amendable") {
    return (
      <section className="order-change-page" aria-labelledby="order-amend-title">
        <h1 id="order-amend-title">{amendMessages.notAmendableTitle(view.code)}</h1>
        <p data-testid="order-amend-closed">{view.state === "unavailable" ? amendMessages.unavailable : amendMessages.notAmendable}</p>
        <p>
          <Link to={`/my-account/order/${encodeURIComponent(view.code)}`}>{amendMessages.backToOrder}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="order-change-page" aria-labelledby="order-amend-title">
      <h1 id="order-amend-title">{amendMessages.pageTitle(view.code)}</h1>
      <p>{amendMessages.intro}</p>
      {view.total ? <p data-testid="order-amend-total">{amendMessages.currentTotal(view.total)}</p> : null}
      <AmendForm view={view} lastResult={lastResult} values={values} />
    </section>
  );
}
