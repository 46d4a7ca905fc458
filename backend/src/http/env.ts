import { type AppConfig } from "../config";
import { type Db } from "../db";
import { type Limits, type RateLimiter } from "../rate-limits";
import { type Stores } from "../stores";
import { type TokenStore } from "../tokens";

/** What every route module gets: the database, the stores (built once, stores/index.ts), the token store and the clock (ms since epoch). */
export interface AppDeps {
  db: Db;
  stores: Stores;
  tokens: TokenStore;
  now: () => number;
  config: AppConfig;
  /** Brute-force limits (issue 21): the counter in SQLite and the configured limit of each limited call. */
  limiter: RateLimiter;
  limits: Limits;
}

export interface BaseSite {
  uid: string;
  name: string;
  siteType: "corporate" | "wholesale";
  defaultCurrency: string;
}

/** The caller behind a valid bearer token; `userUid` is null for client-credentials tokens. */
export interface TokenAuth {
  userUid: string | null;
  /** The OAuth client the token was issued to. */
  clientId: string;
  /** The SHA-256 (hex) of the access token, as stored (oauth_tokens.access_token_hash). */
  accessTokenHash: string;
}

/** Hono environment of the OCC routes (`/occ/v2/{site}/...`). */
export interface OccEnv {
  Variables: {
    site: BaseSite;
    auth: TokenAuth | null;
  };
}
