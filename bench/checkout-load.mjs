#!/usr/bin/env node
/**
 * `npm run bench:checkout` — checkout under load (issue 5 "Measure", issue 21 "Load with reconciliation";
 * docs/checkout.md "Orders"). A script, not a test: it builds the storefront (BENCH_SKIP_BUILD=1 skips), starts the
 * reference backend on a fresh temporary database and TWO corporate storefront processes in production mode, with a
 * round-robin proxy in front of them (bench/lib/round-robin-proxy.mjs: each request to the next process, no sticky
 * sessions). Then 50 simulated buyers (bench-buyer-01…50, seeded by backend/src/seed-data/orders.ts) each place 10
 * orders at the same time through the storefront's HTTP interface only — sign in (POST /login), add to cart (the
 * product page form), the checkout step forms, place order (the form on payment details) and the confirmation page —
 * with plain fetch and a cookie jar per buyer. The first half of the buyers talk to the first process directly; the
 * second half go through the proxy, so every one of their requests alternates between the processes (a storefront
 * that kept anything between requests in its memory would lose their sign-in, cart or checkout). Each buyer's first
 * order is submitted twice at once (a double click): both answers must name the same order, and the backend must
 * store it once.
 *
 * It reports orders placed (confirmations reached) against orders in the database (the SQLite file, opened
 * read-only at the end), errors, the requests each process served through the proxy, and the p50/p95/p99 latency of
 * the place-order POST (direct and through the proxy). Exits 1 when placed ≠ stored, when there is any error, when
 * a double submit gave two orders, or when a buyer got a second order for one cart.
 *
 * Options (env): BENCH_PORT_BASE (3700: proxy there, the storefront processes at +1 and +2, backend at +1000),
 * BENCH_BUYERS (50), BENCH_ORDERS (10), BENCH_PROXY_BUYERS (how many of the buyers go through the proxy: half,
 * rounded up), BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1 (keep and print the database path).
 */
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../scripts/lib/demo-accounts.mjs";
import { assertPortsFree, bold, log } from "../scripts/lib/processes.mjs";
import { startRoundRobinProxy } from "./lib/round-robin-proxy.mjs";
import { buildStorefront, startBackend, startStorefront, stopAll } from "./lib/stack.mjs";
import { StepError, StorefrontClient, variantOptions } from "./lib/storefront-client.mjs";

const portBase = Number(process.env.BENCH_PORT_BASE ?? 3700);
const proxyPort = portBase;
const sitePorts = [portBase + 1, portBase + 2];
const backendPort = portBase + 1000;
const origin = `http://127.0.0.1:${sitePorts[0]}`;
const backendOrigin = `http://127.0.0.1:${backendPort}`;
/** Seeded by backend/src/seed-data/orders.ts (BENCH_BUYERS). */
const SEEDED_BUYERS = 50;
const buyerCount = Number(process.env.BENCH_BUYERS ?? SEEDED_BUYERS);
const proxyBuyers = Number(process.env.BENCH_PROXY_BUYERS ?? Math.ceil(buyerCount / 2));
const ordersPerBuyer = Number(process.env.BENCH_ORDERS ?? 10);
const buyers = Array.from({ length: buyerCount }, (_, index) => `bench-buyer-${String(index + 1).padStart(2, "0")}@acme.example`);

/** Products of type S whose variants give each buyer one with enough stock for its orders (1 unit per order). */
const PRODUCTS = ["POL-CL", "POL-PR", "SHT-CL", "TRS-CL", "CAP-CL", "SCR-CL", "FLC-CL", "VST-CL"];

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  if (buyerCount < 1 || buyerCount > SEEDED_BUYERS) throw new Error(`BENCH_BUYERS must be 1–${SEEDED_BUYERS} (bench-buyer-01…${SEEDED_BUYERS} are seeded)`);
  if (proxyBuyers < 0 || proxyBuyers > buyerCount) throw new Error("BENCH_PROXY_BUYERS must be 0–BENCH_BUYERS");
  if (process.env.BENCH_SKIP_BUILD !== "1") buildStorefront();
  await assertPortsFree([{ port: proxyPort, label: "round-robin proxy", env: "BENCH_PORT_BASE" }]);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniform-checkout-load-"));
  const dbPath = path.join(dataDir, "bench.sqlite");
  if (process.env.BENCH_KEEP_DB !== "1") process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { supervisor } = await startBackend({ title: "checkout load", port: backendPort, dbPath });
  // Both processes share the session secret (as any deployment behind a load balancer must): nothing else.
  const sessionSecret = randomBytes(32).toString("hex");
  for (const [index, port] of sitePorts.entries()) {
    await startStorefront(supervisor, { port, backendPort, sessionSecret, name: `corporate-${index + 1}` });
  }
  const proxy = await startRoundRobinProxy(proxyPort, sitePorts);

  let exitCode = 1;
  try {
    exitCode = report(await run(proxy.origin), dbPath, proxy.served);
    if (process.env.BENCH_KEEP_DB === "1") log(`database kept: ${dbPath}`);
  } catch (error) {
    console.error(error);
  }
  await proxy.close();
  await stopAll(supervisor, exitCode);
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

/** Buyer `index` (0-based) talks to the proxy when it is one of the last BENCH_PROXY_BUYERS. */
const viaProxy = (index) => index >= buyerCount - proxyBuyers;

async function run(proxyOrigin) {
  const variants = await variantsForBuyers();
  /** @type {{ direct: number[], proxy: number[] }} */
  const latencies = { direct: [], proxy: [] };
  /** @type {{ buyer: string, step: string, message: string }[]} */
  const errors = [];
  /** @type {Map<string, string[]>} */
  const codesByBuyer = new Map();
  let doubleSubmits = 0;
  const started = performance.now();

  await Promise.all(
    buyers.map(async (email, index) => {
      const client = new StorefrontClient(viaProxy(index) ? proxyOrigin : origin);
      const timings = viaProxy(index) ? latencies.proxy : latencies.direct;
      const { options, productPath } = variants[index];
      const codes = [];
      codesByBuyer.set(email, codes);
      const fail = (error, fallback) =>
        errors.push({ buyer: email, step: error instanceof StepError ? error.step : fallback, message: String(error instanceof Error ? error.message : error) });
      try {
        await client.signIn(email, DEMO_PASSWORD);
      } catch (error) {
        fail(error, "sign in");
        return;
      }
      for (let order = 0; order < ordersPerBuyer; order++) {
        try {
          const csrf = await client.csrf(productPath);
          await client.addToCart(productPath, options, 1, csrf);
          await client.checkoutToPayment(csrf, { purchaseOrderNumber: `BENCH-${index + 1}-${order + 1}` });
          const form = await client.placeOrderForm();
          let placed;
          if (order === 0) {
            // A double click: the same place-order form sent twice at once must give one order.
            doubleSubmits += 1;
            const [first, second] = await Promise.all([client.placeOrder(form), client.placeOrder(form)]);
            if (first.code !== second.code) throw new StepError("double submit", `two orders for one form: ${first.code} and ${second.code}`);
            timings.push(first.ms, second.ms);
            placed = first;
          } else {
            placed = await client.placeOrder(form);
            timings.push(placed.ms);
          }
          codes.push(placed.code);
          await client.get(placed.path, { step: "confirmation page" });
        } catch (error) {
          fail(error, "unexpected");
        }
      }
    }),
  );
  return { latencies, errors, codesByBuyer, doubleSubmits, seconds: (performance.now() - started) / 1000 };
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => percentile(sorted, p).toFixed(0);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms (${sorted.length} requests)`;
};

function report({ latencies, errors, codesByBuyer, doubleSubmits, seconds }, dbPath, served) {
  const placed = [...codesByBuyer.values()].reduce((sum, codes) => sum + codes.length, 0);
  const distinct = new Set([...codesByBuyer.values()].flat()).size;
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  let stored;
  let perCart;
  let perPurchaseOrder;
  try {
    stored = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE placed_by_uid LIKE 'bench-buyer-%'").get().n;
    // A cart can become one order only (UNIQUE source cart); the count proves it again.
    perCart = db.prepare("SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM orders WHERE placed_by_uid LIKE 'bench-buyer-%' GROUP BY source_cart_code)").get().n ?? 0;
    // Each order has its own PO number (BENCH-buyer-order): two orders with one PO number would be a double submit that got through.
    perPurchaseOrder = db.prepare("SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM orders WHERE placed_by_uid LIKE 'bench-buyer-%' GROUP BY po_number)").get().n ?? 0;
  } finally {
    db.close();
  }
  const all = [...latencies.direct, ...latencies.proxy];
  console.log("");
  console.log(
    bold(`Checkout load: ${buyers.length} buyers × ${ordersPerBuyer} orders, concurrently, through the storefront (${seconds.toFixed(1)} s); ${buyers.length - proxyBuyers} direct to one process, ${proxyBuyers} through the round-robin proxy over 2 processes`),
  );
  console.log(`  orders placed (confirmations reached): ${placed} (${distinct} distinct codes)`);
  console.log(`  orders in the database:                ${stored}`);
  console.log(`  errors:                                ${errors.length}`);
  console.log(`  double submits:                        ${doubleSubmits} (each answered with one order; most orders per cart ${perCart}, per PO number ${perPurchaseOrder})`);
  console.log(`  requests served through the proxy:     ${served.map((n, i) => `process ${i + 1}: ${n}`).join(", ")}`);
  console.log(`  place order latency, all:              ${spread(all)}`);
  console.log(`    direct to one process:               ${spread(latencies.direct)}`);
  console.log(`    through the proxy:                   ${spread(latencies.proxy)}`);
  const byStep = new Map();
  for (const error of errors) byStep.set(error.step, (byStep.get(error.step) ?? 0) + 1);
  for (const [step, count] of byStep) {
    const first = errors.find((e) => e.step === step);
    const through = (error) => (viaProxy(buyers.indexOf(error.buyer)) ? "proxy" : "direct");
    const routes = [...new Set(errors.filter((e) => e.step === step).map(through))].join(" and ");
    console.log(`    ${count} × ${step} (${routes}): ${first?.message}`);
  }
  const ok =
    placed === stored &&
    distinct === placed &&
    errors.length === 0 &&
    perCart <= 1 &&
    perPurchaseOrder <= 1 &&
    placed === buyers.length * ordersPerBuyer &&
    (proxyBuyers === 0 || served.every((n) => n > 0));
  console.log(ok ? "OK: every order placed is in the database once, no errors, no double orders." : "FAILED: placed ≠ stored, a repeated order, or errors (see above).");
  return ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
