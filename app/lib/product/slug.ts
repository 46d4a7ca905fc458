/**
 * Product URLs: `/product/{productCode}/{productName}` with slashes removed from the name
 * (spec part 1 §2). The name may contain HTML (spec part 1 §3): tags are dropped first so the
 * URL never carries markup.
 */
export function productNameSlug(name: string): string {
  return name
    .replace(/<[^>]*>/g, " ")
    .replace(/[/\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function productPath(code: string, name: string): string {
  const slug = productNameSlug(name);
  return `/product/${encodeURIComponent(code)}/${encodeURIComponent(slug || code)}`;
}
