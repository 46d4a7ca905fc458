import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
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

/**
 * The pair a refresh token was rotated into, sealed with AES-256-GCM under a key derived from that (old) refresh
 * token (decision 021): the database alone cannot open it, only who presents the old refresh token again.
 */
const sealKey = (refreshToken: string) =>
  Buffer.from(hkdfSync("sha256", refreshToken, "", "uniform refresh-token grace window", 32));

function sealPair(refreshToken: string, pair: { accessToken: string; refreshToken: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify([pair.accessToken, pair.refreshToken]), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

function openPair(refreshToken: string, sealed: string): { accessToken: string; refreshToken: string } | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    const [accessToken, nextRefreshToken]: unknown[] = JSON.parse(plain) as unknown[];
    if (typeof accessToken !== "string" || typeof nextRefreshToken !== "string") return null;
    return { accessToken, refreshToken: nextRefreshToken };
  } catch {
    return null;
  }
}

interface TokenRow {
  id: number;
  clientId: string;
  userUid: string | null;
  accessExpiresAt: number;
  refreshExpiresAt: number | null;
  refreshUsedAt: number | null;
  revokedAt: number | null;
  userDisabled: number | null;
  successorId: number | null;
  successorSealed: string | null;
}

/**
 * Token storage: tokens are random 32 bytes (base64url); only their SHA-256 hashes are stored (and, for
 * `graceSeconds` after a rotation, the new pair sealed under the old refresh token: decision 021).
 */
export class TokenStore {
  private readonly insert;
  private readonly byAccessHash;
  private readonly byRefreshHash;
  private readonly markRefreshUsed;
  private readonly revokeByHash;
  private readonly pruneExpired;
  private readonly byId;
  private readonly recordSuccessor;
  private readonly clearSealed;

  constructor(
    private readonly db: Db,
    private readonly accessTtlSeconds: number,
    /** A rotated refresh token answers the same new pair again for this long (issue 21, hole 3). */
    private readonly graceSeconds = 30,
  ) {
    this.insert = db.prepare<[string, string | null, string, number, string | null, number | null, number]>(
      `INSERT INTO oauth_tokens (client_id, user_uid, access_token_hash, access_expires_at, refresh_token_hash,
         refresh_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const select = `SELECT t.id, t.client_id AS clientId, t.user_uid AS userUid, t.access_expires_at AS accessExpiresAt,
        t.refresh_expires_at AS refreshExpiresAt, t.refresh_used_at AS refreshUsedAt, t.revoked_at AS revokedAt,
        u.disabled AS userDisabled, t.successor_id AS successorId, t.successor_sealed AS successorSealed
      FROM oauth_tokens t LEFT JOIN users u ON u.uid = t.user_uid`;
    this.byAccessHash = db.prepare<[string], TokenRow>(`${select} WHERE t.access_token_hash = ?`);
    this.byRefreshHash = db.prepare<[string], TokenRow>(`${select} WHERE t.refresh_token_hash = ?`);
    this.byId = db.prepare<[number], TokenRow>(`${select} WHERE t.id = ?`);
    this.markRefreshUsed = db.prepare<[number, number]>("UPDATE oauth_tokens SET refresh_used_at = ? WHERE id = ?");
    this.recordSuccessor = db.prepare<[number, string | null, number]>(
      "UPDATE oauth_tokens SET successor_id = ?, successor_sealed = ? WHERE id = ?",
    );
    this.clearSealed = db.prepare<[number]>(
      "UPDATE oauth_tokens SET successor_sealed = NULL WHERE successor_sealed IS NOT NULL AND refresh_used_at <= ?",
    );
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
    return this.issueRow(clientId, userUid, withRefresh, now).tokens;
  }

  private issueRow(clientId: string, userUid: string | null, withRefresh: boolean, now: number) {
    const accessToken = newToken();
    const refreshToken = withRefresh ? newToken() : null;
    const { lastInsertRowid } = this.insert.run(
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
    this.clearSealed.run(now - this.graceSeconds * 1000);
    return { id: Number(lastInsertRowid), tokens: { accessToken, refreshToken, expiresIn: this.accessTtlSeconds } };
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

  /**
   * Refresh-token grant with rotation: the presented refresh token is used up and a new pair is issued. Presented
   * again within the grace window (parallel requests of one session at expiry, issue 21 hole 3), it answers the SAME
   * new pair, as long as that pair is not revoked; after the window it is invalid.
   */
  refresh(clientId: string, refreshToken: string, now: number): RefreshResult {
    if (!TOKEN_FORMAT.test(refreshToken)) return { status: "invalid" };
    return this.db.transaction((): RefreshResult => {
      const row = this.byRefreshHash.get(sha256(refreshToken));
      if (
        !row ||
        row.userUid === null ||
        row.clientId !== clientId ||
        row.revokedAt !== null ||
        row.refreshExpiresAt === null ||
        row.refreshExpiresAt <= now
      ) {
        return { status: "invalid" };
      }
      if (row.userDisabled === 1) return { status: "disabled" };
      if (row.refreshUsedAt !== null) return this.replay(row, refreshToken, now);
      this.markRefreshUsed.run(now, row.id);
      const successor = this.issueRow(clientId, row.userUid, true, now);
      const sealed =
        this.graceSeconds > 0 && successor.tokens.refreshToken !== null
          ? sealPair(refreshToken, { accessToken: successor.tokens.accessToken, refreshToken: successor.tokens.refreshToken })
          : null;
      this.recordSuccessor.run(successor.id, sealed, row.id);
      return { status: "ok", tokens: successor.tokens };
    }).immediate();
  }

  /** A used refresh token presented again: the pair it was rotated into, within the grace window only. */
  private replay(row: TokenRow, refreshToken: string, now: number): RefreshResult {
    if (row.refreshUsedAt === null || now - row.refreshUsedAt > this.graceSeconds * 1000) return { status: "invalid" };
    if (row.successorId === null || row.successorSealed === null) return { status: "invalid" };
    const successor = this.byId.get(row.successorId);
    if (!successor || successor.revokedAt !== null || successor.accessExpiresAt <= now) return { status: "invalid" };
    const pair = openPair(refreshToken, row.successorSealed);
    if (pair === null) return { status: "invalid" };
    const expiresIn = Math.ceil((successor.accessExpiresAt - now) / 1000);
    return { status: "ok", tokens: { accessToken: pair.accessToken, refreshToken: pair.refreshToken, expiresIn } };
  }

  /** Revokes the access token or refresh token given, together with the other token of the same pair. */
  revoke(token: string, now: number): void {
    if (!TOKEN_FORMAT.test(token)) return;
    const hash = sha256(token);
    this.revokeByHash.run(now, hash, hash);
  }
}
