/** URLs of the user administration pages (issue 26, H3): each a page of its own under the user's detail page. */
export const USERS_PATH = "/organisation/users";
/** Customer PKs in URLs: digits only (anything else is a 404 before any backend call). */
export const CUSTOMER_PK = /^\d{1,12}$/;
export const userPath = (pk: string) => `${USERS_PATH}/${pk}`;
export const rolesPath = (pk: string) => `${userPath(pk)}/roles`;
export const deactivatePath = (pk: string) => `${userPath(pk)}/deactivate`;
export const activatePath = (pk: string) => `${userPath(pk)}/activate`;
export const deletePath = (pk: string) => `${userPath(pk)}/delete`;
export const costCentresPath = (pk: string) => `${userPath(pk)}/cost-centres`;
export const approversPath = (pk: string) => `${userPath(pk)}/approvers`;
