/**
 * Texts of the organisation area (issue 26, part 1; issue 27, part 2). Spec texts are quoted exactly (part 2 §6, §8);
 * where the spec says "wording not shown" we use Spartacus' organisation texts (its `organization` translations),
 * and say so; the rest are ours. Kept apart from app/lib/messages.ts (decision 004): only the organisation pages
 * load them.
 *
 * Business units are called stores on the wholesale site (spec part 1 §1, part 2 §1): every text that names them
 * comes in both words; pick with `orgWords(siteType)`.
 */

export type SiteType = "corporate" | "wholesale";

/** Spec part 2 §6 (also Spartacus' `notification.noSufficientPermissions`): every loader and action, status 403. */
export const noPermission = "No sufficient permissions to access this page";
/** Spec part 2 §8 (conflict). */
export const alreadyExists = "Already exists.";
/** Spartacus `organization.notification` (the spec: "a disabled item cannot be edited"). */
export const disabledItem = "You cannot edit a disabled item";
export const notExist = "This item does not exist";

/**
 * Spec part 2 §8: "Conflict messages in the organisation area for budget, cost centre, unit, user, user group and
 * permission already existing" (wording not shown): Spartacus' `organization.httpHandlers.conflict` texts; the unit's
 * says 'Store' on the wholesale site.
 */
export const conflict = {
  budget: (code: string) => `Budget with code ${code} already exists.`,
  costCentre: (code: string) => `Cost center with code ${code} already exists.`,
  unit: (code: string, siteType: SiteType = "corporate") =>
    siteType === "wholesale" ? `Store with uid ${code} already exists.` : `Organizational unit with uid ${code} already exists.`,
  user: (email: string) => `User with email ${email} already exists`,
  userGroup: (uid: string) => `User Group with id ${uid} already exists`,
  permission: (code: string) => `Approval Permission with code ${code} already exists.`,
} as const;

/** Role names (spec part 2 §3; Spartacus `organization.userRoles` / `userRights`); customergroup members are wearers (part 1 §6). */
export const roleNames: Record<string, string> = {
  customergroup: "Wearer",
  b2bcustomergroup: "Customer",
  b2bapprovergroup: "Approver",
  b2bmanagergroup: "Manager",
  b2badmingroup: "Admin",
  unitorderviewergroup: "View Unit-Level Orders",
};

/** The words for business units on each site (spec part 1 §1: stores on the wholesale site). Ours otherwise. */
export function orgWords(siteType: SiteType) {
  const wholesale = siteType === "wholesale";
  return {
    units: wholesale ? "Stores" : "Business units",
    unit: wholesale ? "Store" : "Business unit",
    unitLower: wholesale ? "store" : "business unit",
    unitsLower: wholesale ? "stores" : "business units",
    childUnits: wholesale ? "Child stores" : "Child units",
    parentUnit: wholesale ? "Parent store" : "Parent unit",
    allUnits: wholesale ? "All stores" : "All business units",
  } as const;
}

// Ours: the area's titles and navigation.
export const areaTitle = "Manage organisation";
export const usersTitle = "Users";
export const userGroupsTitle = "User groups";
export const lastChanged = (name: string, date: string) => `Last changed by ${name} on ${date}`;
export const statusActive = "Active";
export const statusDisabled = "Disabled";
