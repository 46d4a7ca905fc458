/**
 * The user-group pages' texts (issue 26, H4; docs/organisation.md "User groups"). The spec names the entity only
 * ("User group: uid, name, unit", part 2 §3) and its conflict (§8: `conflict.userGroup` in ../organisation/messages.ts);
 * titles, labels and success messages are Spartacus' English organisation texts (`orgUserGroup`,
 * `orgUserGroupUsers`, `organization.*`), marked so; the rest are ours.
 */

// --- Spartacus (organization.json) ---
export const listTitle = "User groups";
export const listHeader = (count: number) => `All user groups (${count})`;
export const hint = "User groups allow you to combine users together in one group, for the purposes of assigning purchase limits for many users at once.";
export const uidLabel = "Code";
export const nameLabel = "Name";
export const unitLabel = "Unit";
export const createTitle = "Create User group";
export const editTitle = "Edit User group";
export const detailsTitle = "User group Details";
export const subtitle = (name: string) => `User group: ${name}`;
export const created = (name: string) => `User Group ${name} created successfully`;
export const updated = (name: string) => `User Group ${name} updated successfully`;
export const deleted = (name: string) => `User Group ${name} deleted successfully`;
export const deleteTitle = "Delete this user group?";
export const deleteWarning = "The users in this group are not affected when the user group is deleted.";
export const manageUsers = "Manage users";
export const assigned = (name: string) => `User ${name} assigned successfully`;
export const unassigned = (name: string) => `User ${name} unassigned successfully`;
export const membersTitle = "Users";
export const purchaseLimitsTitle = "Purchase limits";
export const emptyList = "The list is empty";
export const edit = "Edit";
export const deleteLabel = "Delete";
export const save = "Save";
export const cancel = "Cancel";

// --- ours ---
export const createGroup = "Create user group";
export const uidHint = "Letters, digits, '.', '_' or '-' (up to 64), starting with a letter or digit. The code cannot be changed later.";
export const uidInvalid = "Enter a code of up to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.";
export const nameTooLong = "Enter a name of up to 255 characters.";
export const unitRequired = (unitLower: string) => `Choose a ${unitLower}.`;
export const unitUnknown = (unitLower: string) => `Choose a ${unitLower} from the list.`;
export const chooseUnit = (unitLower: string) => `Choose a ${unitLower}`;
export const membersCount = "Members";
export const noMembers = "This group has no members yet.";
export const noPurchaseLimits = "No purchase limits are assigned to this group. Purchase limits are managed with the organisation's purchase limits.";
export const readOnlyLimits = "Assigned to this group; managed with the organisation's purchase limits.";
export const disabledGroup = (unitLower: string) => `This group belongs to a disabled ${unitLower}: it cannot be changed until the ${unitLower} is enabled.`;
export const membersOutside = (unitLower: string) => `Some members of this group belong to another ${unitLower}: remove them first, or choose a ${unitLower} they belong to.`;
export const parentDisabled = (unitLower: string) => `This ${unitLower} is disabled: choose an enabled ${unitLower}.`;
export const memberColumn = "User";
export const emailColumn = "E-mail";
export const statusColumn = "Status";
export const actionColumn = "Action";
export const member = "Member";
export const add = "Add";
export const remove = "Remove";
export const addLabel = (name: string) => `Add ${name} to the group`;
export const removeLabel = (name: string) => `Remove ${name} from the group`;
export const deleteConfirm = "Delete user group";
export const deleteMembers = (count: number) => (count === 1 ? "Its 1 member leaves the group." : `Its ${count} members leave the group.`);
export const deleteLimits = (count: number) => (count === 1 ? "Its 1 purchase limit is no longer assigned to them." : `Its ${count} purchase limits are no longer assigned to them.`);
export const backToGroups = "Back to user groups";
export const backToGroup = "Back to the user group";
export const limitCode = "Code";
export const limitType = "Type";
export const limitThreshold = "Threshold";
export const limitPeriod = "Period";
export const perOrder = "Per order";
export const groupsPages = "User group pages";
export const membersPages = "User pages";
export const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
