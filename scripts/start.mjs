#!/usr/bin/env node
/**
 * Evaluation mode (`npm start`, after `npm run build`): the reference OCC backend plus the
 * production build served twice, as the corporate (PORT, default 3000) and the wholesale
 * (WHOLESALE_PORT, default 3001) storefront.
 *
 * Ctrl-C stops everything. A process that crashes is started again after a backoff (1 s, 2 s, 4 s, 8 s;
 * `RestartPolicy` in lib/processes.mjs), and the supervisor says so; at the 5th crash in a row within a minute of
 * starting it gives up, stops the others and exits non-zero.
 */
import fs from "node:fs";
import path from "node:path";
import { assertPortsFree, log, logError, Supervisor, waitForUrl } from "./lib/processes.mjs";
import { loadSessionSecret } from "./lib/session-secret.mjs";
import { backendEnv, printReadyBanner, resolveStackConfig, ROOT_DIR, storefrontEnv } from "./lib/stack.mjs";

const BACKEND_ENTRY = path.join("backend", "src", "main.ts");
const SERVER_ENTRY = "server.mjs";

async function main() {
  const config = resolveStackConfig();

  const missing = [
    [BACKEND_ENTRY, "the backend entry point"],
    [SERVER_ENTRY, "the storefront server"],
    [path.join("build", "index.js"), "the production build (run `npm run build`, or use `npm start`, which builds first)"],
  ].filter(([file]) => !fs.existsSync(path.join(ROOT_DIR, file)));
  if (missing.length > 0) {
    for (const [file, what] of missing) logError(`missing ${file}: ${what}.`);
    process.exit(1);
  }

  await assertPortsFree([
    { port: config.backendPort, label: "backend", env: "BACKEND_PORT" },
    { port: config.corporatePort, label: "corporate storefront", env: "PORT" },
    { port: config.wholesalePort, label: "wholesale storefront", env: "WHOLESALE_PORT" },
  ]);

  const { secret, source } = loadSessionSecret(ROOT_DIR);
  log(`session secret from ${source}.`);

  const supervisor = new Supervisor({ title: "the storefront stack" });
  const run = async () => {
    const backend = supervisor.start("backend", process.execPath, ["--import", "tsx", BACKEND_ENTRY], {
      cwd: ROOT_DIR,
      env: backendEnv(config),
      restart: true,
    });
    await waitForUrl(`${config.backendOrigin}/health`, { child: backend, timeoutMs: 120_000 });
    log("backend is healthy.");

    const sites = /** @type {const} */ ([
      ["corporate", config.corporatePort],
      ["wholesale", config.wholesalePort],
    ]);
    await Promise.all(
      sites.map(async ([site, port]) => {
        const child = supervisor.start(site, process.execPath, [SERVER_ENTRY], {
          cwd: ROOT_DIR,
          env: storefrontEnv(config, { site, port, nodeEnv: "production", sessionSecret: secret }),
          restart: true,
        });
        await waitForUrl(`http://127.0.0.1:${port}/login`, { child, timeoutMs: 60_000 });
        log(`${site} storefront is up.`);
      }),
    );
  };

  try {
    await run();
  } catch (error) {
    if (supervisor.stopping) return; // a child died or Ctrl-C: shutdown is already under way
    logError(error instanceof Error ? error.message : String(error));
    await supervisor.shutdown(1);
    return;
  }
  if (supervisor.stopping) return;
  printReadyBanner(config, { mode: "evaluation mode, production build" });
}

main().catch((error) => {
  logError(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
