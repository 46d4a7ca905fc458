/**
 * Order approvals through the reference backend (docs/occ-api.md "Issue 7 additions"), so a spec can start from its
 * own pending order or check what the storefront stored. `createPendingOrder` uses the dev endpoint
 * `POST /dev/approvals/orders` (the e2e backend runs with BACKEND_DEV_OUTBOX=1); the rest are OCC calls as a user.
 * Every helper throws with the backend's answer when a call fails, so a broken setup fails loudly.
 *
 *   const { code } = await createPendingOrder({ placedBy: accounts.buyer.uid, user: accounts.wearer.uid });
 *   await page.goto(`/my-account/approval/${code}`);
 *   expect((await approvalOrderVia(accounts.approver.uid, code)).status).toBe("APPROVED");
 */
import { occAs } from "./checkout-api";
import { BACKEND_URL, DEV_HEADERS, type Site } from "./urls";

export interface Price {
  value: number;
  formattedValue: string;
  currencyIso: string;
}

export interface PendingOrderInput {
  /** The buyer who placed it (their purchase limit is recorded as the exceeded one). */
  placedBy: string;
  /** The order's owner (wearer); default: the placer. */
  user?: string;
  site?: Site;
  /** Default: POL-CL-NAVY-M × 2 and TRS-CL-NAVY-87R-REGULAR × 3 (AUD 285.67 on corporate). */
  entries?: { variantCode: string; quantity: number }[];
}

/** A new PENDING_APPROVAL order (its own, so no other test decides it). */
export async function createPendingOrder(input: PendingOrderInput): Promise<{ code: string; totalPriceWithTax: Price }> {
  const response = await fetch(`${BACKEND_URL}/dev/approvals/orders`, {
    method: "POST",
    headers: { ...DEV_HEADERS, "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`approval-api: POST /dev/approvals/orders answered ${response.status} ${text}`);
  return JSON.parse(text) as { code: string; totalPriceWithTax: Price };
}

export interface ApiApprovalOrder {
  code: string;
  status: string;
  statusDisplay: string;
  entries: { entryNumber: number; quantity: number; approvedQuantity?: number; product: { code: string } }[];
  totalPriceWithTax: Price;
  approval?: {
    exceededLimit?: { code: string; type: "ORDER" | "PERIOD"; threshold: Price; period: string | null };
    decision?: "APPROVE" | "REJECT";
    comment?: string;
    reasonCode?: string;
    reason?: string;
    approver?: { uid: string; name: string };
    decidedAt?: string;
  };
}

/** The order as the approver sees it (GET approve-order/{code}). */
export function approvalOrderVia(approver: string, code: string, site: Site = "corporate"): Promise<ApiApprovalOrder> {
  return occAs<ApiApprovalOrder>(approver, "GET", `orgUsers/current/approve-order/${encodeURIComponent(code)}`, { site });
}

/** Decides an order as the approver (POST approveDeclineOrder), e.g. to prepare an actioned one. */
export function decideOrderVia(
  approver: string,
  body: { orderCode: string; decision: "APPROVE" | "REJECT"; comment?: string; reasonCode?: string },
  site: Site = "corporate",
): Promise<ApiApprovalOrder> {
  return occAs<ApiApprovalOrder>(approver, "POST", "orgUsers/current/approveDeclineOrder", { site, body });
}
