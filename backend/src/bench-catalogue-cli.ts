import { generateCatalogue } from "./bench-catalogue";
import { loadConfig } from "./config";
import { migrate, openDatabase } from "./db";
import { seed } from "./seed";

/**
 * `node --import tsx backend/src/bench-catalogue-cli.ts <count>`: migrates and seeds the database at BACKEND_DB,
 * then adds <count> generated products (bench-catalogue.ts). For a bench's own database copy only.
 */
const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error("usage: bench-catalogue-cli.ts <count: 1–200000> (database: BACKEND_DB)");
  process.exit(2);
}
const { dbPath } = loadConfig(process.env);
const db = openDatabase(dbPath);
try {
  migrate(db);
  seed(db);
  const started = performance.now();
  const variants = generateCatalogue(db, count);
  console.log(`Database ${dbPath}: ${count} generated products, ${variants} variants (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} finally {
  db.close();
}
