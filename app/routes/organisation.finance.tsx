import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { FinanceTabs } from "~/components/finance/finance-tabs";
import { loadFinanceLayout } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/finance (issue 28; docs/finance.md): the finance area's layout — heading and tabs as links
 * (Outstanding, Paid, Credits; Statements when the organisation's flag is on). Its loader is the finance guard for the
 * tabs only: every child loader and action calls `requireFinanceUser` itself.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadFinanceLayout(request, context);
}

export default function FinanceLayout() {
  const { tabs } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="stack finance">
      <h1>{m.title}</h1>
      <FinanceTabs tabs={tabs} current={pathname.replace(/\/$/, "")} />
      <Outlet />
    </div>
  );
}
