import { createHash, timingSafeEqual } from "node:crypto";
import { type Db } from "./db";
import { hashSecret, verifySecret } from "./passwords";

const findSecretHash = (db: Db, clientId: string) =>
  db.prepare<[string], { secretHash: string }>("SELECT secret_hash AS secretHash FROM oauth_clients WHERE client_id = ?").get(clientId);

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * Checks OAuth client credentials against the stored scrypt hashes. The storefront sends the same secret on
 * every token request, so after one successful scrypt check the SHA-256 of that secret is remembered (for as
 * long as the stored hash does not change) and later checks are a constant-time comparison.
 */
export class ClientAuthenticator {
  private readonly verified = new Map<string, { secretHash: string; digest: Buffer }>();

  constructor(private readonly db: Db) {}

  async authenticate(clientId: string, secret: string): Promise<boolean> {
    const row = findSecretHash(this.db, clientId);
    if (!row) return false;
    const digest = sha256(secret);
    const known = this.verified.get(clientId);
    if (known?.secretHash === row.secretHash) return timingSafeEqual(known.digest, digest);
    if (!(await verifySecret(secret, row.secretHash))) return false;
    this.verified.set(clientId, { secretHash: row.secretHash, digest });
    return true;
  }
}

/**
 * Makes sure the configured OAuth client (OCC_CLIENT_ID / OCC_CLIENT_SECRET) exists with that secret.
 * Writes only when the client is missing or its secret changed. Returns whether it wrote.
 */
export async function ensureClient(db: Db, clientId: string, secret: string): Promise<boolean> {
  const row = findSecretHash(db, clientId);
  if (row && (await verifySecret(secret, row.secretHash))) return false;
  db.prepare<[string, string, string]>(
    `INSERT INTO oauth_clients (client_id, name, secret_hash) VALUES (?, ?, ?)
     ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash`,
  ).run(clientId, clientId, hashSecret(secret));
  return true;
}
