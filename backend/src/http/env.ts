import { type AppConfig } from "../config";
import { type Db } from "../db";
import { type TokenStore } from "../tokens";

/** What every route module gets: the database, the token store and the clock (ms since epoch). */
export interface AppDeps {
  db: Db;
  tokens: TokenStore;
  now: () => number;
  config: AppConfig;
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
}

/** Hono environment of the OCC routes (`/occ/v2/{site}/...`). */
export interface OccEnv {
  Variables: {
    site: BaseSite;
    auth: TokenAuth | null;
  };
}
