/** The purchase-limit pages' addresses (issue 27, B), without zod: components import them. Limits are named by code. */
export const PURCHASE_LIMITS_PATH = "/organisation/purchase-limits";
export const NEW_PURCHASE_LIMIT_PATH = `${PURCHASE_LIMITS_PATH}/new`;
export const purchaseLimitPath = (code: string) => `${PURCHASE_LIMITS_PATH}/${encodeURIComponent(code)}`;
export const editPurchaseLimitPath = (code: string) => `${purchaseLimitPath(code)}/edit`;
export const disablePurchaseLimitPath = (code: string) => `${purchaseLimitPath(code)}/disable`;
export const enablePurchaseLimitPath = (code: string) => `${purchaseLimitPath(code)}/enable`;
export const purchaseLimitAssigneesPath = (code: string) => `${purchaseLimitPath(code)}/assignees`;
/** The part-1 pages' purchase-limit pages (assign from the user and the group). */
export const userPurchaseLimitsPath = (customerPk: string) => `/organisation/users/${encodeURIComponent(customerPk)}/purchase-limits`;
export const groupPurchaseLimitsPath = (groupId: string) => `/organisation/user-groups/${encodeURIComponent(groupId)}/purchase-limits`;
/** A limit code (as the backend accepts it); anything else is not looked up. */
export const LIMIT_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Spec part 2 §9: the paginator's default page size. */
export const PURCHASE_LIMITS_PAGE_SIZE = 50;
