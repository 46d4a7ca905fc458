/**
 * Texts of the units / stores pages (issue 26, H1; docs/organisation.md "Units / stores"). Every text that names a
 * unit takes the site's words (`orgWords(siteType)` from ~/lib/organisation/messages: 'store' on the wholesale site).
 * Spartacus' `orgUnit` translations where the spec shows no wording (said per text); ours otherwise.
 */
import { type orgWords } from "~/lib/organisation/messages";

export type Words = ReturnType<typeof orgWords>;

// Spartacus `orgUnit.*` (the unit word replaced by the site's).
export const addUnit = (w: Words) => `Add a ${w.unitLower}`;
export const addChildUnit = (w: Words) => `Add a child ${w.unitLower}`;
export const editUnit = (w: Words) => `Edit ${w.unitLower}`;
export const unitDetails = (w: Words) => `${w.unit} details`;
export const uidLabel = "ID";
export const uidHint = "Letters, digits, '-', '_' and '.'; it cannot be changed later.";
export const nameLabel = "Name";
export const approvalProcessLabel = "Approval process";
export const approvalProcessInherited = "Inherited from the parent";
export const statusLabel = "Status";
export const noChildUnits = (w: Words) => `No ${w.childUnits.toLowerCase()}.`;
export const costCentresHeading = "Cost centres";
export const noCostCentres = "No cost centres.";
export const approversHeading = "Approvers";
export const manageApprovers = "Manage approvers";
export const usersHeading = "Users";
export const manageUsers = "Manage users";
export const addressesHeading = "Delivery and shipping addresses";
export const noAddresses = (w: Words) => `This ${w.unitLower} has no delivery or shipping addresses.`;
export const budgetsHeading = "Budgets";
export const noBudgets = "No budgets.";
export const usersCount = (n: number) => `${n} ${n === 1 ? "user" : "users"}`;
export const disable = "Disable";
export const enable = "Enable";
export const edit = "Edit";
export const save = "Save";
export const create = "Create";
export const cancel = "Cancel";
export const backTo = (name: string) => `Back to ${name}`;

// The approvers (spec part 2 §6: inherited up the tree until an admin).
export const assignedApprovers = "Assigned approvers";
export const assignedTag = "assigned";
export const noAssignedApprovers = "No approvers are assigned here.";
export const effectiveApprovers = "Approvers of this unit's orders";
export const effectiveFrom = (source: "USER" | "UNIT" | "ADMINS", from: string | null, w: Words) =>
  source === "ADMINS" ? `No approvers are assigned up the tree: the organisation's administrators approve.` : from ? `Inherited from ${w.unitLower} ${from}.` : "";
export const assign = (name: string) => `Assign ${name}`;
export const unassign = (name: string) => `Unassign ${name}`;
export const approverAssigned = (name: string) => `${name} is now an approver here.`;
export const approverUnassigned = (name: string) => `${name} is no longer an approver here.`;
export const noApproverCandidates = "There are no active approvers to assign.";

// Disable and enable (spec part 2 §4).
export const disableTitle = (w: Words, name: string) => `Disable ${w.unitLower} ${name}`;
export const disableIntro = (w: Words) => `Disabling this ${w.unitLower} also disables everything listed below. Disabled users cannot sign in.`;
export const disableNothingElse = "Nothing else is disabled with it.";
export const disableChildUnits = (w: Words) => w.childUnits;
export const disableUsers = "Users";
export const disableBudgets = "Budgets";
export const disableCostCentres = "Cost centres";
export const alreadyDisabled = (w: Words) => `This ${w.unitLower} is disabled already.`;
export const unitDisabled = (w: Words, name: string) => `${w.unit} ${name} was disabled.`;
export const enableTitle = (w: Words, name: string) => `Enable ${w.unitLower} ${name}`;
export const enableIntro = (w: Words) => `Enabling this ${w.unitLower} enables it only: its ${w.childUnits.toLowerCase()}, users, budgets and cost centres stay as they are.`;
export const alreadyEnabled = (w: Words) => `This ${w.unitLower} is enabled.`;
export const unitEnabled = (w: Words, name: string) => `${w.unit} ${name} was enabled.`;
export const unitCreated = (w: Words, name: string) => `${w.unit} ${name} was created.`;
export const unitUpdated = (w: Words, name: string) => `${w.unit} ${name} was updated.`;

/** The backend's refusals (IllegalStateError reasons; docs/occ-api.md "Organisation administration"). */
export const refusal = (w: Words) => ({
  rootUnit: `The root ${w.unitLower} cannot be disabled.`,
  self: `You cannot disable or move the ${w.unitLower} you belong to.`,
  disabledItem: "You cannot edit a disabled item",
  parentDisabled: `This ${w.unitLower} cannot be enabled while its ${w.parentUnit.toLowerCase()} is disabled. Enable the ${w.parentUnit.toLowerCase()} first.`,
  createUnderDisabled: `The ${w.parentUnit.toLowerCase()} is disabled: choose an enabled one.`,
  underItself: `A ${w.unitLower} cannot be moved under itself or one of its ${w.childUnits.toLowerCase()}.`,
});

// Users tab (spec `businessUnitUsersTab`, `searchUsersFromBillTo`, `addUserToSelectedBusinessUnit`).
export const usersOf = (name: string) => `Users of ${name}`;
export const searchLabel = "Search by name, e-mail or employee code";
export const roleLabel = "Role";
export const allRoles = "All roles";
export const allStatuses = "All statuses";
export const filter = "Filter";
export const noUsers = "No users match.";
export const userName = "Name";
export const userEmail = "E-mail";
export const userRoles = "Roles";
export const userActions = "Actions";
export const removeUser = (name: string) => `Remove ${name}`;
export const addExistingUser = "Add an existing user";
export const addSearchLabel = "Find a user of your organisation";
export const addMovesHint = (w: Words) =>
  `Adding a user moves them into this ${w.unitLower}. They lose the approver role, cost centres and user groups of the ${w.unitLower} they leave.`;
export const find = "Find";
export const addUserButton = (name: string) => `Add ${name}`;
export const inUnitAlready = (w: Words) => `In this ${w.unitLower}`;
export const noSearchResults = "No users found.";
export const userAdded = (name: string, unit: string) => `${name} was added to ${unit}.`;
export const unitUsersPages = "Pages of users";

// Remove a user (spec `removeUserValidation` first, then `removeUserFromUnit`).
export const removeTitle = (name: string) => `Remove ${name}`;
export const removeIntro = (user: string, unit: string) => `Removing ${user} from ${unit}:`;
export const removeMoves = (w: Words, parent: string) => `moves the user to the ${w.parentUnit.toLowerCase()} ${parent};`;
export const removeDropsApprover = (w: Words) => `ends their role as an approver of this ${w.unitLower};`;
export const removeDropsCostCentres = (codes: string) => `removes the cost centres ${codes} from their payment details;`;
export const removeDropsGroups = (names: string) => `takes them out of the user groups ${names}.`;
export const removeBlocked = "This user cannot be removed:";
export const removeConfirm = "Remove";
export const userRemoved = (name: string, parent: string) => `${name} was removed and now belongs to ${parent}.`;
export const blockerText = (w: Words) => ({
  rootUnit: `Users cannot be removed from the top ${w.unitLower} of your organisation.`,
  self: "You cannot remove yourself.",
});
export const roleLabels = (names: Record<string, string>, roles: readonly string[]) => roles.map((r) => names[r] ?? r).join(", ");
