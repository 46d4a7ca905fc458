import { z } from "zod";
import * as messages from "~/lib/messages";
import { FORWARDED_FOR_HEADER } from "./client.server";
import { OccError, kindForStatus } from "./errors";
import { type ServerTiming } from "./server-timing";

/**
 * Call group "Authentication" (spec part 2 §7): `POST {base}/authorizationserver/oauth/token`,
 * form-encoded. The storefront uses the password grant to sign in and the refresh grant to
 * renew a session; logout revokes the token.
 */

export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().int().nonnegative(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

const OAuthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export interface OAuthConfig {
  tokenUrl: string;
  revokeUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export type TokenGrant =
  | { grantType: "password"; username: string; password: string }
  | { grantType: "refresh_token"; refreshToken: string }
  /** The storefront's own token for anonymous calls that OCC protects (registration, password reset). */
  | { grantType: "client_credentials" };

/**
 * A rejected sign-in or refresh, with the catalogue text (part 2 §8): bad credentials
 * '{message}. Please login again.', disabled '{message}. Please contact administration.',
 * invalid client 'Bad client credentials'.
 */
export class OAuthError extends Error {
  override readonly name = "OAuthError";
  constructor(
    readonly code: string,
    readonly description: string,
    /** 429 (too many failed sign-ins, issue 21): the `Retry-After` seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${code}: ${description}`);
  }

  get userMessage(): string {
    if (this.retryAfterSeconds !== null) return messages.signInLimit(this.retryAfterSeconds);
    if (this.code === "invalid_client") return messages.badClientCredentials;
    if (this.code === "invalid_grant" && /disabled/i.test(this.description)) {
      return messages.userDisabled(trimStop(this.description));
    }
    if (this.code === "invalid_grant") return messages.badCredentials(trimStop(this.description || "Bad credentials"));
    return messages.unknownError;
  }
}

function trimStop(text: string) {
  return text.replace(/\.+$/, "");
}

interface CallOptions {
  signal?: AbortSignal;
  timings?: ServerTiming[];
  fetch?: typeof fetch;
  /** The browser's address (`RequestContext.clientAddress`), sent as `X-Forwarded-For` (per-address limits). */
  clientAddress?: string;
}

/** The seconds of a 429's `Retry-After` (at least 1), or null for any other answer. */
export function retryAfterSeconds(status: number, header: string | null): number | null {
  if (status !== 429) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

export async function requestToken(config: OAuthConfig, grant: TokenGrant, options: CallOptions = {}) {
  const form = new URLSearchParams({
    grant_type: grant.grantType,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  if (grant.grantType === "password") {
    form.set("username", grant.username);
    form.set("password", grant.password);
  } else if (grant.grantType === "refresh_token") {
    form.set("refresh_token", grant.refreshToken);
  }
  const response = await post(config, config.tokenUrl, form, `POST oauth/token (${grant.grantType})`, options);
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = OAuthErrorSchema.safeParse(json);
    if (parsed.success) {
      throw new OAuthError(
        parsed.data.error,
        parsed.data.error_description ?? "",
        retryAfterSeconds(response.status, response.headers.get("Retry-After")),
      );
    }
    throw new OccError(kindForStatus(response.status), response.status, "oauth/token");
  }
  const parsed = TokenResponseSchema.safeParse(json);
  if (!parsed.success) {
    console.error(`[occ] response of oauth/token does not match its schema: ${parsed.error.message}`);
    throw new OccError("schemaMismatch", response.status, "oauth/token");
  }
  return parsed.data;
}

/** Revokes an access token (and its refresh token). Best effort: logout never fails on it. */
export async function revokeToken(config: OAuthConfig, token: string, options: CallOptions = {}) {
  try {
    const response = await post(config, config.revokeUrl, new URLSearchParams({ token }), "POST oauth/revoke", options);
    await response.body?.cancel();
  } catch {
    // The session is destroyed locally either way; the token expires on its own.
  }
}

async function post(config: OAuthConfig, url: string, form: URLSearchParams, label: string, options: CallOptions) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const started = performance.now();
  try {
    return await doFetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        ...(options.clientAddress ? { [FORWARDED_FOR_HEADER]: options.clientAddress } : {}),
      },
      body: form,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.aborted) throw new OccError("gatewayTimeout", 0, "oauth/token");
    throw new OccError("network", 0, "oauth/token"); // POST: never retried
  } finally {
    options.timings?.push({ name: `oauth-${(options.timings?.length ?? 0) + 1}`, description: label, durationMs: performance.now() - started });
  }
}
