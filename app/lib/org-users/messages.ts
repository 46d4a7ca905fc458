import { type EditKind } from "./paths";
import { conflict, orgWords, roleNames, type SiteType } from "~/lib/organisation/messages";

/**
 * Texts of the organisation users pages (issue 26, H2; docs/organisation.md "Users"). Spec texts quoted exactly:
 * 'This field is required.', 'This is not a valid email format.' (part 2 §5), the user conflict (part 2 §8, Spartacus'
 * `organization.httpHandlers.conflict.user`, app/lib/organisation/messages.ts), the banner title of a user (part 1 §3:
 * first name, last name and employeeID or NA; wholesale shows the name only). The rest are ours (Spartacus' wording
 * where it has one: `orgUser.*`).
 */

export { roleNames };

export const listTitle = "Users";
export const createTitle = "Create user";
export const addUser = "Create user";
export const paginationLabel = "User list pages";
export const showingCount = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} users`;
export const noUsers = "No users match these filters.";
export const filtersLegend = "Filter users";
export const searchLabel = "Search";
export const searchHint = "Name, e-mail or employee code";
export const unitLabel = (siteType: SiteType) => orgWords(siteType).unit;
export const allUnits = (siteType: SiteType) => orgWords(siteType).allUnits;
export const roleLabel = "Role";
export const allRoles = "All roles";
export const statusLabel = "Status";
export const allStatuses = "All statuses";
export const applyFilters = "Apply filters";
export const clearFilters = "Clear filters";
export const invalidFilter = "Choose one of the options.";

// Table and detail headings
export const nameColumn = "Name";
export const emailColumn = "E-mail";
export const codeColumn = "Employee code";
export const rolesColumn = "Roles";
export const statusColumn = "Status";
export const active = "Active";
export const disabled = "Disabled";
export const notAvailable = "NA";

// Form fields
export const titleLabel = "Title (optional)";
export const noTitle = "No title";
export const firstNameLabel = "First name";
export const lastNameLabel = "Last name";
export const emailLabel = "E-mail address";
export const mobileLabel = "Mobile number (optional)";
export const mobileHint = "8 to 15 digits, with an optional leading +";
export const employeeCodeLabel = "Employee code";
export const employeeCodeHint = "Letters, digits and hyphens; or generate the next free code";
export const generate = "Generate";
export const generating = "Generating…";
export const generated = (code: string) => `Employee code ${code} generated.`;
export const rolesLegend = "Roles";
export const rolesHint = "Choose at least one.";
export const createSubmit = "Create user";
export const saveSubmit = "Save";
export const cancel = "Cancel";
export const backToUsers = "Back to users";
export const backToUser = "Back to the user";

// Validation (the schema's and the server checks')
export const required = "This field is required.";
export const invalidEmail = "This is not a valid email format.";
export const invalidName = "Use letters, spaces, apostrophes, hyphens and full stops only.";
export const nameTooLong = "Use at most 100 characters.";
export const invalidMobile = "Enter a mobile number of 8 to 15 digits.";
export const invalidCode = "Employee codes are 1 to 30 letters, digits or hyphens.";
export const chooseRole = "Choose at least one role.";
export const chooseUnit = (siteType: SiteType) => `Choose a ${orgWords(siteType).unitLower}.`;
export const invalidTitle = "Choose one of the titles.";
export const emailTaken = (email: string) => conflict.user(email);
export const codeTaken = (code: string) => `Employee code ${code} is already in use.`;
export const mobileTaken = (mobile: string) => `Mobile number ${mobile} is already in use.`;
export const unitDisabled = (siteType: SiteType) => `This ${orgWords(siteType).unitLower} is disabled: choose an enabled one.`;
export const userDisabled = "This user is disabled or belongs to a disabled unit: their details cannot be edited.";

// Detail page
export const userTitle = (user: { firstName: string; lastName: string; employeeCode: string | null }, siteType: SiteType) =>
  siteType === "wholesale" ? `${user.firstName} ${user.lastName}` : `${user.firstName} ${user.lastName} ${user.employeeCode ?? notAvailable}`;
export const personalDetails = "Personal details";
export const contactDetails = "Contact details";
export const employeeDetails = "Employee details";
/** The heading of each of the user's three edit pages (personal, contact, employee). */
export const editHeading = (kind: EditKind) =>
  edit(kind === "personal" ? personalDetails : kind === "contact" ? contactDetails : employeeDetails);
export const rolesHeading = "Roles";
export const statusHeading = "Status";
export const paymentDetails = "Payment details";
export const approversHeading = "Approvers";
export const userGroupsHeading = "User groups";
export const edit = (what: string) => `Edit ${what.toLowerCase()}`;
export const manageRoles = "Manage roles";
export const deactivate = "Deactivate";
export const activate = "Activate";
export const deleteUser = "Delete user";
export const managePaymentDetails = "Manage payment details";
export const manageApprovers = "Manage approvers";
export const noRoles = "No roles.";
export const noCostCentres = "No cost centres.";
export const defaultCostCentre = "Default";
export const inactiveCostCentre = "Disabled";
export const noUserGroups = "Not a member of any user group.";
export const ownApprovers = "Approvers assigned to this user:";
export const approversFromUnit = (unit: string, siteType: SiteType) => `No approvers of their own: the approvers of ${orgWords(siteType).unitLower} ${unit} apply:`;
export const approversFromAdmins = "No approvers assigned: the organisation's administrators approve:";
export const noApprovers = "No approvers.";
export const neverChanged = "Not changed here yet.";
export const titleNames: Record<string, string> = { mr: "Mr", mrs: "Mrs", ms: "Ms", miss: "Miss", dr: "Dr", mx: "Mx" };
export const notGiven = "Not given";

// Flash messages
export const userCreated = (name: string) => `User ${name} created. They will receive an e-mail to set their password.`;
export const personalSaved = "Personal details saved.";
export const contactSaved = "Contact details saved.";
export const employeeSaved = "Employee details saved.";
