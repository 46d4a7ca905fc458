import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/order/print-button";
import * as checkoutMessages from "~/lib/checkout-messages";
import { loadReplenishmentConfirmation } from "~/lib/orders/confirmation.server";
import { pageTitle } from "~/lib/page-title";

/** /order-confirmation/replenishment/{code}: the scheduled replenishment (spec part 2 §3 "Replenishment response"). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(checkoutMessages.replenishmentConfirmationTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReplenishmentConfirmation(request, context, params.code ?? "");
}

export default function ReplenishmentConfirmationRoute() {
  const { replenishment } = useLoaderData<typeof loader>();
  const rows: [string, string | null][] = [
    [checkoutMessages.replenishmentNumberLabel, replenishment.code],
    [checkoutMessages.replenishmentScheduleLabel, replenishment.schedule],
    [checkoutMessages.replenishmentFirstDateLabel, replenishment.firstDate],
    [checkoutMessages.replenishmentItemsLabel, replenishment.items === null ? null : String(replenishment.items)],
    [checkoutMessages.totalsTitle, replenishment.total],
    [checkoutMessages.paymentMethodLabel, replenishment.payment],
    [checkoutMessages.costCentreLabel, replenishment.costCentre],
    [checkoutMessages.poNumberLabel, replenishment.poNumber],
  ];
  return (
    <article className="order-confirmation narrow" aria-labelledby="replenishment-title">
      <h1 id="replenishment-title">{checkoutMessages.replenishmentThanks}</h1>
      <dl className="summary-list">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
          .map(([label, value]) => (
            <div className="summary-list__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="button-row order-confirmation__actions">
        <PrintButton />
        <Link to="/" className="print-hidden">
          {checkoutMessages.continueShopping}
        </Link>
      </div>
    </article>
  );
}
