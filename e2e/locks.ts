/**
 * A cross-process lock (a directory next to the e2e database, created atomically with mkdir), used only so that two
 * workers never make the same stored session at once (e2e/sessions.ts). Tests never share per-user state behind a
 * lock: each test that changes a user's state has an account of its own (e2e/README.md). A lock older than `staleMs`
 * was left by a test that died holding it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export async function withFileLock<T>(
  name: string,
  run: () => Promise<T>,
  { timeoutMs = 55_000, staleMs = 50_000 }: { timeoutMs?: number; staleMs?: number } = {},
): Promise<T> {
  const dir = path.join(path.dirname(process.env.E2E_BACKEND_DB ?? path.join(os.tmpdir(), "x")), `lock-${name}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) fs.rmSync(dir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`e2e lock '${name}' not free after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
