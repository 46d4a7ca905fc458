#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   typecheck  tsc --noEmit                     } at the same time (each uses one core; issue 28 — the lint's output
 *   lint       eslint --max-warnings=0 .         } is held back and printed after the typecheck's)
 *   unit       vitest run
 *   build      remix build
 *   e2e        playwright test   (E2E_BACKEND_DB in a fresh temporary directory, removed afterwards), then
 *              scripts/e2e-timings.mjs: tests run per project, time per spec file, test-reports/e2e-timings.md
 * Prints a header per stage and a summary with timings; exits non-zero when a stage fails.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const useColor = Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined;
const paint = (/** @type {number} */ code, /** @type {string} */ text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

/** @param {string} name */
function bin(name) {
  const file = path.join(ROOT_DIR, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT_DIR, file)} is missing: run \`npm install\`.`);
  return file;
}

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string} binary
 * @property {string[]} args
 * @property {() => NodeJS.ProcessEnv} [env]
 * @property {() => void} [cleanup]
 * @property {boolean} [withPrevious] runs at the same time as the stage before it (its output printed afterwards)
 */

let e2eDir = "";

/** @type {Stage[]} */
const stages = [
  { name: "typecheck", binary: "tsc", args: ["--noEmit"] },
  { name: "lint", binary: "eslint", args: ["--max-warnings=0", "."], withPrevious: true },
  { name: "unit", binary: "vitest", args: ["run"] },
  { name: "build", binary: "remix", args: ["build"] },
  {
    name: "e2e",
    binary: "playwright",
    args: ["test"],
    env: () => {
      fs.rmSync("test-reports/e2e-results.json", { force: true }); // never report an earlier run
      e2eDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniform-e2e-"));
      return { ...process.env, E2E_BACKEND_DB: path.join(e2eDir, "backend.sqlite") };
    },
    cleanup: () => {
      if (e2eDir) fs.rmSync(e2eDir, { recursive: true, force: true });
      e2eDir = "";
      // Tests run per project, the time per spec file and the slowest tests (issue 20: measure first).
      if (fs.existsSync("test-reports/e2e-results.json")) spawnSync(process.execPath, ["scripts/e2e-timings.mjs"], { stdio: "inherit" });
    },
  },
];

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let interrupted = false;

for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    interrupted = true;
    // The child shares our terminal's process group and usually got the signal too;
    // forward it anyway (e.g. `kill <pid>` of this script), by the child's own PID.
    for (const child of running) {
      if (child.pid === undefined || child.exitCode !== null) continue;
      try {
        process.kill(child.pid, signal);
      } catch {
        // already gone
      }
    }
  });
}
process.on("exit", () => {
  if (e2eDir) fs.rmSync(e2eDir, { recursive: true, force: true });
});

/**
 * @param {Stage} stage
 * @param {Buffer[] | null} held where a stage running beside another keeps its output (null: straight to the terminal)
 * @returns {Promise<number>}
 */
function runStage(stage, held) {
  return new Promise((resolve) => {
    const child = spawn(bin(stage.binary), stage.args, {
      cwd: ROOT_DIR,
      env: stage.env ? stage.env() : process.env,
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
      shell: process.platform === "win32",
    });
    running.add(child);
    child.stdout?.on("data", (chunk) => held?.push(chunk));
    child.stderr?.on("data", (chunk) => held?.push(chunk));
    child.once("error", (error) => {
      console.error(error.message);
      running.delete(child);
      resolve(1);
    });
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

/**
 * Runs one stage, timed; a stage marked `withPrevious` is started by the stage before it and only reported here.
 * @param {Stage} stage
 * @param {Buffer[] | null} held
 */
async function timedStage(stage, held) {
  const t0 = Date.now();
  let code;
  try {
    code = await runStage(stage, held);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    code = 1;
  } finally {
    stage.cleanup?.();
  }
  return { code, ms: Date.now() - t0 };
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @type {Array<{ name: string, status: "passed" | "failed" | "not run", ms: number }>} */
const results = [];
const started = Date.now();
let exitCode = 0;

/** @type {Map<Stage, { held: Buffer[], done: Promise<{ code: number, ms: number }> }>} */
const startedBeside = new Map();

for (const [index, stage] of stages.entries()) {
  if ((exitCode !== 0 || interrupted) && !startedBeside.has(stage)) {
    results.push({ name: stage.name, status: "not run", ms: 0 });
    continue;
  }
  const command = [stage.binary, ...stage.args].join(" ");
  process.stdout.write(`\n${paint(1, `━━━ ${stage.name}: ${command}`)}\n\n`);
  const beside = startedBeside.get(stage);
  if (!beside) {
    // the next stage(s) marked withPrevious start now, beside this one
    for (const next of stages.slice(index + 1)) {
      if (!next.withPrevious) break;
      const held = /** @type {Buffer[]} */ ([]);
      startedBeside.set(next, { held, done: timedStage(next, held) });
    }
  } else {
    process.stdout.write("(ran beside the stage above)\n");
  }
  const { code, ms } = beside ? await beside.done : await timedStage(stage, null);
  if (beside && beside.held.length > 0) process.stdout.write(Buffer.concat(beside.held));
  results.push({ name: stage.name, status: code === 0 ? "passed" : "failed", ms });
  if (code !== 0 && exitCode === 0) exitCode = code || 1;
  process.stdout.write(
    `\n${code === 0 ? paint(32, `✔ ${stage.name} passed`) : paint(31, `✘ ${stage.name} failed (exit code ${code})`)} in ${seconds(ms)}\n`,
  );
}

if (interrupted && exitCode === 0) exitCode = 130;

const width = Math.max(...results.map((r) => r.name.length));
process.stdout.write(`\n${paint(1, "━━━ summary")}\n`);
for (const r of results) {
  const status = r.status === "passed" ? paint(32, "passed ") : r.status === "failed" ? paint(31, "FAILED ") : paint(2, "not run");
  process.stdout.write(`${`  ${r.name.padEnd(width)}  ${status}  ${r.status === "not run" ? "" : seconds(r.ms)}`.trimEnd()}\n`);
}
process.stdout.write(
  `\n${exitCode === 0 ? paint(32, "All checks passed") : paint(31, "Checks failed")} in ${seconds(Date.now() - started)}.\n`,
);
process.exit(exitCode);
