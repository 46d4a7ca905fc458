#!/usr/bin/env node
/**
 * `npm run bench:throughput` (issue 21, "Measure"): signed-in pages under concurrent load. Builds the storefront
 * (BENCH_SKIP_BUILD=1 skips), starts the reference backend on a fresh temporary database (with BENCH_PRODUCTS more
 * generated products when set: backend/src/bench-catalogue.ts) and the corporate storefront in production mode, signs
 * in as the demo buyer and the demo approver, then runs autocannon on each page — `/search/shirt`, `/`,
 * `/category/polos`, `/cart` (two entries) as the buyer, the approval dashboard as the approver — and prints
 * p50/p95/p99 latency, requests per second, errors and the backend time of one request (Server-Timing, summed).
 *
 * Options (env): BENCH_PORT_BASE (3800: site there, backend at +1000), BENCH_CONNECTIONS (50), BENCH_DURATION (10 s),
 * BENCH_ROUNDS (1: each page measured that many times, rounds interleaved, to show the noise of a shared machine),
 * BENCH_PRODUCTS (0), BENCH_SKIP_BUILD=1, BENCH_ORIGIN (measure an already running storefront instead, e.g.
 * http://127.0.0.1:3000; nothing is started) with BENCH_BACKEND_ORIGIN (its backend; default: the port + 1000) and
 * BENCH_PIDS (storefront,backend process ids, for CPU per request). CPU per request: the process's CPU time (Linux
 * /proc) during the page's load divided by the requests served — what bounds throughput on a machine with few cores. A measurement, not a test: figures depend on the machine.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../scripts/lib/demo-accounts.mjs";
import { bold, log } from "../scripts/lib/processes.mjs";
import { StorefrontClient, variantOptions } from "./lib/storefront-client.mjs";
import { buildStorefront, startBackend, startStorefront, stopAll } from "./lib/stack.mjs";
import { cpuMs, serverTimingTotal } from "./lib/measures.mjs";

const portBase = Number(process.env.BENCH_PORT_BASE ?? 3800);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const products = Number(process.env.BENCH_PRODUCTS ?? 0);

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}



async function load(origin, pagePath, cookie, pids) {
  const headers = { Cookie: cookie, "Accept-Encoding": "gzip" };
  const probe = await fetch(`${origin}${pagePath}`, { headers, redirect: "manual" });
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`${pagePath} answered ${probe.status}`);
  const backendMs = serverTimingTotal(probe.headers.get("Server-Timing"));
  const latencies = [];
  const cpuBefore = pids.map(cpuMs);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${origin}${pagePath}`, connections, duration, headers, timeout: 30 }, (error, res) =>
      error ? reject(error) : resolve(res),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const cpuPerRequest = pids.map((pid, i) => {
    const after = cpuMs(pid);
    return after === null || cpuBefore[i] === null ? null : (after - cpuBefore[i]) / Math.max(1, result.requests.total);
  });
  return {
    cpuPerRequest,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
    backendMs,
  };
}

async function main() {
  let origin = process.env.BENCH_ORIGIN;
  let backendOrigin = process.env.BENCH_BACKEND_ORIGIN ?? (origin ? `http://127.0.0.1:${Number(new URL(origin).port) + 1000}` : "");
  let started = null;
  /** Storefront and backend process ids (when this script started them): CPU per request. */
  let pids = (process.env.BENCH_PIDS ?? "").split(",").filter(Boolean).map(Number);
  if (!origin) {
    if (process.env.BENCH_SKIP_BUILD !== "1") buildStorefront();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniform-throughput-"));
    process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
    started = await startBackend({ title: "throughput", port: portBase + 1000, dbPath: path.join(dataDir, "bench.sqlite"), products });
    const site = await startStorefront(started.supervisor, { port: portBase, backendPort: portBase + 1000, sessionSecret: randomBytes(32).toString("hex") });
    origin = site.origin;
    pids = [site.child.process.pid, started.supervisor.children[0].process.pid];
    backendOrigin = started.backendOrigin;
  }
  let exitCode = 0;
  try {
    const buyer = new StorefrontClient(origin);
    await buyer.signIn("buyer@acme.example", DEMO_PASSWORD);
    // Two entries in the buyer's cart, so /cart renders lines.
    const probe = await fetch(`${origin}/product/POL-CL/x`, { redirect: "manual" });
    const productPath = new URL(probe.headers.get("Location") ?? "/product/POL-CL/x", origin).pathname;
    const product = await (await fetch(`${backendOrigin}/occ/v2/corporate/products/POL-CL`)).json();
    const variants = (product?.variantOptions ?? []).filter((o) => (o.stock?.stockLevel ?? 0) >= 5).map(variantOptions);
    const csrf = await buyer.csrf(productPath);
    for (const options of variants.slice(0, 2)) await buyer.addToCart(productPath, options, 1, csrf);
    const approver = new StorefrontClient(origin);
    await approver.signIn("approver@acme.example", DEMO_PASSWORD);
    const pages = [
      { name: "search results", path: "/search/shirt", cookie: buyer.cookie() },
      { name: "home", path: "/", cookie: buyer.cookie() },
      { name: "category", path: "/category/polos", cookie: buyer.cookie() },
      { name: "cart", path: "/cart", cookie: buyer.cookie() },
      { name: "approval dashboard", path: "/my-account/approval-dashboard", cookie: approver.cookie() },
    ];
    const results = new Map(pages.map((page) => [page.name, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        log(`round ${round}/${rounds}: ${page.name} (${page.path}), ${connections} connections × ${duration} s`);
        results.get(page.name).push(await load(origin, page.path, page.cookie, pids));
      }
    }
    console.log("");
    console.log(bold(`Throughput: ${connections} connections × ${duration} s per page, ${rounds} round(s)${products ? `, ${products} generated products` : ""}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`));
    console.log("| page | path | p50 ms | p95 ms | p99 ms | req/s | errors | backend ms (1 request) | CPU ms per request: storefront, backend |");
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const page of pages) {
      for (const r of results.get(page.name)) {
        console.log(`| ${page.name} | ${page.path} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.backendMs.toFixed(1)} | ${r.cpuPerRequest.map((ms) => (ms === null ? "-" : ms.toFixed(1))).join(", ") || "-"} |`);
        if (r.errors > 0) exitCode = 1;
      }
    }
  } catch (error) {
    console.error(error);
    exitCode = 1;
  }
  if (started) await stopAll(started.supervisor, exitCode);
  process.exitCode = exitCode;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
