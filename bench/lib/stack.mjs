/**
 * Starting a bench's own stack (issue 21): the storefront build, the reference backend on a fresh temporary database
 * (optionally with generated products, backend/src/bench-catalogue.ts: never the demo database), and storefront
 * processes in production mode (scripts/bench.mjs, bench/throughput.mjs, bench/checkout-load.mjs). Every process is a child of one Supervisor, stopped with it.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { Supervisor, assertPortsFree, log, waitForUrl } from "../../scripts/lib/processes.mjs";
import { ROOT_DIR } from "../../scripts/lib/stack.mjs";

export function buildStorefront() {
  log("building the storefront (remix build)…");
  const build = spawnSync(path.join(ROOT_DIR, "node_modules/.bin/remix"), ["build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (build.status !== 0) throw new Error("remix build failed");
}

/**
 * Seeds `dbPath` and adds `products` generated products (when > 0) and (issue 26) the bench organisation (when
 * `organisation` is `{ units, users }`) before the backend opens it, so the backend starts on the bigger data. Blocks
 * while generating (20,000 products: about 30 s on 2 cores; the organisation of 200 units and 500 users: under 1 s).
 */
export function prepareDatabase(dbPath, products, organisation = null) {
  if (products) {
    log(`generating ${products} products into ${dbPath}…`);
    const run = spawnSync(process.execPath, ["--import", "tsx", "backend/src/bench-catalogue-cli.ts", String(products)], {
      cwd: ROOT_DIR,
      env: { ...process.env, BACKEND_DB: dbPath },
      stdio: "inherit",
    });
    if (run.status !== 0) throw new Error("generating the bench catalogue failed");
  }
  // Issue 26: the bench organisation (backend/src/bench-organisation.ts), `{ units, users }`.
  if (organisation) {
    log(`generating the bench organisation (${organisation.units} units, ${organisation.users} users) into ${dbPath}…`);
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "backend/src/bench-organisation-cli.ts", String(organisation.units), String(organisation.users)],
      { cwd: ROOT_DIR, env: { ...process.env, BACKEND_DB: dbPath }, stdio: "inherit" },
    );
    if (run.status !== 0) throw new Error("generating the bench organisation failed");
  }
}

/**
 * Starts the backend at `port` on `dbPath` (generated products first when `products` > 0) and builds its search index
 * before anything is measured; returns the supervisor, the backend's origin and its process id (CPU measures).
 */
export async function startBackend({ title, port, dbPath, products = 0, organisation = null, site = "corporate" }) {
  await assertPortsFree([{ port, label: "backend", env: "BENCH_PORT_BASE" }]);
  prepareDatabase(dbPath, products, organisation);
  const supervisor = new Supervisor({ title });
  const backend = supervisor.start("backend", process.execPath, ["--import", "tsx", "backend/src/main.ts"], {
    cwd: ROOT_DIR,
    env: { ...process.env, NO_COLOR: "1", BACKEND_PORT: String(port), BACKEND_HOST: "127.0.0.1", BACKEND_DB: dbPath },
  });
  const backendOrigin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${backendOrigin}/health`, { child: backend });
  // The first search builds the search index (decision 026): before any measurement.
  const started = performance.now();
  await (await fetch(`${backendOrigin}/occ/v2/${site}/products/search?query=&pageSize=1`)).arrayBuffer();
  if (products) log(`search index built (${Math.round(performance.now() - started)} ms)`);
  return { supervisor, backendOrigin, backendPid: backend.process.pid ?? 0 };
}

/** Starts one storefront process of `site` (default corporate) at `port` against the backend at `backendPort`. */
export async function startStorefront(supervisor, { port, backendPort, sessionSecret, site = "corporate", name = site }) {
  await assertPortsFree([{ port, label: name, env: "BENCH_PORT_BASE" }]);
  const child = supervisor.start(name, process.execPath, ["server.mjs"], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NO_COLOR: "1",
      NODE_ENV: "production",
      PORT: String(port),
      SITE_TYPE: site,
      OCC_BASE_URL: `http://127.0.0.1:${backendPort}/occ/v2`,
      OCC_BASE_SITE: site,
      SESSION_SECRET: sessionSecret,
      // The benches read the backend calls' times from Server-Timing, which the storefront sends only with this flag.
      SERVER_TIMING: "1",
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/login`, { child });
  return { origin, child };
}

/** Stops every process of the bench and exits with `exitCode`. */
export function stopAll(supervisor, exitCode) {
  return supervisor.shutdown(exitCode, { graceMs: 3_000 });
}
