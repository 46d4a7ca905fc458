import { CHART, type AgeingBar } from "~/lib/finance/ageing";
import * as m from "~/lib/finance/messages";

interface FinanceTotalsProps {
  totalDue: string;
  overdue: string;
  overdueCount: number;
  bars: readonly AgeingBar[];
  description: string;
}

/**
 * Totals at the top of the outstanding tab (total due, overdue) and the ageing chart: a server-rendered SVG (no chart
 * library, no JavaScript) with its numbers in words as its accessible name, and the same numbers as a table.
 */
export function FinanceTotals({
  totalDue,
  overdue,
  overdueCount,
  bars,
  description,
}: FinanceTotalsProps) {
  return (
    <section className="finance-totals" aria-labelledby="finance-totals-title">
      <h2 id="finance-totals-title" className="visually-hidden">
        {m.totalsHeading}
      </h2>
      <dl className="finance-totals__facts">
        <div className="finance-totals__fact">
          <dt>{m.totalDue}</dt>
          <dd data-testid="finance-total-due">{totalDue}</dd>
        </div>
        <div className="finance-totals__fact finance-totals__fact--overdue">
          <dt>{m.overdue}</dt>
          <dd data-testid="finance-overdue">
            {overdue}{" "}
            <span className="finance-totals__count">
              ({m.overdueInvoices(overdueCount)})
            </span>
          </dd>
        </div>
      </dl>
      <div className="finance-ageing">
        <h2 className="finance-ageing__title">{m.ageingHeading}</h2>
        <p className="finance-ageing__intro">{m.ageingIntro}</p>
        <div className="finance-ageing__body">
          <svg
            className="finance-ageing__chart"
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            role="img"
            aria-label={description}
            focusable="false"
          >
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={CHART.height - CHART.bottom}
              y2={CHART.height - CHART.bottom}
              className="finance-ageing__axis"
            />
            {bars.map((bar) => (
              <g
                key={bar.bucket}
                className={`finance-ageing__bar finance-ageing__bar--${
                  bar.bucket === "CURRENT" ? "current" : "overdue"
                }`}
              >
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                />
                <text
                  x={bar.x + bar.width / 2}
                  y={Math.max(14, bar.y - 6)}
                  textAnchor="middle"
                  className="finance-ageing__value"
                >
                  {bar.amount}
                </text>
                <text
                  x={bar.x + bar.width / 2}
                  y={CHART.height - CHART.bottom + 18}
                  textAnchor="middle"
                  className="finance-ageing__label"
                >
                  {bar.label}
                </text>
              </g>
            ))}
          </svg>
          {/* A scrollable region must be focusable for keyboard users (WCAG 2.1.1, axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="table-scroll" tabIndex={0} role="region" aria-label={m.ageingCaption}>
            <table
              className="finance-table finance-ageing__table"
              data-testid="ageing-table"
            >
              <caption>{m.ageingCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.bucketColumn}</th>
                  <th scope="col" className="finance-table__money">
                    {m.amountColumn}
                  </th>
                  <th scope="col" className="finance-table__money">
                    {m.countColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.bucket}>
                    <th scope="row">{bar.label}</th>
                    <td className="finance-table__money">{bar.amount}</td>
                    <td className="finance-table__money">{bar.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </section>
  );
}
