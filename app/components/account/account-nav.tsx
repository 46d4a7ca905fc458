import { useRouteLoaderData } from "@remix-run/react";
import { ACCOUNT_NAV_EXTRA } from "~/lib/account/account-nav";
import { type loader as rootLoader } from "~/root";
import { type AreaNavEntry } from "../area-layout";
import { ACCOUNT_OVERVIEW_LINK } from "../shell/account-menu";

/**
 * The account area's navigation entries (issue 25): the overview, the ProfileSlot links the shell already has (Login &
 * Security only with showLoginPreferencePage, and it reloads the document), then the area's other pages.
 */
export function useAccountNav(): AreaNavEntry[] {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const cmsLinks = (root?.shell.accountLinks ?? []).filter((link) => link.url.startsWith("/my-account/"));
  const seen = new Set(cmsLinks.map((link) => link.url));
  return [
    { url: ACCOUNT_OVERVIEW_LINK.url, label: ACCOUNT_OVERVIEW_LINK.label, end: true },
    ...cmsLinks.map((link) => ({ url: link.url, label: link.label, reloadDocument: link.reloadDocument })),
    ...ACCOUNT_NAV_EXTRA.filter((entry) => !seen.has(entry.url)).map((entry) => ({ url: entry.url, label: entry.label })),
  ];
}
