import { orgWords, type SiteType } from "./messages";

/**
 * The organisation area's navigation (issues 26 and 27): one entry per section that exists. Issue 28: "Finance" —
 * an admin sees every entry and Finance, a finance person (`financegroup`) Finance only.
 */
export interface OrgNavEntry {
  label: string;
  url: string;
}

export const FINANCE_NAV_ENTRY: OrgNavEntry = { label: "Finance", url: "/organisation/finance" };

export function orgNav(siteType: SiteType, admin = true): OrgNavEntry[] {
  if (!admin) return [FINANCE_NAV_ENTRY];
  const words = orgWords(siteType);
  return [
    { label: "Overview", url: "/organisation" },
    { label: words.units, url: "/organisation/units" },
    { label: "Users", url: "/organisation/users" },
    { label: "User groups", url: "/organisation/user-groups" },
    { label: "Cost centres", url: "/organisation/cost-centres" },
    { label: "Budgets", url: "/organisation/budgets" },
    { label: "Purchase limits", url: "/organisation/purchase-limits" },
    FINANCE_NAV_ENTRY,
  ];
}
