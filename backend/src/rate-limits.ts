import { type LimitsConfig } from "./config";
import { type Db } from "./db";

/**
 * Brute-force limits (issue 21, hole 2): attempts counted per bucket and key (an account, a client address) in a
 * sliding window, in SQLite (table rate_limit_events, migration 021) so several backend processes share one count.
 *
 * `attempt` checks every limit it is given and, when none is reached, records one attempt under each, in one
 * BEGIN IMMEDIATE transaction: parallel guesses cannot all pass the check before any is counted. What does not
 * count (a successful sign-in, a right verification code) is taken back with `forgive`.
 */

/** One limit: at most `max` attempts per `key` within `windowSeconds`. */
export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowSeconds: number;
}

/** The attempt was counted (its event ids, for `forgive`), or a limit is reached and says how long to wait. */
export type AttemptResult = { allowed: true; eventIds: number[] } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  attempt(limits: readonly Limit[]): AttemptResult;
  /** Takes back the events of an attempt that does not count. */
  forgive(eventIds: readonly number[]): void;
  /** Forgets every attempt of one key (an account's failures after it signed in). */
  clear(bucket: string, key: string): void;
}

/** The limits of each limited call, from the configuration. Keys: a lower-cased account id, or a client address. */
export function limitsOf(config: LimitsConfig) {
  const limit = (bucket: string, max: number) => (key: string): Limit => ({ bucket, key, max, windowSeconds: config.windowSeconds });
  return {
    signInAccount: limit("signin:account", config.signInPerAccount),
    signInAddress: limit("signin:address", config.signInPerAddress),
    resetAccount: limit("reset:account", config.resetPerAccount),
    resetAddress: limit("reset:address", config.resetPerAddress),
    verificationAddress: limit("verification:address", config.verificationPerAddress),
    entryAddress: limit("entry:address", config.entryPerAddress),
  };
}
export type Limits = ReturnType<typeof limitsOf>;

export function rateLimiter(db: Db, now: () => number): RateLimiter {
  const eventsSince = db.prepare<[string, string, number], { at: number }>(
    "SELECT at FROM rate_limit_events WHERE bucket = ? AND key = ? AND at > ? ORDER BY at",
  );
  const insert = db.prepare<[string, string, number]>("INSERT INTO rate_limit_events (bucket, key, at) VALUES (?, ?, ?)");
  const remove = db.prepare<[number]>("DELETE FROM rate_limit_events WHERE id = ?");
  const clear = db.prepare<[string, string]>("DELETE FROM rate_limit_events WHERE bucket = ? AND key = ?");
  /** Events older than the longest window no limit can see any more. */
  const prune = db.prepare<[number]>("DELETE FROM rate_limit_events WHERE at <= ?");

  /** Seconds until `limit` allows another attempt (0: now). */
  function waitFor(limit: Limit, at: number): number {
    const windowMs = limit.windowSeconds * 1000;
    const events = eventsSince.all(limit.bucket, limit.key, at - windowMs);
    if (events.length < limit.max) return 0;
    // The attempt is allowed again once enough events left the window that fewer than `max` remain.
    const freeing = events[events.length - limit.max];
    return freeing ? Math.max(1, Math.ceil((freeing.at + windowMs - at) / 1000)) : 0;
  }

  const attempt = db.transaction((limits: readonly Limit[], at: number): AttemptResult => {
    const longest = Math.max(0, ...limits.map((limit) => limit.windowSeconds));
    prune.run(at - longest * 1000);
    const retryAfterSeconds = Math.max(0, ...limits.map((limit) => waitFor(limit, at)));
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    return { allowed: true, eventIds: limits.map((limit) => Number(insert.run(limit.bucket, limit.key, at).lastInsertRowid)) };
  });

  return {
    attempt: (limits) => attempt.immediate(limits, now()),
    forgive: (eventIds) => {
      for (const id of eventIds) remove.run(id);
    },
    clear: (bucket, key) => {
      clear.run(bucket, key);
    },
  };
}
