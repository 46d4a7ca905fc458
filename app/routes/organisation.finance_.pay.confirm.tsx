import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { InvoicesTable, TotalsList } from "~/components/finance-payments/payment-summary";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import * as c from "~/lib/finance-payments/confirm-messages";
import * as m from "~/lib/finance-payments/messages";
import { loadConfirm, submitConfirm } from "~/lib/finance-payments/pay.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/finance/pay/confirm?invoice=…&credit=…&card=…[&amount=…] (issue 28, H3): check your answers — the
 * invoices, the credits applied and the total from the backend's `payment/totalAmount`, the card — then Pay now (POST
 * `payment/makePayment` with the form's Idempotency-Key: a double submit pays once) → the receipt.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(c.confirmTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadConfirm(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitConfirm(request, context);
}

export default function ConfirmPaymentRoute() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { pathname, search } = useLocation();
  const single = useSingleSubmit(`${pathname}${search}`);
  const errors = Object.values(lastResult?.error ?? {})
    .flat()
    .filter((message): message is string => typeof message === "string");
  return (
    <div className="narrow stack">
      <h1>{c.confirmTitle}</h1>
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <InvoicesTable summary={data.summary} />
      <TotalsList summary={data.summary}>
        <div className="summary-list__row">
          <dt>{c.payingNow}</dt>
          <dd>{data.payingNow}</dd>
        </div>
        {data.leftDue ? (
          <div className="summary-list__row">
            <dt>{c.leftDue}</dt>
            <dd>{data.leftDue}</dd>
          </div>
        ) : null}
        <div className="summary-list__row">
          <dt>{m.paymentLegend}</dt>
          <dd>{data.card.label}</dd>
        </div>
      </TotalsList>
      <p>
        <Link to={data.changeHref}>{c.changeSelection}</Link>
      </p>
      <Form method="post" onSubmit={single.onSubmit}>
        <CsrfInput />
        <input type="hidden" name="key" value={data.formKey} />
        {data.hidden.invoice.map((id) => (
          <input key={`i-${id}`} type="hidden" name="invoice" value={id} />
        ))}
        {data.hidden.credit.map((id) => (
          <input key={`c-${id}`} type="hidden" name="credit" value={id} />
        ))}
        <input type="hidden" name="card" value={data.hidden.card} />
        {data.hidden.amount ? <input type="hidden" name="amount" value={data.hidden.amount} /> : null}
        <SubmitButton busy={single.busy}>{c.payButton}</SubmitButton>
      </Form>
    </div>
  );
}
