/**
 * What the return threshold request screens show, prepared on the server (view.server.ts) from the backend's
 * ThresholdRequest: plain text and numbers, so the components stay simple. No dependencies (types only).
 */

export type RequestStatus = "PENDING" | "ACCEPTED" | "DECLINED";
export type StatusTone = "pending" | "approved" | "rejected";

export interface DateView {
  text: string;
  iso: string;
}

export interface RequestRowView {
  rma: string;
  href: string;
  orderCode: string;
  store: string;
  requestedBy: string;
  date: DateView;
  units: number;
  threshold: number;
  value: string | null;
  statusName: string;
  statusTone: StatusTone;
}

export interface RequestItemView {
  key: string;
  name: string;
  code: string;
  variant: string | null;
  quantity: number;
  reason: string | null;
  refund: string | null;
}

export interface DecisionRecord {
  status: "ACCEPTED" | "DECLINED";
  by: string | null;
  on: DateView | null;
  comment: string | null;
}

export interface RequestDetailView {
  rma: string;
  pending: boolean;
  statusName: string;
  statusTone: StatusTone;
  /** The return request's own status (APPROVAL_PENDING, then APPROVING… or CANCELED), readable. */
  returnStatus: string | null;
  store: string;
  requestedBy: string;
  requestedOn: DateView;
  orderCode: string;
  units: number;
  threshold: number;
  refund: string | null;
  items: RequestItemView[];
  record: DecisionRecord | null;
}

export interface DecisionSummaryView {
  rma: string;
  decision: "ACCEPT" | "DECLINE";
  units: number;
  refund: string | null;
  comment: string | null;
}
