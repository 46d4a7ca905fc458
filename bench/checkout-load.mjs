#!/usr/bin/env node
/**
 * `npm run bench:checkout` — checkout under load (issue 5 "Measure"; docs/checkout.md "Orders"). A script, not a
 * test: it builds the storefront (BENCH_SKIP_BUILD=1 skips), starts the reference backend on a fresh temporary
 * database and the corporate storefront in production mode, then lets 20 simulated buyers (bench-buyer-01…20,
 * seeded by backend/src/seed-data/orders.ts) each place 10 orders at the same time through the storefront's HTTP
 * interface only — sign in (POST /login), add to cart (the product page form), the checkout step forms, place order
 * (the form on payment details) and the confirmation page — with plain fetch and a cookie jar per buyer.
 *
 * It reports orders placed (confirmations reached) against orders in the database (the SQLite file, opened
 * read-only at the end), errors, and the p50/p95 latency of the place-order POST. Exits 1 when placed ≠ stored,
 * when there is any error, or when a buyer got a second order for one cart.
 *
 * Options (env): BENCH_PORT_BASE (3700: site there, backend at +1000), BENCH_BUYERS (20), BENCH_ORDERS (10),
 * BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1 (keep and print the database path).
 */
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../scripts/lib/demo-accounts.mjs";
import { Supervisor, assertPortsFree, bold, log, waitForUrl } from "../scripts/lib/processes.mjs";
import { ROOT_DIR } from "../scripts/lib/stack.mjs";
import { StepError, StorefrontClient, variantOptions } from "./lib/storefront-client.mjs";

const portBase = Number(process.env.BENCH_PORT_BASE ?? 3700);
const sitePort = portBase;
const backendPort = portBase + 1000;
const origin = `http://127.0.0.1:${sitePort}`;
const backendOrigin = `http://127.0.0.1:${backendPort}`;
const buyerCount = Number(process.env.BENCH_BUYERS ?? 20);
const ordersPerBuyer = Number(process.env.BENCH_ORDERS ?? 10);
const buyers = Array.from({ length: buyerCount }, (_, index) => `bench-buyer-${String(index + 1).padStart(2, "0")}@acme.example`);

/** Products of type S whose variants give each buyer one with enough stock for its orders (1 unit per order). */
const PRODUCTS = ["POL-CL", "POL-PR", "SHT-CL", "TRS-CL", "CAP-CL", "SCR-CL", "FLC-CL", "VST-CL"];

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  if (buyerCount < 1 || buyerCount > 20) throw new Error("BENCH_BUYERS must be 1–20 (bench-buyer-01…20 are seeded)");
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("building the storefront (remix build)…");
    const build = spawnSync(path.join(ROOT_DIR, "node_modules/.bin/remix"), ["build"], { cwd: ROOT_DIR, stdio: "inherit" });
    if (build.status !== 0) throw new Error("remix build failed");
  }
  await assertPortsFree([
    { port: sitePort, label: "corporate site", env: "BENCH_PORT_BASE" },
    { port: backendPort, label: "backend", env: "BENCH_PORT_BASE" },
  ]);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniform-checkout-load-"));
  const dbPath = path.join(dataDir, "bench.sqlite");
  if (process.env.BENCH_KEEP_DB !== "1") process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const supervisor = new Supervisor({ title: "checkout load" });
  const quiet = { ...process.env, NO_COLOR: "1" };
  const backend = supervisor.start("backend", process.execPath, ["--import", "tsx", "backend/src/main.ts"], {
    cwd: ROOT_DIR,
    env: { ...quiet, BACKEND_PORT: String(backendPort), BACKEND_HOST: "127.0.0.1", BACKEND_DB: dbPath },
  });
  await waitForUrl(`${backendOrigin}/health`, { child: backend });
  const storefront = supervisor.start("corporate", process.execPath, ["server.mjs"], {
    cwd: ROOT_DIR,
    env: {
      ...quiet,
      NODE_ENV: "production",
      PORT: String(sitePort),
      SITE_TYPE: "corporate",
      OCC_BASE_URL: `${backendOrigin}/occ/v2`,
      OCC_BASE_SITE: "corporate",
      SESSION_SECRET: randomBytes(32).toString("hex"),
    },
  });
  await waitForUrl(`${origin}/login`, { child: storefront });

  let exitCode = 1;
  try {
    exitCode = report(await run(), dbPath);
    if (process.env.BENCH_KEEP_DB === "1") log(`database kept: ${dbPath}`);
  } catch (error) {
    console.error(error);
  }
  await supervisor.shutdown(exitCode, { graceMs: 3_000 });
}

/** One stocked variant per buyer (each with stock for all its orders), and the product page it is added from. */
async function variantsForBuyers() {
  const picks = [];
  for (const code of PRODUCTS) {
    const response = await fetch(`${backendOrigin}/occ/v2/corporate/products/${code}`);
    if (!response.ok) continue;
    const product = await response.json();
    // The storefront owns its canonical product URL: ask it (a wrong name answers 301 to the canonical one).
    const probe = await fetch(`${origin}/product/${encodeURIComponent(code)}/x`, { redirect: "manual" });
    const productPath = new URL(probe.headers.get("Location") ?? `/product/${code}/x`, origin).pathname;
    for (const option of product.variantOptions ?? []) {
      if ((option.stock?.stockLevel ?? 0) >= ordersPerBuyer + 5) picks.push({ options: variantOptions(option), productPath });
      if (picks.length === buyers.length) return picks;
    }
  }
  throw new Error(`only ${picks.length} variants with enough stock for ${buyers.length} buyers`);
}

async function run() {
  const variants = await variantsForBuyers();
  const latencies = [];
  /** @type {{ buyer: string, step: string, message: string }[]} */
  const errors = [];
  /** @type {Map<string, string[]>} */
  const codesByBuyer = new Map();
  const started = performance.now();

  await Promise.all(
    buyers.map(async (email, index) => {
      const client = new StorefrontClient(origin);
      const { options, productPath } = variants[index];
      const codes = [];
      codesByBuyer.set(email, codes);
      try {
        await client.signIn(email, DEMO_PASSWORD);
      } catch (error) {
        errors.push({ buyer: email, step: error instanceof StepError ? error.step : "sign in", message: String(error instanceof Error ? error.message : error) });
        return;
      }
      for (let order = 0; order < ordersPerBuyer; order++) {
        try {
          const csrf = await client.csrf(productPath);
          await client.addToCart(productPath, options, 1, csrf);
          await client.checkoutToPayment(csrf, { purchaseOrderNumber: `BENCH-${index + 1}-${order + 1}` });
          const form = await client.placeOrderForm();
          const placed = await client.placeOrder(form);
          latencies.push(placed.ms);
          codes.push(placed.code);
          await client.get(placed.path, { step: "confirmation page" });
        } catch (error) {
          errors.push({ buyer: email, step: error instanceof StepError ? error.step : "unexpected", message: String(error instanceof Error ? error.message : error) });
        }
      }
    }),
  );
  return { latencies, errors, codesByBuyer, seconds: (performance.now() - started) / 1000 };
}

function report({ latencies, errors, codesByBuyer, seconds }, dbPath) {
  const placed = [...codesByBuyer.values()].reduce((sum, codes) => sum + codes.length, 0);
  const distinct = new Set([...codesByBuyer.values()].flat()).size;
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  let stored;
  let perCart;
  try {
    stored = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE placed_by_uid LIKE 'bench-buyer-%'").get().n;
    // A cart can become one order only (UNIQUE source cart); the count proves it again.
    perCart = db.prepare("SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM orders WHERE placed_by_uid LIKE 'bench-buyer-%' GROUP BY source_cart_code)").get().n ?? 0;
  } finally {
    db.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log("");
  console.log(bold(`Checkout load: ${buyers.length} buyers × ${ordersPerBuyer} orders, concurrently, through the storefront (${seconds.toFixed(1)} s)`));
  console.log(`  orders placed (confirmations reached): ${placed} (${distinct} distinct codes)`);
  console.log(`  orders in the database:                ${stored}`);
  console.log(`  errors:                                ${errors.length}`);
  console.log(`  place order latency:                   p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms (${sorted.length} requests)`);
  const byStep = new Map();
  for (const error of errors) byStep.set(error.step, (byStep.get(error.step) ?? 0) + 1);
  for (const [step, count] of byStep) console.log(`    ${count} × ${step}: ${errors.find((e) => e.step === step)?.message}`);
  const ok = placed === stored && distinct === placed && errors.length === 0 && perCart <= 1 && placed === buyers.length * ordersPerBuyer;
  console.log(ok ? "OK: every order placed is in the database once, no errors." : "FAILED: placed ≠ stored, a repeated order, or errors (see above).");
  return ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
