/**
 * The cost-centre form's texts (issue 27, helper A): labels, hints and titles of the create and edit pages (Spartacus'
 * `orgCostCenter` and `organization.*` where it has them, Australian spelling; the rest ours). Re-exported by
 * messages.ts; the form, its schema and the create and edit pages import this module only (first-load JavaScript).
 */
export const codeLabel = "Code";
export const nameLabel = "Name";
export const currencyLabel = "Currency";
export const createTitle = "Create cost centre";
export const editTitle = "Edit cost centre";
export const subtitle = (name: string) => `Cost centre: ${name}`;
export const disabledEdit = "Enable the cost centre to allow editing.";
export const enable = "Enable";
export const save = "Save";
export const cancel = "Cancel";
export const codeHint = "Letters, digits, '.', '_' or '-' (up to 64), starting with a letter or digit. The code cannot be changed later.";
export const codeInvalid = "Enter a code of up to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.";
export const nameTooLong = "Enter a name of up to 255 characters.";
export const chooseUnit = (unitLower: string) => `Choose a ${unitLower}`;
export const chooseCurrency = "Choose a currency";
export const currencyUnknown = "Choose a currency of your organisation.";
