import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type Db = Database.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Opens (and creates when missing) the SQLite database file with the pragmas the backend relies on. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  return db;
}

interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

function readMigrations(): Migration[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1]) throw new Error(`Unexpected file in migrations directory: ${file}`);
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8").replace(/\r\n/g, "\n");
      return { version: Number(match[1]), name: file, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Applies the pending migrations in version order, each in its own transaction, and records them in
 * `schema_migrations`. A migration that was changed after it was applied is an error: add a new one instead.
 * Returns the file names applied by this call.
 */
export function migrate(db: Db): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    checksum   TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Map(
    db
      .prepare<[], { version: number; checksum: string }>("SELECT version, checksum FROM schema_migrations")
      .all()
      .map((row) => [row.version, row.checksum]),
  );
  const record = db.prepare<[number, string, string, string]>(
    "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
  );
  const done: string[] = [];
  for (const migration of readMigrations()) {
    const checksum = applied.get(migration.version);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) {
        throw new Error(`Migration ${migration.name} changed after it was applied; add a new migration instead`);
      }
      continue;
    }
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, migration.checksum, new Date().toISOString());
    })();
    done.push(migration.name);
  }
  return done;
}
