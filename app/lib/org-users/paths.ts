/** The organisation users pages (issue 26, H2). Users are addressed by customer PK (`users.pk`). */
export const USERS_PATH = "/organisation/users";
export const NEW_USER_PATH = `${USERS_PATH}/new`;
export const CUSTOMER_PK = /^\d{1,15}$/;
export const userPath = (pk: string) => `${USERS_PATH}/${pk}`;
export type EditKind = "personal" | "contact" | "employee";
export const editPath = (pk: string, kind: EditKind) => `${userPath(pk)}/${kind}`;
/** H3's pages (org-user-admin), linked from the detail page. */
export const adminPaths = (pk: string) => ({
  roles: `${userPath(pk)}/roles`,
  deactivate: `${userPath(pk)}/deactivate`,
  activate: `${userPath(pk)}/activate`,
  delete: `${userPath(pk)}/delete`,
  costCentres: `${userPath(pk)}/cost-centres`,
  approvers: `${userPath(pk)}/approvers`,
});

export interface UserListValues {
  q: string;
  unit: string;
  role: string;
  status: string;
}

/** The list's URL for these filters and page (1-based; page 1 is left out). */
export function usersListHref(values: UserListValues, page = 1): string {
  const params = new URLSearchParams();
  if (values.q) params.set("q", values.q);
  if (values.unit) params.set("unit", values.unit);
  if (values.role) params.set("role", values.role);
  if (values.status) params.set("status", values.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${USERS_PATH}?${query}` : USERS_PATH;
}
