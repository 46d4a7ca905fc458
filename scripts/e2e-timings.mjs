#!/usr/bin/env node
/**
 * Where the e2e time goes (issue 20, "measure first"): reads Playwright's JSON report (`test-reports/e2e-results.json`,
 * written by the `json` reporter in playwright.config.ts) and writes `test-reports/e2e-timings.md`: the tests that ran
 * per project, the total per spec file (both projects, and each), and the slowest 30 tests. `npm test` runs it after
 * the e2e stage and prints the per-project counts and the spec table; run it alone after `npx playwright test`.
 *
 *   node scripts/e2e-timings.mjs [report.json] [out.md]
 */
import fs from "node:fs";
import path from "node:path";

const input = process.argv[2] ?? "test-reports/e2e-results.json";
const output = process.argv[3] ?? "test-reports/e2e-timings.md";

if (!fs.existsSync(input)) {
  console.error(`e2e-timings: no report at ${input}`);
  process.exit(1);
}
/** @type {any} */
const report = JSON.parse(fs.readFileSync(input, "utf8"));

/** @type {Array<{ file: string, title: string, project: string, ms: number, status: string }>} */
const tests = [];
/** @param {any} suite @param {string[]} titles */
function walk(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const results = test.results ?? [];
      const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const status = results.at(-1)?.status ?? "skipped";
      tests.push({ file: spec.file ?? suite.file, title: [...titles, spec.title].join(" › "), project: test.projectName, ms, status });
    }
  }
  for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
}
for (const suite of report.suites ?? []) walk(suite, []);

const s = (ms) => (ms / 1000).toFixed(1);
const projects = [...new Set(tests.map((t) => t.project))].sort();
const ran = (t) => t.status !== "skipped";

const counts = projects.map((project) => {
  const mine = tests.filter((t) => t.project === project);
  return `${project}: ${mine.filter(ran).length} ran, ${mine.filter((t) => t.status === "skipped").length} skipped`;
});

/** @type {Map<string, Record<string, number> & { total: number, count: number }>} */
const perSpec = new Map();
for (const t of tests) {
  const row = perSpec.get(t.file) ?? /** @type {any} */ ({ total: 0, count: 0 });
  row[t.project] = (row[t.project] ?? 0) + t.ms;
  row.total += t.ms;
  if (ran(t)) row.count += 1;
  perSpec.set(t.file, row);
}
const specRows = [...perSpec].sort((a, b) => b[1].total - a[1].total);
const total = tests.reduce((sum, t) => sum + t.ms, 0);
const wall = report.stats?.duration ?? 0;

const lines = [
  "# e2e timings",
  "",
  `Wall clock ${s(wall)} s; test time summed over workers ${s(total)} s. ${counts.join("; ")}.`,
  "",
  "## Per spec file (test time, both projects)",
  "",
  `| spec | tests run | ${projects.map((p) => `${p} s`).join(" | ")} | total s |`,
  `|---|---:|${projects.map(() => "---:").join("|")}|---:|`,
  ...specRows.map(([file, row]) => `| ${file} | ${row.count} | ${projects.map((p) => s(row[p] ?? 0)).join(" | ")} | ${s(row.total)} |`),
  "",
  "## Slowest 30 tests",
  "",
  "| s | project | spec | test |",
  "|---:|---|---|---|",
  ...[...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 30)
    .map((t) => `| ${s(t.ms)} | ${t.project} | ${t.file} | ${t.title.replaceAll("|", "\\|")} |`),
  "",
];
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, lines.join("\n"));

process.stdout.write(`\ne2e: ${counts.join("; ")} (${specRows.length} spec files)\n`);
for (const [file, row] of specRows) process.stdout.write(`  ${s(row.total).padStart(7)} s  ${String(row.count).padStart(3)} tests  ${file}\n`);
process.stdout.write(`slowest 30 tests and the full table: ${output}\n`);
