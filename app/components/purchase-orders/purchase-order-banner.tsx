import { type ReactNode } from "react";
import * as poMessages from "~/lib/purchase-orders/messages";

interface BannerPurchaseOrder {
  number: string;
  status: "OPEN" | "CLOSED";
  statusName: string;
  created: { text: string; iso: string };
  updated: { text: string; iso: string };
}

/** Spec part 1 §3 banner values: the title is the number; status, created and updated dates. */
export function PurchaseOrderBanner({ purchaseOrder, title }: { purchaseOrder: BannerPurchaseOrder; title?: ReactNode }) {
  return (
    <div className="po-banner">
      <h1>{title ?? purchaseOrder.number}</h1>
      <dl className="po-banner__facts">
        <div className="po-banner__fact">
          <dt>{poMessages.statusLabel}</dt>
          <dd>
            <span className={`po-status po-status--${purchaseOrder.status.toLowerCase()}`}>{purchaseOrder.statusName}</span>
          </dd>
        </div>
        <div className="po-banner__fact">
          <dt>{poMessages.createdLabel}</dt>
          <dd>
            <time dateTime={purchaseOrder.created.iso}>{purchaseOrder.created.text}</time>
          </dd>
        </div>
        <div className="po-banner__fact">
          <dt>{poMessages.updatedLabel}</dt>
          <dd>
            <time dateTime={purchaseOrder.updated.iso}>{purchaseOrder.updated.text}</time>
          </dd>
        </div>
      </dl>
    </div>
  );
}
