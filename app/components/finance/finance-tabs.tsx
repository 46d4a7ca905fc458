import { Link } from "@remix-run/react";
import * as m from "~/lib/finance/messages";
import { type FinanceTab } from "~/lib/finance/tabs";

/**
 * The finance tabs as page links (not an ARIA tablist: each tab is its own page, one document request); the current
 * one is `aria-current="page"`.
 */
export function FinanceTabs({
  tabs,
  current,
}: {
  tabs: readonly FinanceTab[];
  current: string;
}) {
  return (
    <nav className="order-history__tabs" aria-label={m.tabsLabel}>
      <ul className="order-history__tab-list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              className="order-history__tab"
              aria-current={tab.href === current ? "page" : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
