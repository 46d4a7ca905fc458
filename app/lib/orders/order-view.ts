import { type TotalsSource } from "~/lib/cart/totals-display";

/**
 * What the confirmation pages show, prepared on the server (confirmation.server.ts) from the backend's Order:
 * names as plain text, addresses as lines, the status as its label. Plain data, so the components stay simple.
 */
export interface OrderEntryView {
  key: string;
  name: string;
  code: string;
  url: string | null;
  imageUrl: string | null;
  imageAlt: string;
  /** 'Colour: Navy', 'Size: M', 'Fit: Slim'. */
  variant: string[];
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export type PaymentView =
  | { kind: "account"; label: string; costCentre: string | null; poNumber: string | null }
  | { kind: "card"; label: string; cardType: string; cardNumber: string; holder: string; expiry: string; billingAddress: string[] };

export interface OrderView {
  code: string;
  statusLabel: string;
  placedOn: string | null;
  /** Proxy orders: the wearer it was placed for. */
  placedFor: string | null;
  guest: boolean;
  guestEmail: string | null;
  entries: OrderEntryView[];
  deliveryAddress: string[];
  deliveryMode: { name: string; description: string; cost: string | null } | null;
  payment: PaymentView | null;
  urgentReason: string | null;
  vouchers: { code: string; name: string; value: string }[];
  totals: TotalsSource;
  canReorder: boolean;
}

export interface ReplenishmentView {
  code: string;
  schedule: string;
  firstDate: string | null;
  items: number | null;
  total: string | null;
  costCentre: string | null;
  poNumber: string | null;
  payment: string | null;
}
