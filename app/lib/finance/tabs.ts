import { STATEMENTS_PATH } from "~/lib/finance-statements/paths";
import { CREDITS_PATH, FINANCE_PATH, PAID_PATH } from "./paths";

/**
 * The finance area's tabs (issue 28): links, one page each, `aria-current="page"` on the current one. "Statements"
 * (`/organisation/finance/statements`, H2) only when the caller's unit has the statements flag (spec part 2 §6).
 */
export interface FinanceTab {
  key: string;
  label: string;
  href: string;
  /** Shown only when the organisation's statements flag is on. */
  needsStatements?: boolean;
}

export const FINANCE_TABS: readonly FinanceTab[] = [
  { key: "outstanding", label: "Outstanding", href: FINANCE_PATH },
  { key: "paid", label: "Paid", href: PAID_PATH },
  { key: "credits", label: "Credits", href: CREDITS_PATH },
  { key: "statements", label: "Statements", href: STATEMENTS_PATH, needsStatements: true },
];

/** The tabs the caller sees. */
export const visibleTabs = (statementsEnabled: boolean) =>
  FINANCE_TABS.filter((tab) => !tab.needsStatements || statementsEnabled);
