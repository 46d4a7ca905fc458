import { type AuthenticatedUser } from "~/lib/auth.server";
import { getPendingApprovalSummary } from "~/lib/occ/approvals.server";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { APPROVAL_ROLES, hasAnyRole } from "~/lib/roles";

/**
 * The home page's pending-approvals count (issue 7; spec part 2 §7 "Home page: GET pendingApprovalOrders"). Approvers
 * only: anyone else gets null without a backend call. A failed call hides the block (null) rather than the home
 * page; a redirect (session expired) still goes through.
 */
export async function pendingApprovalCount(occ: OccClient, user: Pick<AuthenticatedUser, "roles">): Promise<number | null> {
  if (!hasAnyRole(user.roles, APPROVAL_ROLES)) return null;
  try {
    return (await getPendingApprovalSummary({ occ })).count;
  } catch (error) {
    if (isOccError(error)) return null;
    throw error;
  }
}
