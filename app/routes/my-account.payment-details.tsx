import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { AddCardForm } from "~/components/billing/add-card-form";
import { SavedCards } from "~/components/billing/saved-cards";
import { CardRedirectForm } from "~/components/checkout/payment-card-redirect";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as billingServer from "~/lib/billing/payment-details.server";
import * as m from "~/lib/billing/messages";
import { pageTitle } from "~/lib/page-title";

// Server: the component itself; browser: loaded when the billing view first shows (decision 031, as checkout's).
const AccountBillingForm = serverRenderedLazy(billingServer.AccountBillingForm, () => import("~/components/billing/account-billing-form"));

/**
 * /my-account/payment-details — Billing (issue 25; docs/billing-and-notifications.md): the saved cards (set default,
 * delete with confirmation) and adding a card through the hosted card registration round trip (decision 031).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return billingServer.loadBilling(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return billingServer.billingAction(request, context);
}

export default function BillingRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const redirect = actionData && "redirect" in actionData ? actionData.redirect : null;
  const lastResult = actionData && !("redirect" in actionData) ? actionData : null;
  const billingResult = lastResult?.initialValue?.intent === "billing" ? lastResult : null;

  if (redirect) {
    return (
      <div className="billing narrow stack">
        <h1>{m.title}</h1>
        <CardRedirectForm {...redirect} />
      </div>
    );
  }
  if (data.view.kind === "billing" && data.billing) {
    return (
      <div className="billing narrow stack">
        <h1>{m.title}</h1>
        <Suspense fallback={null}>
          <AccountBillingForm actionPath={data.billing.actionPath} countries={data.billing.countries} regions={data.billing.regions} lastResult={billingResult} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="billing narrow stack">
      <h1>{m.title}</h1>
      {data.view.kind === "failed" ? (
        <p className="flash flash--error" role="alert">
          {m.cardRegistrationFailed}
        </p>
      ) : null}
      <p>{m.intro}</p>
      <section className="stack" aria-labelledby="saved-cards-title">
        <h2 id="saved-cards-title">{m.savedCardsHeading}</h2>
        <SavedCards cards={data.cards} />
      </section>
      {data.canAdd ? <AddCardForm lastResult={lastResult && !billingResult ? lastResult : null} /> : <p>{m.addUnavailable}</p>}
    </div>
  );
}
