import { orderStatusLabels } from "~/lib/orders/messages";

/**
 * Status display names on the approval pages (spec part 2 §4 "Order status displays": pending approval, approved,
 * rejected, …), from the OCC `statusDisplay` key (`pendingApproval`, `approved`, `rejected`, …) through the app's one
 * label table (app/lib/orders/messages.ts). An unknown key falls back to the status code made readable
 * (`PENDING_APPROVAL` → 'Pending approval'), never to an empty cell.
 */
export function approvalStatusName(statusDisplay: string | null | undefined, status?: string | null): string {
  if (statusDisplay && orderStatusLabels[statusDisplay]) return orderStatusLabels[statusDisplay];
  const fromStatus = statusDisplayKey(status);
  if (fromStatus && orderStatusLabels[fromStatus]) return orderStatusLabels[fromStatus];
  const raw = (status || statusDisplay || "").replace(/_/g, " ").toLowerCase().trim();
  return raw ? raw.charAt(0).toUpperCase() + raw.slice(1) : "";
}

/** `PENDING_APPROVAL` → `pendingApproval` (the statusDisplay key OCC uses for each status code). */
function statusDisplayKey(status: string | null | undefined): string | null {
  if (!status) return null;
  return status.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A CSS modifier for the status badge: `pending`, `approved`, `rejected` or `other`. */
export function approvalStatusTone(status: string | null | undefined): "pending" | "approved" | "rejected" | "other" {
  switch (status) {
    case "PENDING_APPROVAL":
      return "pending";
    case "APPROVED":
      return "approved";
    case "REJECTED":
      return "rejected";
    default:
      return "other";
  }
}
