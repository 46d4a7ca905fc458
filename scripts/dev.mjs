#!/usr/bin/env node
/**
 * Development mode (`npm run dev`):
 * - backend: `node --import tsx --watch backend/src/main.ts` (restarts on change);
 * - corporate: `remix dev --manual -c "node server.mjs"` on PORT (default 3000), rebuilding on change;
 * - wholesale: `node server.mjs` on WHOLESALE_PORT (default 3001), serving the same build, started
 *   once the first build exists.
 * The remix dev server itself listens on REMIX_DEV_PORT (default 3002) so it never takes 3001.
 *
 * Ctrl-C stops everything. If any process dies, the others are stopped and this exits non-zero.
 */
import fs from "node:fs";
import path from "node:path";
import { assertPortsFree, log, logError, Supervisor, waitForUrl } from "./lib/processes.mjs";
import { loadSessionSecret } from "./lib/session-secret.mjs";
import { backendEnv, printReadyBanner, resolveStackConfig, ROOT_DIR, storefrontEnv } from "./lib/stack.mjs";

const BACKEND_ENTRY = path.join("backend", "src", "main.ts");
const SERVER_ENTRY = "server.mjs";

function remixCli() {
  const bin = path.join(ROOT_DIR, "node_modules", ".bin", "remix");
  if (!fs.existsSync(bin)) throw new Error("node_modules/.bin/remix is missing: run `npm install`.");
  // The .bin entry is a symlink to the CLI's JS file: run that file with node directly.
  return fs.realpathSync(bin);
}

function remixDevPort() {
  const raw = process.env.REMIX_DEV_PORT?.trim();
  if (!raw) return 3002;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`REMIX_DEV_PORT must be a port number (got "${raw}").`);
  return port;
}

async function main() {
  const config = resolveStackConfig();
  const devPort = remixDevPort();

  const missing = [BACKEND_ENTRY, SERVER_ENTRY].filter((file) => !fs.existsSync(path.join(ROOT_DIR, file)));
  if (missing.length > 0) {
    for (const file of missing) logError(`missing ${file}.`);
    process.exit(1);
  }
  const remix = remixCli();

  await assertPortsFree([
    { port: config.backendPort, label: "backend", env: "BACKEND_PORT" },
    { port: config.corporatePort, label: "corporate storefront", env: "PORT" },
    { port: config.wholesalePort, label: "wholesale storefront", env: "WHOLESALE_PORT" },
    { port: devPort, label: "remix dev server", env: "REMIX_DEV_PORT" },
  ]);

  const { secret, source } = loadSessionSecret(ROOT_DIR);
  log(`session secret from ${source}.`);
  const devOrigin = `http://localhost:${devPort}`;

  const supervisor = new Supervisor({ title: "the development stack" });
  const run = async () => {
    const backend = supervisor.start("backend", process.execPath, ["--import", "tsx", "--watch", BACKEND_ENTRY], {
      cwd: ROOT_DIR,
      env: backendEnv(config),
    });
    await waitForUrl(`${config.backendOrigin}/health`, { child: backend, timeoutMs: 120_000 });
    log("backend is healthy.");

    const corporate = supervisor.start(
      "corporate",
      process.execPath,
      [remix, "dev", "--manual", "--port", String(devPort), "-c", `node ${SERVER_ENTRY}`],
      {
        cwd: ROOT_DIR,
        env: storefrontEnv(config, {
          site: "corporate",
          port: config.corporatePort,
          nodeEnv: "development",
          sessionSecret: secret,
        }),
      },
    );
    // The first build can take a while on a small machine.
    await waitForUrl(`http://127.0.0.1:${config.corporatePort}/login`, { child: corporate, timeoutMs: 300_000 });
    log("corporate storefront is up (remix dev).");

    const wholesale = supervisor.start("wholesale", process.execPath, [SERVER_ENTRY], {
      cwd: ROOT_DIR,
      env: {
        ...storefrontEnv(config, {
          site: "wholesale",
          port: config.wholesalePort,
          nodeEnv: "development",
          sessionSecret: secret,
        }),
        // Lets the server's dev mode (broadcastDevReady / live reload) talk to the same dev server.
        REMIX_DEV_ORIGIN: devOrigin,
      },
    });
    await waitForUrl(`http://127.0.0.1:${config.wholesalePort}/login`, { child: wholesale, timeoutMs: 60_000 });
    log("wholesale storefront is up.");
  };

  try {
    await run();
  } catch (error) {
    if (supervisor.stopping) return;
    logError(error instanceof Error ? error.message : String(error));
    await supervisor.shutdown(1);
    return;
  }
  if (supervisor.stopping) return;
  printReadyBanner(config, {
    mode: "development mode",
    notes: [
      `Edits under app/ rebuild the corporate site (remix dev on ${devOrigin}); the wholesale site serves the same build.`,
      "Edits under backend/ restart the backend.",
    ],
  });
}

main().catch((error) => {
  logError(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
