import { type ReactNode } from "react";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/finance/messages";

/** What the finance lists' loaders give every list (lists.server.ts `listView`) and the text when it is empty. */
export interface FinanceListProps {
  pagination: { currentPage: number; totalPages: number; totalResults: number };
  range: { from: number; to: number; total: number };
  pageHrefs: readonly string[];
  emptyText: string;
}

/**
 * The frame of a finance list (the invoice and credit tables): 'Showing x–y of n', the list, the page links; the list
 * itself scrolls on its own in a focusable region named by `caption` (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function FinanceListFrame({
  range,
  pagination,
  pageHrefs,
  pagesLabel,
  children,
}: Omit<FinanceListProps, "emptyText"> & { pagesLabel: string; children: ReactNode }) {
  return (
    <>
      <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
      {children}
      <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={pagesLabel} hrefFor={(page) => pageHrefs[page] ?? "#"} />
    </>
  );
}

/** A wide table's scrolling region: keyboard users reach it (focusable, named). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
