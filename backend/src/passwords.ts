import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

// Stored format: scrypt$N$r$p$<salt base64url>$<hash base64url>
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_N = 1 << 20;

/** Hashes a password or client secret with scrypt. Pass a salt only for deterministic seed data. */
export function hashSecret(secret: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(secret.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

function scryptAsync(secret: string, salt: Buffer, keyLength: number, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Checks a secret against a stored hash in constant time. A malformed hash never verifies. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const [cost, blockSize, parallelism] = [Number(n), Number(r), Number(p)];
  const powerOfTwo = Number.isSafeInteger(cost) && cost >= 2 && cost <= MAX_N && (cost & (cost - 1)) === 0;
  const inRange = (value: number, max: number) => Number.isSafeInteger(value) && value >= 1 && value <= max;
  if (!powerOfTwo || !inRange(blockSize, 32) || !inRange(parallelism, 16)) return false;
  const expected = Buffer.from(hash, "base64url");
  if (expected.length === 0) return false;
  const actual = await scryptAsync(secret.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, cost, blockSize, parallelism);
  return timingSafeEqual(actual, expected);
}

let dummyHash: string | undefined;

/** Spends the same time as a real verification, so unknown accounts cannot be told apart by timing. */
export async function verifyAgainstDummy(secret: string): Promise<void> {
  dummyHash ??= hashSecret("not-a-real-password");
  await verifySecret(secret, dummyHash);
}
