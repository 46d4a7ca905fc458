import { type UploadColumn, type UploadRowError } from "./upload-view";
import * as users from "~/lib/org-users/messages";
import { orgWords, type SiteType } from "~/lib/organisation/messages";
import { type FileProblem, MAX_UPLOAD_MB, MAX_UPLOAD_ROWS } from "./paths";

/**
 * Texts of the bulk user upload pages (issue 27; docs/organisation.md "Bulk user upload"). The row messages are the
 * create-user form's (app/lib/org-users/messages.ts: 'This field is required.', 'This is not a valid email format.',
 * the user conflict of part 2 §8) so a row says what the form would; the file rules (part 2 §5) are ours.
 */

export const uploadTitle = "Upload users";
export const uploadLink = "Upload users";
export const backToUsers = users.backToUsers;
export const intro = `Add up to ${MAX_UPLOAD_ROWS} users from one file: download the template, fill one user a row, then upload it. You see every row before anything is created.`;
export const templateHeading = "1. Download the template";
export const templateCsv = "Template (CSV)";
export const templateXlsx = "Template (Excel .xlsx)";
export const columnsHint = (siteType: SiteType) =>
  `Columns: title (optional: mr, mrs, ms, miss, dr, mx), first name, last name, e-mail, mobile (optional), employee code (optional: left blank, the next free code is generated), ${orgWords(siteType).unitLower} (its ID, e.g. acme-au-nsw), roles (Wearer, Customer, Approver, Manager, Admin, View Unit-Level Orders; several separated by ;).`;
export const fileHeading = "2. Upload the file";
export const fileLabel = "File";
export const fileHint = `A .csv or .xlsx file of at most ${MAX_UPLOAD_MB} MB and ${MAX_UPLOAD_ROWS} users.`;
export const uploadSubmit = "Upload and preview";
export const progressLabel = "Upload progress";
export const progressText = (percent: number) => `${percent}% uploaded`;
export const uploadFailed = "The upload did not finish. Check your connection and try again.";

export const fileMessages: Record<FileProblem, string> = {
  missing: "Choose a file to upload.",
  fileType: "The file must be a .csv or .xlsx file.",
  tooLarge: `The file must be at most ${MAX_UPLOAD_MB} MB.`,
  empty: "The file is empty: add at least one user below the column headings.",
  unparsable: "The file could not be read: use the template's columns, saved as CSV (UTF-8) or Excel .xlsx.",
  tooManyRows: `The file has more than ${MAX_UPLOAD_ROWS} users: split it into files of at most ${MAX_UPLOAD_ROWS}.`,
};

// Preview
export const previewTitle = "Check the users before creating them";
export const previewSummary = (valid: number, rows: number) => `${valid} of ${rows} ${rows === 1 ? "row is" : "rows are"} valid.`;
export const choiceText = (valid: number, invalid: number) =>
  invalid === 0
    ? `Every row is valid: ${valid} ${valid === 1 ? "user is" : "users are"} created.`
    : `Only the ${valid} valid ${valid === 1 ? "row is" : "rows are"} created, all together. The ${invalid} ${invalid === 1 ? "row" : "rows"} with errors ${invalid === 1 ? "is" : "are"} not created: download ${invalid === 1 ? "it" : "them"} to fix and upload again.`;
export const createSubmit = (valid: number) => `Create ${valid} ${valid === 1 ? "user" : "users"}`;
export const nothingValid = "No row is valid, so no user can be created. Fix the file and upload it again.";
export const uploadAnother = "Upload another file";
export const downloadFailures = (invalid: number) => `Download the ${invalid} ${invalid === 1 ? "row" : "rows"} with errors (CSV)`;
export const rowsCaption = (fileName: string) => `Rows of ${fileName}`;
export const rowColumn = "Row";
export const nameColumn = "Name";
export const emailColumn = "E-mail";
export const unitColumn = (siteType: SiteType) => orgWords(siteType).unit;
export const rolesColumn = "Roles";
export const codeColumn = "Employee code";
export const checkColumn = "Check";
export const valid = "Valid";
/** A row's name as the file has it, a known title by its name ('dr' → Dr). */
export const rowName = (values: { title: string; firstName: string; lastName: string }) =>
  [users.titleNames[values.title.trim().toLowerCase().replace(/\.$/, "")] ?? values.title, values.firstName, values.lastName].filter(Boolean).join(" ");
export const generatedCode = "Generated on creation";
export const uploadChanged = "Some rows changed since you checked them (another change took an e-mail, employee code or mobile number). Nothing was created: check the rows again.";

// Result
export const resultTitle = "Users created";
export const createdSummary = (count: number) => `${count} ${count === 1 ? "user was" : "users were"} created. Each will receive an e-mail to set their password.`;
export const failedSummary = (count: number) => `${count} ${count === 1 ? "row was" : "rows were"} not created because of errors.`;
export const createdCaption = "Created users";
export const notCreatedYet = "These users have not been created yet.";
export const errorsColumn = "errors";

const fieldNames: Record<UploadColumn, string> = {
  title: "Title",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  mobile: "Mobile",
  employeeCode: "Employee code",
  unit: "Unit",
  roles: "Roles",
};

/** One row error in the form's words (the backend's codes; its text only where ours has none). */
export function rowError(error: UploadRowError, value: string, siteType: SiteType): string {
  const field = error.field === "unit" ? orgWords(siteType).unit : fieldNames[error.field];
  switch (error.code) {
    case "required":
      return `${field}: ${users.required}`;
    case "invalid":
      if (error.field === "email") return `${field}: ${users.invalidEmail}`;
      if (error.field === "mobile") return `${field}: ${users.invalidMobile}`;
      if (error.field === "employeeCode") return `${field}: ${users.invalidCode}`;
      if (error.field === "title") return `${field}: ${users.invalidTitle}`;
      if (error.field === "firstName" || error.field === "lastName") return `${field}: ${value.length > 100 ? users.nameTooLong : users.invalidName}`;
      if (error.field === "roles") return `${field}: ${users.chooseRole}`;
      return `${field}: ${error.message}`;
    case "taken":
      if (error.field === "email") return users.emailTaken(value);
      if (error.field === "employeeCode") return users.codeTaken(value.toUpperCase());
      return users.mobileTaken(value);
    case "duplicateInFile":
      return `${field} ${value} is also on ${(error.rows ?? []).length > 1 ? "rows" : "row"} ${(error.rows ?? []).join(", ")} of this file.`;
    case "unknownUnit":
      return `${field} ${value} is not one you administer.`;
    case "unitDisabled":
      return users.unitDisabled(siteType);
    case "unknownRole":
      return `${error.message}. Use Wearer, Customer, Approver, Manager, Admin or View Unit-Level Orders.`;
  }
}
