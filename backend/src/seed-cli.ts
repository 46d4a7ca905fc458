import { loadConfig } from "./config";
import { migrate, openDatabase } from "./db";
import { seed } from "./seed";

/** Migrates and seeds the database at BACKEND_DB, then exits. Safe to run again: existing rows are kept. */
const { dbPath } = loadConfig(process.env);
const db = openDatabase(dbPath);
try {
  const applied = migrate(db);
  const inserted = seed(db);
  console.log(`Database ${dbPath}: ${applied.length} migration(s) applied, ${inserted} seed row(s) inserted`);
} finally {
  db.close();
}
