/**
 * Image URL rule (spec part 1 §5): URLs starting with `http` or `//` are used as they are;
 * anything else is a backend media path, served through the storefront's `/medias/*` proxy,
 * which prepends MEDIA_BASE_URL on the server (same origin for the CSP, cacheable, and a
 * placeholder when the image is missing — which works without JavaScript).
 */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

export function imageUrl(url: string | null | undefined): string {
  if (!url) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//i.test(url) || url.startsWith("//")) return url;
  const path = url.startsWith("/") ? url : `/${url}`;
  return path.startsWith("/medias/") ? path : `/medias${path}`;
}
