import { z } from "zod";

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
    /** Guest carts unchanged for this many days are purged with their guest users (issue 21, hole 8); 0 keeps them. */
    BACKEND_GUEST_CART_MAX_AGE_DAYS: z.coerce.number().min(0).max(3650).default(30),
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
    guestCartMaxAgeDays: env.BACKEND_GUEST_CART_MAX_AGE_DAYS,
  }));

export type BackendConfig = z.output<typeof envSchema>;

/** The part of the configuration the HTTP app needs (the rest is about starting the process). */
export type AppConfig = Pick<
  BackendConfig,
  "devOutbox" | "accessTokenTtlSeconds" | "storefrontUrls" | "resetTokenTtlSeconds" | "cdcResetUrl"
>;

export function loadConfig(env: Record<string, string | undefined>): BackendConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid backend configuration: ${details}`);
  }
  return parsed.data;
}
