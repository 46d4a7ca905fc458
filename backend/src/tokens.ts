import { createHash, randomBytes } from "node:crypto";
import { type Db } from "./db";

const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Token rows are deleted this long after both of their tokens expired (until then "expired" can be reported). */
const PRUNE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
}

export type AccessTokenLookup =
  | { status: "valid"; userUid: string | null; clientId: string; accessTokenHash: string }
  | { status: "expired"; expiredAt: number }
  | { status: "revoked" }
  | { status: "unknown" };

export type RefreshResult =
  | { status: "ok"; tokens: IssuedTokens }
  | { status: "invalid" }
  | { status: "disabled" };

const newToken = () => randomBytes(32).toString("base64url");
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

interface TokenRow {
  id: number;
  clientId: string;
  userUid: string | null;
  accessExpiresAt: number;
  refreshExpiresAt: number | null;
  refreshUsedAt: number | null;
  revokedAt: number | null;
  userDisabled: number | null;
}

/** Token storage: tokens are random 32 bytes (base64url); only their SHA-256 hashes are stored. */
export class TokenStore {
  private readonly insert;
  private readonly byAccessHash;
  private readonly byRefreshHash;
  private readonly markRefreshUsed;
  private readonly revokeByHash;
  private readonly pruneExpired;

  constructor(
    private readonly db: Db,
    private readonly accessTtlSeconds: number,
  ) {
    this.insert = db.prepare<[string, string | null, string, number, string | null, number | null, number]>(
      `INSERT INTO oauth_tokens (client_id, user_uid, access_token_hash, access_expires_at, refresh_token_hash,
         refresh_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const select = `SELECT t.id, t.client_id AS clientId, t.user_uid AS userUid, t.access_expires_at AS accessExpiresAt,
        t.refresh_expires_at AS refreshExpiresAt, t.refresh_used_at AS refreshUsedAt, t.revoked_at AS revokedAt,
        u.disabled AS userDisabled
      FROM oauth_tokens t LEFT JOIN users u ON u.uid = t.user_uid`;
    this.byAccessHash = db.prepare<[string], TokenRow>(`${select} WHERE t.access_token_hash = ?`);
    this.byRefreshHash = db.prepare<[string], TokenRow>(`${select} WHERE t.refresh_token_hash = ?`);
    this.markRefreshUsed = db.prepare<[number, number]>("UPDATE oauth_tokens SET refresh_used_at = ? WHERE id = ?");
    this.revokeByHash = db.prepare<[number, string, string]>(
      `UPDATE oauth_tokens SET revoked_at = ?
       WHERE revoked_at IS NULL AND (access_token_hash = ? OR refresh_token_hash = ?)`,
    );
    this.pruneExpired = db.prepare<[number, number]>(
      `DELETE FROM oauth_tokens
       WHERE access_expires_at < ? AND (refresh_expires_at IS NULL OR refresh_expires_at < ?)`,
    );
  }

  issue(clientId: string, userUid: string | null, withRefresh: boolean, now: number): IssuedTokens {
    const accessToken = newToken();
    const refreshToken = withRefresh ? newToken() : null;
    this.insert.run(
      clientId,
      userUid,
      sha256(accessToken),
      now + this.accessTtlSeconds * 1000,
      refreshToken === null ? null : sha256(refreshToken),
      refreshToken === null ? null : now + REFRESH_TOKEN_TTL_SECONDS * 1000,
      now,
    );
    const before = now - PRUNE_AFTER_MS;
    this.pruneExpired.run(before, before);
    return { accessToken, refreshToken, expiresIn: this.accessTtlSeconds };
  }

  lookupAccessToken(token: string, now: number): AccessTokenLookup {
    if (!TOKEN_FORMAT.test(token)) return { status: "unknown" };
    const accessTokenHash = sha256(token);
    const row = this.byAccessHash.get(accessTokenHash);
    if (!row) return { status: "unknown" };
    if (row.revokedAt !== null || row.userDisabled === 1) return { status: "revoked" };
    if (row.accessExpiresAt <= now) return { status: "expired", expiredAt: row.accessExpiresAt };
    return { status: "valid", userUid: row.userUid, clientId: row.clientId, accessTokenHash };
  }

  /** Refresh-token grant with rotation: the presented refresh token is used up and a new pair is issued. */
  refresh(clientId: string, refreshToken: string, now: number): RefreshResult {
    if (!TOKEN_FORMAT.test(refreshToken)) return { status: "invalid" };
    return this.db.transaction((): RefreshResult => {
      const row = this.byRefreshHash.get(sha256(refreshToken));
      if (
        !row ||
        row.userUid === null ||
        row.clientId !== clientId ||
        row.revokedAt !== null ||
        row.refreshUsedAt !== null ||
        row.refreshExpiresAt === null ||
        row.refreshExpiresAt <= now
      ) {
        return { status: "invalid" };
      }
      if (row.userDisabled === 1) return { status: "disabled" };
      this.markRefreshUsed.run(now, row.id);
      return { status: "ok", tokens: this.issue(clientId, row.userUid, true, now) };
    })();
  }

  /** Revokes the access token or refresh token given, together with the other token of the same pair. */
  revoke(token: string, now: number): void {
    if (!TOKEN_FORMAT.test(token)) return;
    const hash = sha256(token);
    this.revokeByHash.run(now, hash, hash);
  }
}
