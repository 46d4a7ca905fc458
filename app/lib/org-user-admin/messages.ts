/**
 * Texts of the user administration pages (issue 26, H3; docs/organisation.md). The spec gives the rules (part 2 §4:
 * "users can be activated, deactivated or deleted; delete follows a validation step"; §6) but not these words: where
 * Spartacus' organisation translations have one we use it (and say so), the rest are ours.
 */
import { orgWords, type SiteType } from "~/lib/organisation/messages";

export const backToUser = (name: string) => `Back to ${name}`;

// --- roles ---
export const rolesTitle = (name: string) => `Roles of ${name}`;
export const currentRoles = "Current roles and rights";
export const noRoles = "This user has no role.";
export const removeRoleLabel = (role: string) => `Remove ${role}`;
export const addRoleLegend = "Add a role or right";
export const addRoleButton = "Add";
export const chooseRole = "Choose a role or right to add.";
export const allRolesHeld = "This user has every role and right.";
export const roleAdded = (role: string, name: string) => `${role} was added to ${name}.`;
export const roleRemoved = (role: string, name: string) => `${role} was removed from ${name}.`;
export const rightHint = "Right";

// --- deactivate / activate ---
export const deactivateTitle = (name: string) => `Deactivate ${name}`;
export const deactivateExplain =
  "A deactivated user cannot sign in. If they are signed in now, they are signed out at their next request. You can activate them again later.";
export const deactivateButton = "Deactivate";
export const deactivated = (name: string) => `${name} was deactivated.`;
export const alreadyDeactivated = (name: string) => `${name} is already deactivated.`;
export const activateTitle = (name: string) => `Activate ${name}`;
export const activateExplain = "An active user can sign in and use the roles they have.";
export const activateButton = "Activate";
export const activated = (name: string) => `${name} was activated.`;
export const alreadyActive = (name: string) => `${name} is already active.`;
export const keep = "Cancel";

// --- delete ---
export const deleteTitle = (name: string) => `Delete ${name}`;
export const deleteExplain =
  "Deleting removes the user from every list and their sign-in. Their orders stay with the organisation. This cannot be undone.";
export const blockersTitle = "This user cannot be deleted";
export const warningsTitle = "Before you delete";
export const noWarnings = "Nothing else depends on this user.";
export const deleteButton = "Delete user";
export const deletedUser = (name: string) => `${name} was deleted.`;

// --- payment details (cost centres) ---
export const costCentresTitle = (name: string) => `Payment details of ${name}`;
export const linkedCostCentres = "Cost centres";
export const noCostCentres = "No cost centre is linked to this user.";
export const defaultTag = "Default";
export const inactiveTag = "Disabled";
export const setDefaultLabel = (name: string) => `Set ${name} as default`;
export const setDefaultButton = "Set as default";
export const removeCostCentreLabel = (name: string) => `Remove ${name}`;
export const removeButton = "Remove";
export const searchLegend = "Add cost centres";
export const searchLabel = "Search by cost centre name or code";
export const searchButton = "Search";
export const searchHint = (siteType: SiteType) => `Cost centres of the user's ${orgWords(siteType).unitLower} and the ones above it.`;
export const noResults = "No cost centre matches.";
export const resultsLegend = "Cost centres to add";
export const addSelected = "Add selected cost centres";
export const chooseCostCentre = "Select at least one cost centre to add.";
export const costCentresAdded = (count: number) => (count === 1 ? "1 cost centre was added." : `${count} cost centres were added.`);
export const costCentreRemoved = (name: string) => `${name} was removed.`;
export const defaultSet = (name: string) => `${name} is now the default cost centre.`;
export const columnName = "Name";
export const columnCode = "Code";
export const columnUnit = (siteType: SiteType) => orgWords(siteType).unit;
export const columnActions = "Actions";

// --- approvers ---
export const approversTitle = (name: string) => `Approvers of ${name}`;
export const approversExplain =
  "Approvers assigned to the user approve their orders. Without any, the approvers of their unit apply, inherited up the tree.";
export const assignedApprovers = "Assigned approvers";
export const noAssigned = "No approver is assigned to this user.";
export const availableApprovers = "Approvers you can assign";
export const noAvailable = "No other approver can be assigned.";
export const assignLabel = (name: string) => `Assign ${name}`;
export const assignButton = "Assign";
export const unassignLabel = (name: string) => `Unassign ${name}`;
export const unassignButton = "Unassign";
export const approverAssigned = (name: string) => `${name} now approves this user's orders.`;
export const approverUnassigned = (name: string) => `${name} no longer approves this user's orders.`;

// --- refusals (IllegalStateError reasons; docs/occ-api.md "Organisation administration") ---
export const refusals = {
  selfRole: "You cannot remove your own admin role.",
  selfDeactivate: "You cannot deactivate yourself.",
  selfDelete: "You cannot delete yourself.",
  lastAdmin: "The organisation needs at least one active administrator.",
  lastRole: "A user needs at least one role.",
  /** Spartacus `organization.notification.disabled`-like: the spec's "a disabled item cannot be edited". */
  disabledItem: "You cannot edit a disabled item.",
  parentDisabled: (siteType: SiteType) => `The user's ${orgWords(siteType).unitLower} is disabled: enable it first.`,
  notApprover: "This user cannot be assigned as an approver.",
  costCentre: "This cost centre cannot be given to this user.",
  gone: "This item does not exist any more.",
} as const;
