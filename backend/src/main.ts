import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { type BackendConfig, loadConfig } from "./config";
import { type Db, migrate, openDatabase } from "./db";
import { ensureClient } from "./oauth-clients";
import { guestPurge } from "./stores/guest-purge";
import { isSeeded, seed } from "./seed";

/** Opens and prepares the database: migrations, demo data when missing or older than the seed, the configured OAuth client. */
async function prepareDatabase(config: BackendConfig): Promise<Db> {
  const db = openDatabase(config.dbPath);
  try {
    migrate(db);
    if (!isSeeded(db)) seed(db);
    await ensureClient(db, config.clientId, config.clientSecret);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** How often the abandoned guest carts are purged while the backend runs (and once at start). */
const GUEST_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges guest carts older than `guestCartMaxAgeDays` now and every hour (issue 21, hole 8); 0 days: never. */
function scheduleGuestPurge(config: BackendConfig, db: Db) {
  if (config.guestCartMaxAgeDays === 0) return;
  const maxAgeMs = config.guestCartMaxAgeDays * 24 * 60 * 60 * 1000;
  const purge = guestPurge(db);
  const run = () => {
    try {
      const removed = purge.purgeAbandoned(Date.now(), maxAgeMs);
      if (removed.carts > 0 || removed.users > 0) {
        console.log(`Purged ${removed.carts} guest cart(s) unchanged for ${config.guestCartMaxAgeDays} days and ${removed.users} guest user(s)`);
      }
    } catch (error) {
      console.error("Guest cart purge failed:", error);
    }
  };
  run();
  setInterval(run, GUEST_PURGE_INTERVAL_MS).unref();
}

function listen(config: BackendConfig, db: Db) {
  const server = serve({ fetch: createApp({ db, config }).fetch, hostname: config.host, port: config.port }, (info) => {
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    console.log(`Reference OCC backend listening on http://${host}:${info.port} (database ${config.dbPath})`);
  });

  const exit = (code: number) => {
    if (db.open) db.close();
    process.exit(code);
  };

  server.on("error", (error) => {
    console.error("Backend server error:", error);
    exit(1);
  });

  const shutdown = (signal: string) => {
    console.log(`Received ${signal}, shutting down`);
    server.close(() => exit(0));
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    // Do not wait forever for busy keep-alive connections.
    setTimeout(() => exit(0), 5_000).unref();
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

try {
  const config = loadConfig(process.env);
  const db = await prepareDatabase(config);
  scheduleGuestPurge(config, db);
  listen(config, db);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
