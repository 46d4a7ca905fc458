import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { CardRedirectForm } from "~/components/checkout/payment-card-redirect";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as m from "~/lib/finance-payments/new-card-messages";
import * as newCard from "~/lib/finance-payments/new-card.server";
import { pageTitle } from "~/lib/page-title";

// Server: the component itself; browser: loaded when the billing view first shows (as the account's Billing page).
const AccountBillingForm = serverRenderedLazy(newCard.AccountBillingForm, () => import("~/components/billing/account-billing-form"));

/**
 * /organisation/finance/pay/card (issue 28; docs/finance.md "Make a payment", decision 037): paying with a new card.
 * Without a query: the hand-over form to the hosted card page (posted at once with JavaScript; a button without).
 * The hosted page sends the payer back here: ACCEPTED shows the card's billing address form, which saves the card and
 * goes on to the confirm page with it; anything else is the pay page again with 'Card registration failed or
 * cancelled' and the selection kept.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.newCardTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return newCard.loadNewCard(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newCard.submitNewCard(request, context);
}

export default function NewCardRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() ?? null;
  return (
    <div className="billing narrow stack">
      <h1>{m.newCardTitle}</h1>
      {data.view === "redirect" ? (
        <>
          <CardRedirectForm {...data.redirect} />
          <p>
            <Link to={data.backPath}>{m.newCardCancel}</Link>
          </p>
        </>
      ) : (
        <Suspense fallback={null}>
          <AccountBillingForm actionPath={data.actionPath} cancelPath={data.cancelPath} countries={data.countries} regions={data.regions} lastResult={lastResult} />
        </Suspense>
      )}
    </div>
  );
}
