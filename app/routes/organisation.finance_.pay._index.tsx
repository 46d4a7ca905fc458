import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { InvoicesTable, TotalsList } from "~/components/finance-payments/payment-summary";
import { PayForm } from "~/components/finance-payments/pay-form";
import * as m from "~/lib/finance-payments/messages";
import { loadPay, submitPay } from "~/lib/finance-payments/pay.server";
import { FINANCE_PATH } from "~/lib/finance-payments/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/finance/pay?invoice=…&invoice=… (issue 28, H3; docs/finance.md "Make a payment"): the invoices
 * selected on the outstanding list, the open credits to apply, the card and an optional partial amount; Continue
 * (POST, validated) → the confirm page with everything in its URL.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.payTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPay(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitPay(request, context);
}

export default function PayRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.payTitle}</h1>
      {data.notice ? <p role="alert">{data.notice}</p> : null}
      {data.state === "empty" ? (
        <p>{m.nothingSelected}</p>
      ) : data.state === "problem" ? (
        <p role="alert">{data.problem}</p>
      ) : (
        <>
          <InvoicesTable summary={data.summary} />
          <TotalsList summary={data.summary} />
          {data.cards.length === 0 ? <p role="status">{m.noSavedCards}</p> : null}
          <PayForm lastResult={lastResult} invoiceIds={data.invoiceIds} credits={data.credits} cards={data.cards} values={data.values} />
        </>
      )}
      <p>
        <Link to={FINANCE_PATH}>{m.backToFinance}</Link>
      </p>
    </div>
  );
}
