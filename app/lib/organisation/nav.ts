import { orgWords, type SiteType } from "./messages";

/**
 * The organisation area's navigation (issues 26 and 27): one entry per section that exists. Issue 28 (finance) adds
 * its own when its pages exist (the link crawl fails on a link to a missing page).
 */
export interface OrgNavEntry {
  label: string;
  url: string;
}

export function orgNav(siteType: SiteType): OrgNavEntry[] {
  const words = orgWords(siteType);
  return [
    { label: "Overview", url: "/organisation" },
    { label: words.units, url: "/organisation/units" },
    { label: "Users", url: "/organisation/users" },
    { label: "User groups", url: "/organisation/user-groups" },
    { label: "Cost centres", url: "/organisation/cost-centres" },
    { label: "Budgets", url: "/organisation/budgets" },
    { label: "Purchase limits", url: "/organisation/purchase-limits" },
  ];
}
