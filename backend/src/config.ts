import { z } from "zod";

/** The brute-force limits (rate-limits.ts): attempts per window, per account or per client address. */
export interface LimitsConfig {
  windowSeconds: number;
  /** Failed password sign-ins (`POST oauth/token`, password grant). */
  signInPerAccount: number;
  signInPerAddress: number;
  /** Password-reset requests and resends. */
  resetPerAccount: number;
  resetPerAddress: number;
  /** Registration verification codes sent, and wrong codes entered. */
  verificationPerAddress: number;
  /** Failed token entries: unknown punch-out sids, unknown bearer tokens (the SSO entry). */
  entryPerAddress: number;
}

/** The defaults of LimitsConfig (what BACKEND_*_LIMIT_* default to). */
export const DEFAULT_LIMITS: LimitsConfig = {
  windowSeconds: 900,
  signInPerAccount: 5,
  signInPerAddress: 50,
  resetPerAccount: 5,
  resetPerAddress: 50,
  verificationPerAddress: 50,
  entryPerAddress: 50,
};

const envSchema = z
  .object({
    BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    BACKEND_HOST: z.string().min(1).default("127.0.0.1"),
    BACKEND_DB: z.string().min(1).default("./data/backend.sqlite"),
    BACKEND_DEV_OUTBOX: z.string().optional(),
    /** Development routes stay off under NODE_ENV=production unless this is "1" as well (issue 21, hole 1). */
    BACKEND_DEV_ROUTES_IN_PRODUCTION: z.string().optional(),
    NODE_ENV: z.string().optional(),
    BACKEND_ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(31_536_000).default(43_200),
    OCC_CLIENT_ID: z.string().min(1).max(200).default("storefront"),
    OCC_CLIENT_SECRET: z.string().min(1).max(200).default("storefront-secret"),
    /** Storefront origins per base site, for links in e-mails and SMS (never taken from a request's Host). */
    BACKEND_STOREFRONT_URLS: z
      .string()
      .default("corporate=http://localhost:3000,wholesale=http://localhost:3001")
      .transform((value, ctx) => {
        const urls: Record<string, string> = {};
        for (const pair of value.split(",").map((s) => s.trim()).filter(Boolean)) {
          const [site, url] = pair.split("=", 2);
          try {
            if (!site || !url) throw new Error("missing '='");
            urls[site.trim()] = new URL(url.trim()).origin;
          } catch {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: `expected site=url pairs, got '${pair}'` });
          }
        }
        return urls;
      }),
    BACKEND_RESET_TOKEN_TTL: z.coerce.number().int().min(1).max(604_800).default(1800),
    BACKEND_CDC_RESET_URL: z.string().url().optional(),
    /**
     * Brute-force limits (issue 21, hole 2; rate-limits.ts): attempts per account and per client address within
     * BACKEND_LIMIT_WINDOW_SECONDS. The e2e backend raises the per-address ones (every browser there is 127.0.0.1).
     */
    BACKEND_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(DEFAULT_LIMITS.windowSeconds),
    BACKEND_SIGNIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.signInPerAccount),
    BACKEND_SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.signInPerAddress),
    BACKEND_RESET_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.resetPerAccount),
    BACKEND_RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.resetPerAddress),
    BACKEND_VERIFICATION_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.verificationPerAddress),
    BACKEND_ENTRY_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.entryPerAddress),
    /**
     * Peers whose X-Forwarded-For names the client (the storefront): comma-separated addresses, or "loopback"
     * (127.0.0.0/8 and ::1, the default). Any other peer is the client itself.
     */
    BACKEND_TRUSTED_PROXIES: z
      .string()
      .default("loopback")
      .transform((value) => value.split(",").map((s) => s.trim()).filter(Boolean)),
    /** A rotated refresh token answers the same new pair again for this long (issue 21, hole 3; decision 021). */
    BACKEND_REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Guest carts unchanged for this many days are purged with their guest users (issue 21, hole 8); 0 keeps them. */
    BACKEND_GUEST_CART_MAX_AGE_DAYS: z.coerce.number().min(0).max(3650).default(30),
    /**
     * `all` (default): this customer's OCC extensions (spec part 2 §7: `wwg-*`, `manage-approvals/*`,
     * `checkout/enablement`, …) beside the stock SAP Commerce 2211 B2B calls. `none`: only the stock calls, as a stock
     * SAP Commerce serves them; every extension path answers 404 `UnknownResourceError` (issue 22, http/extensions.ts).
     */
    BACKEND_EXTENSIONS: z.enum(["all", "none"]).default("all"),
  })
  .transform((env) => ({
    port: env.BACKEND_PORT,
    host: env.BACKEND_HOST,
    dbPath: env.BACKEND_DB,
    devOutbox:
      env.BACKEND_DEV_OUTBOX === "1" && (env.NODE_ENV !== "production" || env.BACKEND_DEV_ROUTES_IN_PRODUCTION === "1"),
    accessTokenTtlSeconds: env.BACKEND_ACCESS_TOKEN_TTL,
    clientId: env.OCC_CLIENT_ID,
    clientSecret: env.OCC_CLIENT_SECRET,
    storefrontUrls: env.BACKEND_STOREFRONT_URLS,
    resetTokenTtlSeconds: env.BACKEND_RESET_TOKEN_TTL,
    cdcResetUrl: env.BACKEND_CDC_RESET_URL ?? null,
    limits: {
      windowSeconds: env.BACKEND_LIMIT_WINDOW_SECONDS,
      signInPerAccount: env.BACKEND_SIGNIN_LIMIT_PER_ACCOUNT,
      signInPerAddress: env.BACKEND_SIGNIN_LIMIT_PER_ADDRESS,
      resetPerAccount: env.BACKEND_RESET_LIMIT_PER_ACCOUNT,
      resetPerAddress: env.BACKEND_RESET_LIMIT_PER_ADDRESS,
      verificationPerAddress: env.BACKEND_VERIFICATION_LIMIT_PER_ADDRESS,
      entryPerAddress: env.BACKEND_ENTRY_LIMIT_PER_ADDRESS,
    } satisfies LimitsConfig,
    trustedProxies: env.BACKEND_TRUSTED_PROXIES,
    refreshGraceSeconds: env.BACKEND_REFRESH_GRACE_SECONDS,
    guestCartMaxAgeDays: env.BACKEND_GUEST_CART_MAX_AGE_DAYS,
    extensions: env.BACKEND_EXTENSIONS,
  }));


export type BackendConfig = z.output<typeof envSchema>;

/** The part of the configuration the HTTP app needs (the rest is about starting the process). */
export type AppConfig = Pick<
  BackendConfig,
  | "devOutbox"
  | "accessTokenTtlSeconds"
  | "storefrontUrls"
  | "resetTokenTtlSeconds"
  | "cdcResetUrl"
  | "limits"
  | "trustedProxies"
  | "refreshGraceSeconds"
> &
  /** Absent means `all` (tests build configs without it). */
  Partial<Pick<BackendConfig, "extensions">>;

export function loadConfig(env: Record<string, string | undefined>): BackendConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid backend configuration: ${details}`);
  }
  return parsed.data;
}
