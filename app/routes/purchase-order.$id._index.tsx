import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DeletePurchaseOrderLink } from "~/components/purchase-orders/delete-purchase-order";
import { PurchaseOrderBanner } from "~/components/purchase-orders/purchase-order-banner";
import { pageTitle } from "~/lib/page-title";
import { loadPurchaseOrderDetail } from "~/lib/purchase-orders/purchase-order-detail.server";
import * as poMessages from "~/lib/purchase-orders/messages";

/**
 * /purchase-order/{id} (issue 6): the banner (title = number; status, created and updated dates), description,
 * units ('Stores' on wholesale) and who created it; Edit → /purchase-order/{id}/edit; Delete → the confirmation
 * page, or with JS the same confirmation in a dialog.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${poMessages.listTitle}: ${data.purchaseOrder.number}` : poMessages.listTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadPurchaseOrderDetail(request, context, params.id);
}

export default function PurchaseOrderDetailRoute() {
  const { purchaseOrder: po, siteType } = useLoaderData<typeof loader>();
  const words = poMessages.unitWords(siteType);
  return (
    <div className="po-detail">
      <PurchaseOrderBanner purchaseOrder={po} />
      <h2>{poMessages.detailsHeading}</h2>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{poMessages.numberLabel}</dt>
          <dd>{po.number}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{poMessages.descriptionLabel}</dt>
          <dd>{po.description}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{words.label}</dt>
          <dd>
            <ul className="po-detail__units">
              {po.units.map((unit) => (
                <li key={unit}>{unit}</li>
              ))}
            </ul>
          </dd>
        </div>
        {po.createdBy ? (
          <div className="summary-list__row">
            <dt>{poMessages.createdByLabel}</dt>
            <dd>{po.createdBy}</dd>
          </div>
        ) : null}
      </dl>
      <div className="button-row po-detail__actions">
        <Link to={`/purchase-order/${po.id}/edit`} className="button button--primary">
          {poMessages.editButton}
          <span className="visually-hidden"> {po.number}</span>
        </Link>
        <DeletePurchaseOrderLink id={po.id} number={po.number} />
      </div>
      <p className="po-detail__back">
        <Link to="/purchase-order">{poMessages.backToList}</Link>
      </p>
    </div>
  );
}
