import { getEnv } from "~/lib/env.server";

/**
 * A CSP source expression that allows exactly `url` (scheme, host, port and path; CSP ignores the query): the
 * punch-out transfer page's BrowserFormPost URL. Null for anything but http(s). `;` and `,` (which would end the
 * directive or the policy) are percent-encoded, as CSP compares paths percent-decoded.
 */
export function cspSourceForUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const path = parsed.pathname.replace(/;/g, "%3B").replace(/,/g, "%2C");
  return `${parsed.origin}${path}`;
}

/**
 * Security headers for every response (documents, data, resource routes and static files):
 * a strict CSP with a per-request nonce for Remix's inline scripts, nosniff, a strict referrer
 * policy, and no framing. Forms may post to this origin and to the payment origins only (issue 5, card
 * registration: docs/decisions/009-card-registration-round-trip.md).
 */
export function securityHeaders(nonce: string, { formAction }: { formAction?: string } = {}): Record<string, string> {
  const env = getEnv();
  const media = new URL(env.mediaBaseUrl).origin;
  const dev = env.nodeEnv === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${media}`,
    "font-src 'self'",
    // Remix's live reload talks to its dev server over a WebSocket in development only.
    `connect-src 'self'${dev ? " ws://localhost:* ws://127.0.0.1:*" : ""}`,
    // The card registration round trip posts the buyer to the payment page (PAYMENT_ORIGINS, default OCC_BASE_URL's origin).
    // A response that posts elsewhere (the punch-out transfer page) names exactly that URL instead.
    formAction ? `form-action 'self' ${formAction}` : `form-action 'self' ${env.paymentOrigins.join(" ")}`.trimEnd(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
