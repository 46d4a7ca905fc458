/** The page to come back to after a no-JS unit search: the term in the URL, scrolled to the selector. */
export function searchUrl(path: string, formData: FormData): string {
  const term = formData.get("searchTerm");
  const trimmed = typeof term === "string" ? term.trim().slice(0, 100) : "";
  return `${path}${trimmed ? `?searchTerm=${encodeURIComponent(trimmed)}` : ""}#units`;
}
