import { randomUUID } from "node:crypto";

/**
 * The Idempotency-Key a create form carries (a hidden `key` field rendered with the form), so a double submit creates
 * once; a missing or malformed one gets a fresh key (that submit is then not deduplicated, but it still works).
 */
export function idempotencyKeyOf(form: FormData): string {
  return String(form.get("key") ?? "").match(/^[A-Za-z0-9-]{8,100}$/)?.[0] ?? randomUUID();
}
