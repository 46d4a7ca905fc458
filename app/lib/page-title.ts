/** Page titles: '{page} – Uniform Store', prefixed 'Error: ' when the root loader saw form errors. */
export function pageTitle(title: string, matches: ReadonlyArray<{ id: string; data?: unknown }>) {
  const root = matches.find((m) => m.id === "root")?.data as { hasFormErrors?: boolean } | undefined;
  const full = `${title} – Uniform Store`;
  return root?.hasFormErrors ? `Error: ${full}` : full;
}
