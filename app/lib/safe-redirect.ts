/**
 * Redirect targets are same-origin paths only (non-negotiable 4): anything else — absolute
 * URLs, protocol-relative `//host`, backslash tricks, control characters — becomes `fallback`.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://storefront.invalid");
    if (url.origin !== "http://storefront.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Dot-segments can normalise '/.//evil.example' into the protocol-relative '//evil.example'.
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}

/** `/login?redirectTo=…` for the page the visitor asked for. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  // Spec part 1 §2: a signed-out visitor arriving with ?billTo goes to login with the value kept.
  const billTo = url.searchParams.get("billTo");
  if (billTo) params.set("billTo", billTo);
  const back = url.pathname + url.search;
  if (back !== "/") params.set("redirectTo", back);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/**
 * External redirects (identity provider, SSO continuation): only an absolute http(s) URL whose
 * origin is on the allow-list (env ALLOWED_REDIRECT_ORIGINS). Returns the normalised URL, or null.
 */
export function allowedExternalUrl(url: string | null | undefined, allowedOrigins: readonly string[]): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const allowed = allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
  return allowed ? parsed.href : null;
}
