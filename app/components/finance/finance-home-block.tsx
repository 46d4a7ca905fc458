import { Link } from "@remix-run/react";
import { type FinanceHomeSummary } from "~/lib/finance/home.server";
import * as m from "~/lib/finance/messages";
import { FINANCE_PATH } from "~/lib/finance/paths";

/** The home page's finance block (issue 28): what the organisation owes and how much is overdue, linking the tab. */
export function FinanceHomeBlock({ summary }: { summary: FinanceHomeSummary }) {
  return (
    <section
      className="approval-home finance-home"
      aria-labelledby="finance-home-title"
      data-testid="finance-home"
    >
      <h2 id="finance-home-title">{m.homeHeading}</h2>
      <p>{summary.outstanding}</p>
      <p
        className={
          summary.overdueCount > 0 ? "finance-home__overdue" : undefined
        }
      >
        {summary.overdue}
      </p>
      <p>
        <Link to={FINANCE_PATH}>{m.homeLink}</Link>
      </p>
    </section>
  );
}
