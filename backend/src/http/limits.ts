import { type Context } from "hono";
import { type Limit } from "../rate-limits";
import { clientAddress } from "./client-address";
import { type AppDeps } from "./env";
import { tooManyAttempts } from "./errors";

/**
 * The brute-force limits as the routes use them (issue 21, hole 2; rate-limits.ts, docs/reference-backend.md
 * "Limits"). Each text follows the spec's registration rate-limit wording ('You have reached the limit of sending
 * verification code. Please wait {seconds} seconds before retrying …').
 */
export const limitMessages = {
  signIn: (seconds: number) => `You have reached the limit of sign-in attempts. Please wait ${seconds} seconds before retrying.`,
  passwordReset: (seconds: number) =>
    `You have reached the limit of password reset requests. Please wait ${seconds} seconds before retrying.`,
  /** The spec's own text (part 2 §8), for codes sent from one address as for one e-mail address. */
  verificationSend: (seconds: number) =>
    `You have reached the limit of sending verification code. Please wait ${seconds} seconds before retrying or use a different email address.`,
  verification: (seconds: number) =>
    `You have reached the limit of verification code attempts. Please wait ${seconds} seconds before retrying.`,
};

/** The caller's address, as the per-address limits count it (http/client-address.ts). */
export const addressOf = (deps: AppDeps, c: Context) => clientAddress(c, deps.config.trustedProxies);

/** Counts one attempt under every limit, or throws 429 RateLimitError (`message(seconds)`). Returns the event ids. */
export function countAttempt(deps: AppDeps, limits: readonly Limit[], message: (seconds: number) => string): number[] {
  const result = deps.limiter.attempt(limits);
  if (!result.allowed) throw tooManyAttempts(message(result.retryAfterSeconds), result.retryAfterSeconds);
  return result.eventIds;
}

/**
 * Runs `run` as one attempt under `limits` that counts only when it throws (an unknown punch-out sid, a wrong code):
 * a call that succeeds takes its attempt back. Once a limit is reached, `run` is not called: 429 instead.
 */
export function countFailure<T>(deps: AppDeps, limits: readonly Limit[], message: (seconds: number) => string, run: () => T): T {
  const eventIds = countAttempt(deps, limits, message);
  const result = run();
  deps.limiter.forgive(eventIds);
  return result;
}
