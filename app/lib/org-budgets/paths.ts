/** The budget pages' addresses (issue 27), without zod: components import them. Budgets are named by code. */
export const BUDGETS_PATH = "/organisation/budgets";
export const NEW_BUDGET_PATH = `${BUDGETS_PATH}/new`;
export const budgetPath = (code: string) => `${BUDGETS_PATH}/${encodeURIComponent(code)}`;
export const editBudgetPath = (code: string) => `${budgetPath(code)}/edit`;
export const disableBudgetPath = (code: string) => `${budgetPath(code)}/disable`;
export const enableBudgetPath = (code: string) => `${budgetPath(code)}/enable`;
/** The budgets of a cost centre (link and unlink); the cost-centre pages (helper A's) link here. */
export { costCentreBudgetsPath, costCentrePath } from "~/lib/org-cost-centres/paths";
/** A budget or cost-centre code (as the backend accepts it); anything else is not looked up. */
export const BUDGET_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Spec part 2 §9: the paginator's default page size. */
export const BUDGETS_PAGE_SIZE = 50;
/** The dates a budget may hold (spec part 2 §5 "dates yyyy-mm-dd with min and max"; the backend's bounds). */
export const MIN_DATE = "2000-01-01";
export const MAX_DATE = "2099-12-31";
/** The largest amount the form takes (the backend's bound). */
export const MAX_AMOUNT = 999_999_999.99;
