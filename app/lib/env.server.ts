import { z } from "zod";
import { paymentOriginsFrom } from "~/lib/payments/origins";

/**
 * Storefront configuration, read once from environment variables (documented in README and
 * .env.example). In production the server refuses to start without SESSION_SECRET.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    SITE_TYPE: z.enum(["corporate", "wholesale"]).default("corporate"),
    OCC_BASE_URL: z.string().url().default("http://127.0.0.1:4000/occ/v2"),
    OCC_BASE_SITE: z.string().min(1).optional(),
    OCC_CLIENT_ID: z.string().min(1).default("storefront"),
    OCC_CLIENT_SECRET: z.string().min(1).default("storefront-secret"),
    OCC_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    MEDIA_BASE_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(1).optional(),
    /** Decision 022: older session secrets (comma-separated, newest first) that still open sealed cookies. */
    SESSION_PREVIOUS_SECRETS: z.string().default(""),
    /**
     * Issue 21 hole 5: the identity provider's sign-in page. `/sso/start` sends the visitor there with a one-time
     * `state` and `redirect_uri` (this site's /SSO-Redirection); unset, SSO cannot start here.
     */
    SSO_LOGIN_URL: z.string().url().optional(),
    /** Issue 21: send the Server-Timing header (backend call names and durations) only when set to 1. */
    SERVER_TIMING: z.string().default("0"),
    ALLOWED_REDIRECT_ORIGINS: z.string().default(""),
    /** Spec part 1 §2: paths that send a proxy-mode user to /order-in-progress (prefixes, comma-separated). */
    PROXY_RESTRICTED_PATHS: z.string().default("/my-account,/purchase-order,/organisation,/register,/customer-onboarding"),
    /** Issue 5: origins the card registration may post buyers to (comma-separated); default: OCC_BASE_URL's origin. */
    PAYMENT_ORIGINS: z.string().default(""),
  })
  .transform((env) => {
    const occOrigin = new URL(env.OCC_BASE_URL).origin;
    return {
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === "production",
      siteType: env.SITE_TYPE,
      occBaseUrl: env.OCC_BASE_URL.replace(/\/+$/, ""),
      baseSite: env.OCC_BASE_SITE ?? env.SITE_TYPE,
      oauthTokenUrl: `${occOrigin}/authorizationserver/oauth/token`,
      oauthRevokeUrl: `${occOrigin}/authorizationserver/oauth/revoke`,
      clientId: env.OCC_CLIENT_ID,
      clientSecret: env.OCC_CLIENT_SECRET,
      timeoutMs: env.OCC_TIMEOUT_MS,
      mediaBaseUrl: (env.MEDIA_BASE_URL ?? occOrigin).replace(/\/+$/, ""),
      sessionSecret: env.SESSION_SECRET,
      previousSessionSecrets: env.SESSION_PREVIOUS_SECRETS.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      serverTiming: env.SERVER_TIMING === "1",
      ssoLoginUrl: env.SSO_LOGIN_URL ?? null,
      allowedRedirectOrigins: env.ALLOWED_REDIRECT_ORIGINS.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      proxyRestrictedPaths: env.PROXY_RESTRICTED_PATHS.split(",")
        .map((s) => s.trim())
        .filter((s) => s.startsWith("/")),
      paymentOrigins: paymentOriginsFrom(env.PAYMENT_ORIGINS, env.OCC_BASE_URL),
    };
  });

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    cached = EnvSchema.parse(process.env);
    if (cached.isProduction && !cached.sessionSecret) {
      throw new Error("SESSION_SECRET must be set when NODE_ENV=production.");
    }
  }
  return cached;
}

/** For tests: forget the parsed environment so a changed process.env is read again. */
export function resetEnvForTests() {
  cached = undefined;
}
