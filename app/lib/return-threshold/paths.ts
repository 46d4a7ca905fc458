/**
 * The return threshold request screens' URLs (issue 24). No dependencies: used by the components (tabs, page links)
 * and the loaders alike.
 * - `/my-account/approval-dashboard/returns` (a tab of the approval dashboard's layout), `?status=ACTIONED` for the
 *   decided requests, `page` 1-based (page 1 has none);
 * - `/my-account/return-request/{rma}` (the request and the decision form), `/…/confirm` (the confirmation).
 */

export const LIST_PATH = "/my-account/approval-dashboard/returns";

export type ListTab = "PENDING" | "ACTIONED";

export function listHref(tab: ListTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab === "ACTIONED") params.set("status", "ACTIONED");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}

export const detailPath = (rma: string) => `/my-account/return-request/${encodeURIComponent(rma)}`;
export const confirmPath = (rma: string) => `${detailPath(rma)}/confirm`;
