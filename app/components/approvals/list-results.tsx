import { type ComponentProps, type ReactNode } from "react";
import { Pagination } from "~/components/pagination";

/**
 * The results part of an approver's list (the approval dashboard's tabs, issue 7; the return threshold requests,
 * issue 24): 'Showing a-b of n …' or the empty state as a status message naming the section, the table, the page links.
 */
export function ListResults({ countId, count, children, paging }: { countId: string; count: string; children: ReactNode; paging: ComponentProps<typeof Pagination> }) {
  return (
    <section className="approval-results" aria-labelledby={countId}>
      <p id={countId} className="approval-results__count" role="status">
        {count}
      </p>
      {children}
      <Pagination {...paging} />
    </section>
  );
}
