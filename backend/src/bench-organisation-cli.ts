import { generateOrganisation } from "./bench-organisation";
import { generateFinanceBench } from "./bench-finance";
import { loadConfig } from "./config";
import { migrate, openDatabase } from "./db";
import { seed } from "./seed";

/**
 * `node --import tsx backend/src/bench-organisation-cli.ts <units> <users>`: migrates and seeds the database at
 * BACKEND_DB, then adds the bench organisation (bench-organisation.ts: Bench Workwear and admin@bench.example). For a
 * bench's own database copy only.
 */
const units = Number(process.argv[2] ?? 200);
const users = Number(process.argv[3] ?? 500);
if (!Number.isInteger(units) || units < 1 || units > 5_000 || !Number.isInteger(users) || users < 1 || users > 50_000) {
  console.error("usage: bench-organisation-cli.ts <units: 1–5000> <users: 1–50000> (database: BACKEND_DB)");
  process.exit(2);
}
const { dbPath } = loadConfig(process.env);
const db = openDatabase(dbPath);
try {
  migrate(db);
  seed(db);
  const started = performance.now();
  const added = generateOrganisation(db, { units, users });
  // Issue 28: the finance bench's organisation and its 1,000 open invoices (bench-finance.ts).
  const invoices = generateFinanceBench(db, 1_000);
  console.log(`Database ${dbPath}: bench organisation with ${added.units} units and ${added.users} users, ${invoices} finance invoices (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} finally {
  db.close();
}
