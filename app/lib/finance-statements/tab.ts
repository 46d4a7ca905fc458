import { STATEMENTS_PATH } from "./paths";

/**
 * The finance area's Statements tab (issue 28, H2), for the tab list of the finance layout (app/lib/finance/tabs.ts,
 * helper H1): appended only when the caller's unit has the statements flag (`statementsEnabled` of
 * `GET wwg-manage-finances/filters`, or `statementsTabEnabled` of `checkout/enablement`; spec part 2 §6).
 */
export const STATEMENTS_TAB = { label: "Statements", url: STATEMENTS_PATH } as const;

/** `tabs` with the Statements tab at the end when `statementsEnabled`. */
export function withStatementsTab<T extends { label: string; url: string }>(tabs: readonly T[], statementsEnabled: boolean): Array<T | typeof STATEMENTS_TAB> {
  return statementsEnabled ? [...tabs, STATEMENTS_TAB] : [...tabs];
}
