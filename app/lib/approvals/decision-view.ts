import { type TotalsRow } from "~/lib/cart/totals-display";

/**
 * What the approval detail and confirmation pages show, prepared on the server (decision-view.server.ts) from the
 * approval Order, the wearer and their history: plain text and numbers, so the components stay simple.
 */

export interface ApprovalEntryView {
  entryNumber: number;
  name: string;
  code: string;
  colour: string | null;
  size: string | null;
  fit: string | null;
  ordered: number;
  /** The approved quantity stored on the order (the ordered quantity until amended). */
  approved: number;
  unitPrice: string;
  lineTotal: string;
}

export interface DecisionRecordView {
  decision: "APPROVE" | "REJECT";
  approver: string | null;
  reason: string | null;
  comment: string | null;
  decidedOn: string | null;
}

export interface ApprovalOrderView {
  code: string;
  statusLabel: string;
  pending: boolean;
  placedOn: string | null;
  placedBy: string | null;
  wearer: string | null;
  poNumber: string | null;
  costCentre: string | null;
  /** "Order total above the purchase limit of …" or null. */
  exceededLimit: string | null;
  entries: ApprovalEntryView[];
  /** Subtotal, discounts, delivery, tax, total (totals-display.ts rules). */
  totals: TotalsRow[];
  total: string;
  deliveryAddress: string[];
  deliveryMode: string | null;
  /** The decision, once made. */
  record: DecisionRecordView | null;
  /** False for a stock SAP approval (issue 22): quantities cannot be amended there. */
  amendable: boolean;
}

export interface EmployeeView {
  name: string;
  employeeId: string | null;
  unit: string | null;
  email: string | null;
  mobile: string | null;
  history: { code: string; placedOn: string | null; status: string; total: string | null }[];
}

export interface DeclineReason {
  code: string;
  text: string;
}
