/** The URLs of the order's PO number page (issue 23); shared by the route, its component and the action. */
export const orderPath = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;
export const orderPoPath = (code: string) => `${orderPath(code)}/purchase-order`;
export const removePath = (code: string) => `${orderPoPath(code)}?confirm=remove`;
