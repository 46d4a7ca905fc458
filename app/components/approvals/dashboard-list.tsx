import * as approvalMessages from "~/lib/approvals/messages";
import { dashboardHref, type DashboardFilterField, type DashboardFilterValues, type DashboardTab } from "~/lib/approvals/dashboard-href";
import { DashboardFilters, type DashboardFilterOptions } from "./dashboard-filters";
import { DashboardTable, type DashboardTableRow } from "./dashboard-table";
import { ListResults } from "./list-results";

export interface DashboardListProps {
  tab: DashboardTab;
  values: DashboardFilterValues;
  errors: Partial<Record<DashboardFilterField, string>>;
  filtered: boolean;
  selectedSort: string;
  options: DashboardFilterOptions;
  unitText: { label: string; allUnits: string };
  dateRange: { min: string; max: string } | null;
  rows: readonly DashboardTableRow[];
  /** 0-based. */
  pagination: { currentPage: number; totalPages: number };
  range: { from: number; to: number; total: number };
}

/** One tab's body: the filter form, 'Showing a-b of n orders' (or the empty state), the table, the page links. */
export function DashboardList(props: DashboardListProps) {
  const { tab, range, pagination, rows, values } = props;
  const countId = `approval-results-count-${tab}`;
  const empty = props.filtered ? approvalMessages.noMatches : tab === "pending" ? approvalMessages.noPending : approvalMessages.noActioned;
  return (
    <>
      <DashboardFilters
        tab={tab}
        values={values}
        errors={props.errors}
        options={props.options}
        unitText={props.unitText}
        selectedSort={props.selectedSort}
        dateRange={props.dateRange}
      />
      <ListResults
        countId={countId}
        count={range.total > 0 ? approvalMessages.showingCount(range.from, range.to, range.total) : empty}
        paging={{
          currentPage: pagination.currentPage,
          totalPages: pagination.totalPages,
          label: tab === "pending" ? approvalMessages.pendingPagination : approvalMessages.actionedPagination,
          hrefFor: (page) => dashboardHref(tab, values, page + 1),
        }}
      >
        {rows.length > 0 ? <DashboardTable rows={rows} tab={tab} /> : null}
      </ListResults>
    </>
  );
}
