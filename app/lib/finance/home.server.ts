import { type AuthenticatedUser } from "~/lib/auth.server";
import { getOutstandingInvoices } from "~/lib/occ/finance.server";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { FINANCE_ROLES, hasAnyRole } from "~/lib/roles";
import * as m from "./messages";

/**
 * The home page's finance block (issue 28; spec part 2 §7 "Home page: GET wwg-manage-finances/getOutstandingInvoices"):
 * the outstanding total and how many invoices are overdue, for admins and finance people only (anyone else: null
 * without a backend call). A failed call hides the block rather than the home page; a redirect still goes through.
 */
export async function financeHomeSummary(
  occ: OccClient,
  user: Pick<AuthenticatedUser, "roles">
) {
  if (!hasAnyRole(user.roles, FINANCE_ROLES)) return null;
  try {
    const outstanding = await getOutstandingInvoices({ occ });
    return {
      outstanding: m.homeOutstanding(outstanding.totalDue.formattedValue),
      overdue: m.homeOverdue(
        outstanding.overdueCount,
        outstanding.overdue.formattedValue
      ),
      overdueCount: outstanding.overdueCount,
    };
  } catch (error) {
    if (isOccError(error)) return null;
    throw error;
  }
}
export type FinanceHomeSummary = NonNullable<
  Awaited<ReturnType<typeof financeHomeSummary>>
>;
