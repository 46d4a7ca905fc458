/**
 * The `approval` block of an order held for approval (docs/occ-api.md "Issue 7 additions"): the limit it exceeded
 * and, once decided, the decision. Read by the Order shape (stores/orders.ts) and the approval calls.
 */
import { type Db } from "../db";
import { type ExceededLimitJson, type ExceededLimitRecord, toExceededLimitJson } from "./purchase-limits";

export type ApprovalDecision = "APPROVE" | "REJECT";

export interface ApprovalJson {
  exceededLimit?: ExceededLimitJson;
  decision?: ApprovalDecision;
  comment?: string;
  reasonCode?: string;
  reason?: string;
  approver?: { uid: string; name: string };
  decidedAt?: string;
}

export interface ApprovalRecordRow {
  orderId: number;
  exceededLimitJson: string | null;
  originalSubtotalCents: number;
  originalDiscountCents: number;
  decision: ApprovalDecision | null;
  comment: string | null;
  reasonCode: string | null;
  reason: string | null;
  approverUid: string | null;
  approverName: string | null;
  decidedAt: number | null;
  idempotencyKey: string | null;
}

export type ApprovalRecords = ReturnType<typeof approvalRecords>;

export function approvalRecords(db: Db) {
  const byOrder = db.prepare<[number], ApprovalRecordRow>(
    `SELECT a.order_id AS orderId, a.exceeded_limit_json AS exceededLimitJson, a.original_subtotal_cents AS originalSubtotalCents,
       a.original_discount_cents AS originalDiscountCents, a.decision, a.comment, a.reason_code AS reasonCode, r.text AS reason,
       a.approver_uid AS approverUid, ap.first_name || ' ' || ap.last_name AS approverName, a.decided_at AS decidedAt,
       a.idempotency_key AS idempotencyKey
     FROM order_approvals a LEFT JOIN order_decline_reasons r ON r.code = a.reason_code LEFT JOIN users ap ON ap.uid = a.approver_uid
     WHERE a.order_id = ?`,
  );
  const symbols = new Map(
    db
      .prepare<[], { isocode: string; symbol: string }>("SELECT isocode, symbol FROM currencies")
      .all()
      .map((row) => [row.isocode, row.symbol]),
  );

  const toJson = (row: ApprovalRecordRow): ApprovalJson => {
    const limit = row.exceededLimitJson ? (JSON.parse(row.exceededLimitJson) as ExceededLimitRecord) : null;
    return {
      ...(limit ? { exceededLimit: toExceededLimitJson(limit, symbols.get(limit.currency) ?? "$") } : {}),
      ...(row.decision ? { decision: row.decision } : {}),
      ...(row.comment ? { comment: row.comment } : {}),
      ...(row.reasonCode ? { reasonCode: row.reasonCode, reason: row.reason ?? row.reasonCode } : {}),
      ...(row.approverUid ? { approver: { uid: row.approverUid, name: row.approverName ?? row.approverUid } } : {}),
      ...(row.decidedAt !== null ? { decidedAt: new Date(row.decidedAt).toISOString() } : {}),
    };
  };

  return {
    row: (orderId: number) => byOrder.get(orderId),
    toJson,
    /** The order's approval block, or null when it was never held for approval. */
    of(orderId: number): ApprovalJson | null {
      const row = byOrder.get(orderId);
      return row ? toJson(row) : null;
    },
  };
}
