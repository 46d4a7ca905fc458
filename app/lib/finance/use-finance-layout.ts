import { useRouteLoaderData } from "@remix-run/react";
import { type FinanceLayoutData } from "./lists.server";

/** The finance layout's data (the tabs and the filter choices) for the tabs' pages (route organisation.finance). */
export function useFinanceLayout(): FinanceLayoutData | undefined {
  return useRouteLoaderData<FinanceLayoutData>("routes/organisation.finance");
}
