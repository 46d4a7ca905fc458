import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as m from "~/lib/finance-payments/messages";
import * as r from "~/lib/finance-payments/receipt-messages";
import { loadReceipt } from "~/lib/finance-payments/pay.server";
import { PAID_PATH } from "~/lib/finance-payments/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/finance/pay/receipt/{reference} (issue 28, H3): the receipt of a card payment — reference, date, card, amount, what it covered. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(r.receiptTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReceipt(request, context, params.reference);
}

export default function ReceiptRoute() {
  const receipt = useLoaderData<typeof loader>();
  return (
    <div className="narrow stack">
      <h1>{r.receiptTitle}</h1>
      <p role="status">{r.receiptIntro(receipt.reference)}</p>
      <dl className="summary-list" data-testid="receipt">
        <div className="summary-list__row">
          <dt>{r.referenceLabel}</dt>
          <dd>{receipt.reference}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{r.paidOnLabel}</dt>
          <dd>{receipt.paidOn}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{r.paidWith}</dt>
          <dd>{receipt.method}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{r.amountPaidLabel}</dt>
          <dd>{receipt.amount}</dd>
        </div>
        {receipt.creditsApplied ? (
          <div className="summary-list__row">
            <dt>{m.creditsApplied}</dt>
            <dd>{receipt.creditsApplied}</dd>
          </div>
        ) : null}
      </dl>
      <div className="table-scroll">
        <table className="table" data-testid="receipt-allocations">
          <caption>{r.allocationsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{r.documentColumn}</th>
              <th scope="col">{r.kindColumn}</th>
              <th scope="col" className="numeric">
                {r.allocatedColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.allocations.map((allocation) => (
              <tr key={allocation.id}>
                <th scope="row">{allocation.id}</th>
                <td>{allocation.kind}</td>
                <td className="numeric">{allocation.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{r.paidInvoicesMoved}</p>
      <p>
        <Link to={PAID_PATH}>{r.viewPaid}</Link>
      </p>
      <p className="field__hint">{r.printHint}</p>
    </div>
  );
}
