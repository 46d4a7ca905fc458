/** The URLs of the replenishment pages (issue 23); shared by the routes, their components and the actions. */
export const listPath = "/my-account/my-replenishments";
export const detailPath = (code: string) => `/my-account/my-replenishment/${encodeURIComponent(code)}`;
export const cancelPath = (code: string) => `${detailPath(code)}/cancel`;
export const orderPath = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;
