import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LockedReturnEntries, ReturnForm } from "~/components/return-request/return-form";
import { ReturnIntro } from "~/components/return-request/return-intro";
import { pageTitle } from "~/lib/page-title";
import * as returnMessages from "~/lib/return-request/messages";
import { loadReturn, returnAction } from "~/lib/return-request/return-route.server";
import { RETURN_OR_EXCHANGE_PAGE_ID } from "~/lib/shell/page-modes";

/**
 * `/my-account/order/{code}/return` (issue 24; docs/return-or-exchange.md; page id ReturnOrExchange, which hides the
 * wholesale search bar — spec part 1 §2): the items still returnable, return or exchange, how many and why, then the
 * review. The wholesale version returns stock by quantity per SKU. An order with nothing returnable says so (no form).
 */
export const handle = { pageId: RETURN_OR_EXCHANGE_PAGE_ID };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const view = data?.view;
  const title = !view
    ? "Return or exchange"
    : view.entries.length === 0
      ? returnMessages.nothingReturnableTitle(view.code)
      : view.wholesale
        ? returnMessages.wholesalePageTitle(view.code)
        : returnMessages.pageTitle(view.code);
  return [{ title: pageTitle(title, matches) }];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReturn(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return returnAction(request, context, params.code);
}

export default function ReturnOrExchangeRoute() {
  const { view, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (view.entries.length === 0) {
    return (
      <section className="order-change-page" aria-labelledby="return-title">
        <h1 id="return-title">{returnMessages.nothingReturnableTitle(view.code)}</h1>
        <p data-testid="return-nothing">{returnMessages.nothingReturnable}</p>
        <p>
          <Link to={`/my-account/order/${encodeURIComponent(view.code)}`}>{returnMessages.backToOrder}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="order-change-page" aria-labelledby="return-title">
      <h1 id="return-title">{view.wholesale ? returnMessages.wholesalePageTitle(view.code) : returnMessages.pageTitle(view.code)}</h1>
      <ReturnIntro view={view} />
      <ReturnForm view={view} lastResult={lastResult} values={values} />
      <LockedReturnEntries view={view} />
    </section>
  );
}
