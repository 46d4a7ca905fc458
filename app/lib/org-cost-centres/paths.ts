/** The cost-centre pages' addresses (issue 27, helper A), without zod: components import them. Named by code. */
export const COST_CENTRES_PATH = "/organisation/cost-centres";
export const NEW_COST_CENTRE_PATH = `${COST_CENTRES_PATH}/new`;
export const costCentrePath = (code: string) => `${COST_CENTRES_PATH}/${encodeURIComponent(code)}`;
export const editCostCentrePath = (code: string) => `${costCentrePath(code)}/edit`;
export const disableCostCentrePath = (code: string) => `${costCentrePath(code)}/disable`;
export const enableCostCentrePath = (code: string) => `${costCentrePath(code)}/enable`;
export const removeCostCentrePath = (code: string) => `${costCentrePath(code)}/remove`;
/** Helper D's page (issue 27): link and unlink budgets of a cost centre. */
export const costCentreBudgetsPath = (code: string) => `${costCentrePath(code)}/budgets`;
/** A cost centre code (SAP's B2BCostCenter.code as the backend accepts it); anything else is not looked up. */
export const COST_CENTRE_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Spec part 2 §9: the paginator's default page size. */
export const COST_CENTRES_PAGE_SIZE = 50;

/** The list's GET filter values (`q` search by code or name, `unit` one unit uid). */
export interface CostCentreListValues {
  q: string;
  unit: string;
}

export function costCentresListHref(values: CostCentreListValues, page = 1): string {
  const params = new URLSearchParams();
  if (values.q) params.set("q", values.q);
  if (values.unit) params.set("unit", values.unit);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${COST_CENTRES_PATH}?${query}` : COST_CENTRES_PATH;
}
