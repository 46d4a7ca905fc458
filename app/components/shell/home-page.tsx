import { DashboardHomeBlock } from "~/components/approvals/dashboard-home-block";
import { FinanceHomeBlock } from "~/components/finance/finance-home-block";
import { type FinanceHomeSummary } from "~/lib/finance/home.server";
import { RecentOrders } from "~/components/order-history/recent-orders";
import { type OrderHistoryRow } from "~/lib/order-history/order-history.server";
import { type HomeContent } from "~/lib/shell/home-content.server";
import { ContactBanner } from "./contact-banner";
import { HelpLinks } from "./help-links";
import { HomeHero } from "./home-hero";

export interface HomePageProps extends HomeContent {
  salutation: string;
  siteType: "corporate" | "wholesale";
  /** Approvers: how many orders wait for their approval (issue 7); null for everyone else (no block). */
  pendingApprovals: number | null;
  /** Admins and finance people: what the organisation owes (issue 28); null for everyone else (no block). */
  finance: FinanceHomeSummary | null;
  /** The 3 most recent orders (issue 23); null when they could not be loaded (no block). */
  recentOrders: OrderHistoryRow[] | null;
  /** From the page modes: the home and contact banners show only at / and /home. */
  showBanners: boolean;
}

/**
 * The home page (/ and /home): hero with salutation and quick links, approvers' pending-approvals block, recent orders, help links,
 * contact banner.
 */
export function HomePage({ salutation, siteType, hero, quickLinks, contactBanner, helpLinks, showBanners, pendingApprovals, finance, recentOrders }: HomePageProps) {
  return (
    <div className="home">
      <HomeHero salutation={salutation} hero={showBanners ? hero : null} quickLinks={quickLinks} siteType={siteType} />
      {pendingApprovals !== null ? <DashboardHomeBlock count={pendingApprovals} /> : null}
      {finance ? <FinanceHomeBlock summary={finance} /> : null}
      {recentOrders !== null ? <RecentOrders orders={recentOrders} /> : null}
      <HelpLinks links={helpLinks} />
      {showBanners && contactBanner ? <ContactBanner banner={contactBanner} /> : null}
    </div>
  );
}
