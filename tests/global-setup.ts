/**
 * Runs once before the unit tests, in Vitest's main process: migrates and seeds one reference-backend database file,
 * which every backend test copies (`createTestBackend` in backend/tests/helpers.ts). Seeding hashes every demo
 * password with scrypt: once per run instead of once per test (or per worker, inside a test's hook timeout).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type TestProject } from "vitest/node";
import { migrate, openDatabase } from "../backend/src/db";
import { seed } from "../backend/src/seed";

declare module "vitest" {
  export interface ProvidedContext {
    seededBackendDb: string;
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-test-template-"));
  const file = path.join(dir, "template.sqlite");
  const db = openDatabase(file);
  migrate(db);
  seed(db);
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  project.provide("seededBackendDb", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
