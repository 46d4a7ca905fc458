/**
 * The approval dashboard's URLs (issue 7): `/my-account/approval-dashboard` (pending, the layout's index) and
 * `/my-account/approval-dashboard/actioned`, with the GET filter parameters below. No dependencies: used by the
 * components (pagination links, 'Clear filters', the tabs) as well as the loaders.
 */

export const DASHBOARD_PATH = "/my-account/approval-dashboard";
export const ACTIONED_PATH = `${DASHBOARD_PATH}/actioned`;
export const approvalDetailPath = (code: string) => `/my-account/approval/${encodeURIComponent(code)}`;

export type DashboardTab = "pending" | "actioned";

/** The filter form's fields in form order; `status` is the actioned tab's only. Also the URL's parameter names. */
export const DASHBOARD_FILTER_FIELDS = ["fromDate", "toDate", "unit", "wearer", "status", "sort"] as const;
export type DashboardFilterField = (typeof DASHBOARD_FILTER_FIELDS)[number];
export type DashboardFilterValues = Record<DashboardFilterField, string>;

export function dashboardTabPath(tab: DashboardTab): string {
  return tab === "pending" ? DASHBOARD_PATH : ACTIONED_PATH;
}

/** The tab's URL for a 1-based page with the same filter values (as given); page 1 has no `page`. */
export function dashboardHref(tab: DashboardTab, values: Partial<DashboardFilterValues>, page = 1): string {
  const params = new URLSearchParams();
  for (const field of DASHBOARD_FILTER_FIELDS) {
    if (field === "status" && tab === "pending") continue;
    const value = values[field];
    if (value) params.set(field, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${dashboardTabPath(tab)}?${search}` : dashboardTabPath(tab);
}
