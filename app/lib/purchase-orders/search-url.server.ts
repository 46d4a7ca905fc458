/**
 * The no-JS unit search of the purchase-order forms (docs/purchase-orders.md "Enter without JavaScript").
 *
 * Without JavaScript, Enter in a text field "clicks" the form's first submit button: a hidden button
 * `intent=enter` (components/purchase-orders/default-submit.tsx). It means "Search" when the search field holds a
 * term other than the one the page shows results for (`appliedSearchTerm`), and otherwise the form's own submit —
 * Next on step 1 (validation only, spec part 1 §5: Enter never creates anything) and Save on edit.
 */
export function isSearchSubmit(formData: FormData): boolean {
  const intent = formData.get("intent");
  if (intent === "search") return true;
  if (intent !== "enter") return false;
  return termOf(formData, "searchTerm") !== termOf(formData, "appliedSearchTerm");
}

/** The page to come back to after a no-JS unit search: the term in the URL, scrolled to the selector. */
export function searchUrl(path: string, formData: FormData): string {
  const trimmed = termOf(formData, "searchTerm");
  return `${path}${trimmed ? `?searchTerm=${encodeURIComponent(trimmed)}` : ""}#units`;
}

function termOf(formData: FormData, name: string): string {
  const term = formData.get(name);
  return typeof term === "string" ? term.trim().slice(0, 100) : "";
}
