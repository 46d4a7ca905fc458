/**
 * Payment origins: where the storefront may send buyers with a form post (the card registration round trip).
 * The CSP's `form-action` lists them (app/lib/security-headers.server.ts) and the action checks the backend's
 * `postUrl` against them before rendering the auto-posting form. Pure (tests/payments/origins.test.ts).
 */

/** Comma-separated URLs → their origins (http and https only; anything else is dropped). */
export function parseOrigins(value: string): string[] {
  const origins: string[] = [];
  for (const part of value.split(",").map((s) => s.trim()).filter(Boolean)) {
    try {
      const url = new URL(part);
      if ((url.protocol === "http:" || url.protocol === "https:") && !origins.includes(url.origin)) origins.push(url.origin);
    } catch {
      // not a URL: ignored (the CSP must never carry arbitrary text)
    }
  }
  return origins;
}

/** PAYMENT_ORIGINS when set, else the origin of OCC_BASE_URL (the reference backend hosts the card page). */
export function paymentOriginsFrom(configured: string, occBaseUrl: string): string[] {
  const listed = parseOrigins(configured);
  return listed.length > 0 ? listed : parseOrigins(occBaseUrl);
}

export function isPaymentOriginAllowed(postUrl: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(postUrl);
    return (url.protocol === "http:" || url.protocol === "https:") && origins.includes(url.origin);
  } catch {
    return false;
  }
}
