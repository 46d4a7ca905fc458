import { invalidParameter } from "./errors";

/** `Idempotency-Key`: optional; 8–100 characters of letters, digits, `-` and `_` (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's idempotency key (null without the header); a malformed one is 400 on `Idempotency-Key`. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!KEY_PATTERN.test(header)) throw invalidParameter("Idempotency-Key", "The Idempotency-Key header must be 8–100 letters, digits, '-' or '_'");
  return header;
}
