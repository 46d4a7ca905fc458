/**
 * Idempotent form submissions. Every add-to-cart form carries a one-time token (a random UUID
 * made when the form is rendered). The first submission with a token runs; a repeat of it —
 * a double click without JavaScript, a resent POST — gets the first one's result instead of
 * adding again, and a repeat that arrives while the first is still running waits for it.
 *
 * Why a server-side ledger and not the cookie session: two POSTs sent at once carry the same
 * cookie, so neither would see the other's token in the session. The ledger lives in this
 * server process (one Node process per site here); a deployment with several processes would
 * move it to a shared store (e.g. Redis SET NX with a TTL) behind the same interface.
 *
 * Only successful results are remembered: a submission that failed (validation, out of stock,
 * backend down) can be corrected and sent again with the same token.
 */
export interface SubmissionLedgerOptions {
  /** How long a used token is remembered. */
  ttlMs?: number;
  /** Upper bound on remembered tokens (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
}

export interface LedgerResult<T> {
  result: T;
  /** True when this submission was a repeat and nothing ran. */
  replayed: boolean;
}

interface Entry<T> {
  promise: Promise<T>;
  expiresAt: number;
}

export class SubmissionLedger<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SubmissionLedgerOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60 * 60 * 1000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Runs `run` once per `key`. `succeeded` decides whether a result is final (remembered) or
   * may be retried; a thrown error is never remembered.
   */
  async once(key: string, run: () => Promise<T>, succeeded: (result: T) => boolean): Promise<LedgerResult<T>> {
    this.prune();
    const existing = this.entries.get(key);
    if (existing) {
      try {
        const result = await existing.promise;
        if (succeeded(result)) return { result, replayed: true };
      } catch {
        // The first attempt failed: this one may try again.
      }
      if (this.entries.get(key) === existing) this.entries.delete(key);
      return this.once(key, run, succeeded);
    }

    const promise = run();
    const entry: Entry<T> = { promise, expiresAt: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    try {
      const result = await promise;
      if (!succeeded(result) && this.entries.get(key) === entry) this.entries.delete(key);
      return { result, replayed: false };
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private prune() {
    const now = this.now();
    // Every entry lives as long as the others, so insertion order is expiry order.
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(key);
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
