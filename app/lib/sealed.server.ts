import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/**
 * Authenticated encryption for what the storefront hands the browser to keep (decision 022): the session cookie and
 * the short-lived sign-in cookies. AES-256-GCM with a key per purpose derived from SESSION_SECRET by HKDF-SHA256, so
 * the browser can neither read nor change a value, and one purpose's value never opens as another's (the purpose is
 * both the HKDF info and the GCM additional data).
 *
 * Rotation, the way Remix cookie `secrets` work: values are sealed with SESSION_SECRET and opened with it or any of
 * SESSION_PREVIOUS_SECRETS (comma-separated, newest first), so changing the secret signs nobody out; drop an old secret
 * once the longest-lived value sealed with it has expired.
 *
 * A sealed value is `base64url(iv ‖ tag ‖ ciphertext)`: cookie-safe without escaping, 38 characters longer than the
 * base64url of the plaintext.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = "uniform-store sealed values v1";
/** Development and tests only: production refuses to start without SESSION_SECRET (env.server.ts). */
const DEV_SECRET = "dev-only-session-secret-not-for-production";

export type SealPurpose = "session-cookie" | "pending-sign-in" | "sso-state";

const keyCache = new Map<string, Buffer>();

function deriveKey(secret: string, purpose: SealPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, SALT, purpose, 32));
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** The secrets in use: the first seals, all open. */
export function sealingSecrets(): string[] {
  const env = getEnv();
  return [env.sessionSecret ?? DEV_SECRET, ...env.previousSessionSecrets];
}

export function seal(plaintext: string, purpose: SealPurpose, secrets: readonly string[] = sealingSecrets()): string {
  const [secret] = secrets;
  if (!secret) throw new Error("No secret to seal with");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The plaintext, or null when `sealed` was not sealed for `purpose` with one of `secrets` (or was changed). */
export function unseal(sealed: string, purpose: SealPurpose, secrets: readonly string[] = sealingSecrets()): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const ciphertext = bytes.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret, purpose), iv);
      decipher.setAAD(Buffer.from(purpose, "utf8"));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
    } catch {
      // not this secret (or tampered): try the next
    }
  }
  return null;
}

/** Seals a JSON value. */
export const sealJson = (value: unknown, purpose: SealPurpose, secrets?: readonly string[]) => seal(JSON.stringify(value), purpose, secrets);

/** Opens a JSON value sealed by `sealJson`; null when it does not open or is not JSON. */
export function unsealJson(sealed: string, purpose: SealPurpose, secrets?: readonly string[]): unknown {
  const plaintext = unseal(sealed, purpose, secrets);
  if (plaintext === null) return null;
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    return null;
  }
}

/** The value of cookie `name` in a Cookie header (the first one), or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export interface CookieAttributes {
  path?: string;
  maxAgeSeconds?: number;
  /** Expire it now (a deletion). */
  expired?: boolean;
}

/** A Set-Cookie header for a sealed (cookie-safe) value: httpOnly, SameSite=Lax, Secure in production. */
export function serializeCookie(name: string, value: string, { path = "/", maxAgeSeconds, expired = false }: CookieAttributes = {}): string {
  const parts = [`${name}=${value}`, `Path=${path}`];
  if (expired) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT", "Max-Age=0");
  else if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  parts.push("HttpOnly", "SameSite=Lax");
  if (getEnv().isProduction) parts.push("Secure");
  return parts.join("; ");
}
