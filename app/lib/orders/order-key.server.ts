import { randomUUID } from "node:crypto";

/**
 * A new one-time order key for the place-order form (decision 010): minted by the loader that renders the form
 * (payment details), carried as the hidden `orderKey` and sent as the `Idempotency-Key` header. A double click or
 * a resubmitted POST repeats the key; the backend answers the order it already placed.
 */
export function newOrderKey(): string {
  return randomUUID();
}
