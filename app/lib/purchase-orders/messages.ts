/**
 * Texts of the purchase-order pages (issue 6). Spec texts are quoted exactly (part 1 §2, §5, §9; part 2 §8); the
 * rest are ours (the spec is silent) and say so. Kept apart from app/lib/messages.ts (decision 004): only the
 * purchase-order pages load them.
 *
 * Business units are called stores on the wholesale site (spec part 1 §1): every text that names them comes in
 * both words; pick with `unitWords(siteType)`.
 */

export type SiteType = "corporate" | "wholesale";

// Spec part 1 §5: validation.
export const required = "This information is required.";
export const numberInvalid = "Please enter less than 18 alphanumeric characters.";
export const descriptionInvalid = "Please enter a valid name. Names can contain letters, spaces, hyphens and apostrophes.";

// Spec part 2 §8: 'the description, then the number in brackets, then 'was successfully added.''
export const added = (description: string, number: string) => `${description} (${number}) was successfully added.`;

// Spec part 1 §2: step headings.
export const detailsStep = "Purchase order details";
export const summaryStep = "Summary";

// Spec part 1 §9: selector texts.
export const unitsSelected = (count: number) => `${count} unit(s) selected`;

/** The words for business units on each site (spec part 1 §1, §2, §9). */
export function unitWords(siteType: SiteType) {
  const wholesale = siteType === "wholesale";
  return {
    /** Spec part 1 §9. */
    searchPlaceholder: wholesale ? "Search stores" : "Search business units",
    // Ours:
    label: wholesale ? "Stores" : "Business units",
    singular: wholesale ? "store" : "business unit",
    /** Spec part 1 §2: the form note (wording ours). */
    note: wholesale
      ? "This purchase order can be used by all users in the selected stores."
      : "This purchase order can be used by all users in the selected business units.",
    searchLabel: wholesale ? "Search stores" : "Search business units",
    searchButton: "Search",
    noMatches: wholesale ? "No stores match your search." : "No business units match your search.",
    filterLabel: wholesale ? "Store" : "Business unit",
    allUnits: wholesale ? "All stores" : "All business units",
  } as const;
}

// Ours: page titles, labels and buttons.
export const listTitle = "Purchase orders";
export const addTitle = "Add purchase order";
export const addButton = "Add purchase order";
export const numberLabel = "Purchase order number";
export const numberHint = "Up to 17 letters and numbers.";
export const descriptionLabel = "Description";
export const descriptionHint = "Letters, spaces, hyphens and apostrophes.";
export const nextButton = "Next";
export const backButton = "Back";
export const submitButton = "Submit";
export const submitting = "Submitting…";
export const editTitle = (number: string) => `Edit purchase order ${number}`;
export const editButton = "Edit";
export const saveButton = "Save changes";
export const cancelLink = "Cancel";
export const deleteButton = "Delete";
export const deleteTitle = (number: string) => `Delete purchase order ${number}?`;
export const deleteWarning = "The purchase order can no longer be used by anyone. This cannot be undone.";
export const deleteConfirm = "Yes, delete";
export const updated = (number: string) => `Purchase order ${number} was updated.`;
export const deleted = (number: string) => `Purchase order ${number} was deleted.`;
export const statusLabel = "Status";
export const createdLabel = "Created";
export const updatedLabel = "Updated";
export const createdByLabel = "Created by";
export const allStatuses = "All statuses";
export const createdFromLabel = "Created from";
export const createdToLabel = "Created to";
export const dateHint = "For example, 2026-11-01.";
export const sortLabel = "Sort by";
export const applyFilters = "Apply filters";
export const clearFilters = "Clear filters";
export const noPurchaseOrders = "No purchase orders match these filters.";
export const dateInvalid = "Enter a real date as yyyy-mm-dd, for example 2026-11-01.";
export const dateRangeInvalid = "The 'Created to' date must be the same as or after the 'Created from' date.";
export const showingCount = (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} purchase orders`;
export const draftMissing = "Start by entering the purchase order details.";
export const backToList = "Back to purchase orders";

// --- Helper B (creation, selector, edit): ours unless marked. ---
export const stepOf = (step: number, total: number) => `Step ${step} of ${total}`;
export const stepsLabel = "Steps";
export const unitsUnavailable = "One or more of the chosen units can no longer be used. Go back and choose them again.";
export const removeUnit = (name: string) => `Remove ${name}`;
export const chosenUnits = "Chosen";
export const searching = "Searching…";
export const searchFailed = "The search did not work. Please try again.";
export const matchCount = (count: number) => (count === 1 ? "1 match" : `${count} matches`);
export const numberFixedHint = "The number cannot be changed.";
export const doneButton = "Done";

// ---- Helper C (list, detail, delete): ours, the spec is silent. ----
export const statusNames = { OPEN: "Open", CLOSED: "Closed" } as const;
export const statusInvalid = "Select a status from the list.";
export const unitInvalid = (singular: string) => `Select a ${singular} from the list.`;
export const sortInvalid = "Select a sort order from the list.";
export const filtersHeading = "Filter purchase orders";
export const resultsCaption = "Purchase orders, with the number linking to the details";
export const numberColumn = "Number";
export const unitsColumn = (label: string) => label;
export const detailsHeading = "Details";
export const deleteLink = "Delete";
export const cancelDelete = "Cancel";
export const noPurchaseOrdersYet = "There are no purchase orders yet.";
export const pageOutOfRange = "There are no purchase orders on this page.";
export const paginationLabel = "Purchase order pages";
