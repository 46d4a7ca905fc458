import { orgWords, type SiteType } from "./messages";

/**
 * The organisation area's navigation (issue 26): one entry per section that exists. Issue 27 (cost centres, budgets,
 * purchase limits) and issue 28 (finance) add theirs when their pages exist (the link crawl fails on a link to a
 * missing page).
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
    { label: "Purchase limits", url: "/organisation/purchase-limits" },
  ];
}
