import { type OrderEntryView, type OrderView } from "~/lib/orders/order-view";

/**
 * What /my-account/order/{code} shows, prepared on the server (order-details.server.ts) as plain text: the
 * confirmation's OrderView (items, delivery, payment, totals) plus the issue 23 parts.
 */
export interface OrderDetailsEntryView extends OrderEntryView {
  entryNumber: number;
  cancelledQuantity: number;
  /** Pack lines: the bundle they belong to. */
  bundleName: string | null;
}

export interface OrderPackGroupView {
  packId: string;
  name: string;
  typeLabel: string;
  entries: OrderDetailsEntryView[];
}

export interface TrackingEventView {
  date: string;
  location: string;
  detail: string;
}

export interface ConsignmentView {
  code: string;
  statusName: string;
  statusDate: string | null;
  warehouse: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** Only http(s) links. */
  trackingUrl: string | null;
  shippedOn: string | null;
  deliveredOn: string | null;
  items: { key: string; name: string; code: string; variant: string; quantity: number }[];
  /** Null: not read (not shipped, or a unit order); an error text when reading it failed. */
  tracking: { events: TrackingEventView[] } | { error: string } | null;
}

export interface ApprovalView {
  state: "pending" | "approved" | "rejected";
  exceeded: string | null;
  decidedBy: string | null;
  decidedOn: string | null;
  reason: string | null;
  comment: string | null;
}

export interface CancellationView {
  date: string;
  reason: string | null;
  items: string;
}

export interface OrderDetailsView {
  order: OrderView;
  statusLabel: string;
  placedBy: string | null;
  placedFor: string | null;
  unit: string | null;
  channel: string | null;
  replenishmentCode: string | null;
  amendedOn: string | null;
  /** Read through the unit order viewer's path (not the user's own order). */
  viewedAsUnit: boolean;
  packs: OrderPackGroupView[];
  entries: OrderDetailsEntryView[];
  consignments: ConsignmentView[];
  /** Whether the order can still ship (for the empty shipments text). */
  willShip: boolean;
  approval: ApprovalView | null;
  cancellations: CancellationView[];
  actions: { reorder: boolean; cancel: boolean; amend: boolean; poNumber: boolean; returnOrExchange: boolean };
}
