import { Link } from "@remix-run/react";
import { historyHref } from "~/lib/order-history/history-href";
import * as historyMessages from "~/lib/order-history/messages";

/**
 * My orders and (for unit order viewers) the orders of my units as page links (not an ARIA tablist: each is its own
 * page, one document request); the current one is `aria-current="page"`.
 */
export function OrderHistoryTabs({ view }: { view: "mine" | "units" }) {
  const tabs = [
    { key: "mine", label: historyMessages.myOrdersTab, href: historyHref("mine", {}) },
    { key: "units", label: historyMessages.unitsTab, href: historyHref("units", {}) },
  ] as const;
  return (
    <nav className="order-history__tabs" aria-label={historyMessages.tabsLabel}>
      <ul className="order-history__tab-list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.href} className="order-history__tab" aria-current={tab.key === view ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
