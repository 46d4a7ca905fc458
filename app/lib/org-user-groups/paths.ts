/** The user-group pages' addresses (issue 26, H4), without zod: components import them. Groups are named by uid. */
export const USER_GROUPS_PATH = "/organisation/user-groups";
export const NEW_USER_GROUP_PATH = `${USER_GROUPS_PATH}/new`;
export const userGroupPath = (uid: string) => `${USER_GROUPS_PATH}/${encodeURIComponent(uid)}`;
export const editUserGroupPath = (uid: string) => `${userGroupPath(uid)}/edit`;
export const userGroupMembersPath = (uid: string) => `${userGroupPath(uid)}/members`;
export const deleteUserGroupPath = (uid: string) => `${userGroupPath(uid)}/delete`;
/** A user group uid (SAP's B2BUserGroup.uid as the backend accepts it); anything else is not looked up. */
export const USER_GROUP_UID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Spec part 2 §9: the paginator's default page size. */
export const USER_GROUPS_PAGE_SIZE = 50;
