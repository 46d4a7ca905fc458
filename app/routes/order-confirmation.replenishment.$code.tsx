import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PrintButton } from "~/components/order/print-button";
import * as orderMessages from "~/lib/orders/messages";
import { loadReplenishmentConfirmation } from "~/lib/orders/confirmation.server";
import { pageTitle } from "~/lib/page-title";

/** /order-confirmation/replenishment/{code}: the scheduled replenishment (spec part 2 §3 "Replenishment response"). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(orderMessages.replenishmentConfirmationTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReplenishmentConfirmation(request, context, params.code ?? "");
}

export default function ReplenishmentConfirmationRoute() {
  const { replenishment } = useLoaderData<typeof loader>();
  const rows: [string, string | null][] = [
    [orderMessages.replenishmentNumberLabel, replenishment.code],
    [orderMessages.replenishmentScheduleLabel, replenishment.schedule],
    [orderMessages.replenishmentFirstDateLabel, replenishment.firstDate],
    [orderMessages.replenishmentItemsLabel, replenishment.items === null ? null : String(replenishment.items)],
    [orderMessages.totalsTitle, replenishment.total],
    [orderMessages.paymentMethodLabel, replenishment.payment],
    [orderMessages.costCentreLabel, replenishment.costCentre],
    [orderMessages.poNumberLabel, replenishment.poNumber],
  ];
  return (
    <article className="order-confirmation narrow" aria-labelledby="replenishment-title">
      <h1 id="replenishment-title">{orderMessages.replenishmentThanks}</h1>
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
        <Link to={`/my-account/my-replenishment/${encodeURIComponent(replenishment.code)}`} className="print-hidden">
          {orderMessages.replenishmentDetailsLink}
        </Link>
        <Link to="/" className="print-hidden">
          {orderMessages.continueShopping}
        </Link>
      </div>
    </article>
  );
}
