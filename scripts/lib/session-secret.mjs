import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The cookie-signing secret for local runs:
 * 1. SESSION_SECRET from the environment, when set;
 * 2. otherwise the contents of `.session-secret` in the project root (gitignored);
 * 3. otherwise 32 random bytes (hex), written to `.session-secret` with mode 0600, so sessions
 *    survive restarts.
 * @param {string} rootDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ secret: string, source: string }}
 */
export function loadSessionSecret(rootDir, env = process.env) {
  const fromEnv = env.SESSION_SECRET?.trim();
  if (fromEnv) return { secret: fromEnv, source: "SESSION_SECRET" };

  const file = path.join(rootDir, ".session-secret");
  const existing = readSecret(file);
  if (existing) return { secret: existing, source: ".session-secret" };

  const secret = randomBytes(32).toString("hex");
  try {
    // "wx": never overwrite a file another process wrote in the meantime.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    const raced = readSecret(file);
    if (raced) return { secret: raced, source: ".session-secret" };
    if (isErrno(error, "EEXIST")) {
      // An empty file: replace it.
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    } else {
      throw error;
    }
  }
  fs.chmodSync(file, 0o600);
  return { secret, source: ".session-secret (new)" };
}

/** @param {string} file */
function readSecret(file) {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if (isErrno(error, "ENOENT")) return "";
    throw error;
  }
}

/** @param {unknown} error @param {string} code */
function isErrno(error, code) {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}
