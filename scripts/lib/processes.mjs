/**
 * Process helpers shared by scripts/start.mjs and scripts/dev.mjs.
 *
 * - Children are started with `node` directly (never npx), each in its own process group on
 *   POSIX, so a terminal Ctrl-C reaches only this supervisor, which then stops every child
 *   by its own PID (the signal goes to the child's group, so grandchildren such as the app
 *   server started by `remix dev` or the `node --watch` worker go with it).
 * - Every output line of a child is prefixed with its name: `[backend] ...`.
 * - If any child exits while the stack is running, the others are stopped and the supervisor
 *   exits non-zero — unless the child was started with `restart`: then it is started again after a
 *   backoff (`RestartPolicy`: 1 s, 2 s, 4 s, 8 s, capped at 30 s, back to 1 s once it has been up a
 *   minute), saying so; at the 5th quick crash in a row the supervisor gives up and stops everything.
 *   SIGINT/SIGTERM/SIGHUP stop everything and exit 0.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import readline from "node:readline";

const IS_WINDOWS = process.platform === "win32";
const useColor = Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined;
const COLORS = [36, 35, 33, 32, 34];

/** @param {number} code @param {string} text */
export const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = (/** @type {string} */ text) => paint(1, text);

/** @param {string} message */
export function log(message) {
  process.stdout.write(`${paint(2, "[stack]")} ${message}\n`);
}

/** @param {string} message */
export function logError(message) {
  process.stderr.write(`${paint(31, "[stack]")} ${message}\n`);
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves true when something accepts TCP connections on host:port.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isPortInUse(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Fails early with a clear message when a port we are about to use is taken
 * (otherwise the health check could answer from an old server).
 * @param {Array<{ port: number, label: string, env: string }>} ports
 */
export async function assertPortsFree(ports) {
  const seen = new Map();
  for (const { port, label, env } of ports) {
    if (seen.has(port)) {
      throw new Error(`${label} and ${seen.get(port)} are both set to port ${port}.`);
    }
    seen.set(port, label);
    if (await isPortInUse(port)) {
      throw new Error(
        `Port ${port} (${label}) is already in use. Stop whatever is running there or pick another port with ${env}=<port>.`,
      );
    }
  }
}

/**
 * Polls a URL until it answers with a 2xx status.
 * Rejects when `timeoutMs` passes or when `child` exits first.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: ManagedChild }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child && child.exited) {
      throw new Error(`${child.name} exited (${child.exitDescription()}) before ${url} answered.`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "follow" });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    await sleep(250);
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${url} (${lastProblem}).`);
}

/**
 * Pipes a stream to `out`, prefixing each line.
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WriteStream} out
 * @param {string} prefix
 */
function pipeWithPrefix(stream, out, prefix) {
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  lines.on("line", (line) => out.write(`${prefix} ${line}\n`));
}

/**
 * When to start a crashed child again (issue 21, hole 8). Each crash within `stableAfterMs` of the child's start
 * counts as a quick crash; the delay doubles with each quick crash in a row (`initialDelayMs`, twice that, … capped at
 * `maxDelayMs`), and a child that stayed up `stableAfterMs` starts the count afresh. At the `maxQuickCrashes`th quick
 * crash in a row the answer is to give up. Pure: the caller passes the times.
 */
export class RestartPolicy {
  /**
   * @param {{ initialDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number, maxQuickCrashes?: number }} [options]
   */
  constructor({ initialDelayMs = 1_000, maxDelayMs = 30_000, stableAfterMs = 60_000, maxQuickCrashes = 5 } = {}) {
    this.initialDelayMs = initialDelayMs;
    this.maxDelayMs = maxDelayMs;
    this.stableAfterMs = stableAfterMs;
    this.maxQuickCrashes = maxQuickCrashes;
    /** Quick crashes in a row so far. */
    this.quickCrashes = 0;
  }

  /**
   * A child started at `startedAt` exited unexpectedly at `exitedAt` (epoch ms).
   * @param {number} startedAt
   * @param {number} exitedAt
   * @returns {{ action: "restart", delayMs: number, crashes: number } | { action: "give-up", crashes: number }}
   */
  onCrash(startedAt, exitedAt) {
    if (exitedAt - startedAt >= this.stableAfterMs) this.quickCrashes = 0;
    this.quickCrashes += 1;
    if (this.quickCrashes >= this.maxQuickCrashes) return { action: "give-up", crashes: this.quickCrashes };
    const delayMs = Math.min(this.initialDelayMs * 2 ** (this.quickCrashes - 1), this.maxDelayMs);
    return { action: "restart", delayMs, crashes: this.quickCrashes };
  }
}

/** @param {number} ms */
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/**
 * @typedef {object} ManagedChild
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} process
 * @property {boolean} exited
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {Promise<void>} exitPromise
 * @property {() => string} exitDescription
 * @property {RestartPolicy | null} restartPolicy
 * @property {number} startedAt
 * @property {ReturnType<typeof setTimeout> | null} restartTimer
 * @property {() => void} resolveExit
 * @property {() => void} spawnProcess
 */

export class Supervisor {
  /**
   * @param {{ title?: string }} [options]
   */
  constructor({ title = "stack" } = {}) {
    this.title = title;
    /** @type {ManagedChild[]} */
    this.children = [];
    this.stopping = false;
    this.prefixWidth = 0;
    /** @type {Promise<never> | null} */
    this.shutdownPromise = null;

    const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
      if (this.stopping) {
        log(`${signal} again: killing children now.`);
        this.killAll("SIGKILL");
        process.exit(130);
      }
      log(`${signal} received, stopping ${this.title}...`);
      void this.shutdown(0);
    };
    for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
      process.on(signal, onSignal);
    }
    // Last resort (uncaught exception, process.exit elsewhere): never leave servers behind.
    process.on("exit", () => this.killAll("SIGKILL"));
  }

  /**
   * Starts a child with prefixed output.
   * @param {string} name  Prefix shown before each output line.
   * @param {string} command  Executable; use process.execPath for node.
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, restart?: boolean | RestartPolicy }} [options]  `restart`: start
   *   it again when it crashes (`true`: the default `RestartPolicy`) instead of stopping everything.
   * @returns {ManagedChild}
   */
  start(name, command, args, { env = process.env, cwd = process.cwd(), restart = false } = {}) {
    if (this.stopping) throw new Error(`Not starting ${name}: shutting down.`);
    this.prefixWidth = Math.max(this.prefixWidth, name.length + 2);
    const color = COLORS[this.children.length % COLORS.length] ?? 36;
    const prefix = paint(color, `[${name}]`.padEnd(this.prefixWidth));

    const childEnv = { ...env };
    if (useColor && childEnv.FORCE_COLOR === undefined) childEnv.FORCE_COLOR = "1";

    /** @type {ManagedChild} */
    const managed = {
      name,
      process: /** @type {import('node:child_process').ChildProcess} */ (/** @type {unknown} */ (null)),
      exited: false,
      code: null,
      signal: null,
      exitPromise: Promise.resolve(),
      exitDescription: () =>
        managed.signal ? `signal ${managed.signal}` : `exit code ${managed.code ?? "unknown"}`,
      restartPolicy: restart === true ? new RestartPolicy() : restart || null,
      startedAt: 0,
      restartTimer: null,
      resolveExit: () => undefined,
      spawnProcess: () => undefined,
    };
    managed.exitPromise = new Promise((resolve) => {
      managed.resolveExit = () => {
        managed.exited = true;
        resolve();
      };
    });

    managed.spawnProcess = () => {
      const child = spawn(command, args, {
        cwd,
        env: childEnv,
        stdio: ["ignore", "pipe", "pipe"],
        // Own process group: Ctrl-C in the terminal does not reach the child directly, and
        // stopping the group also stops the child's own children.
        detached: !IS_WINDOWS,
        windowsHide: true,
      });
      managed.process = child;
      managed.startedAt = Date.now();
      let ended = false;
      const onEnd = (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
        if (ended) return;
        ended = true;
        managed.code = code;
        managed.signal = signal;
        this.onChildExit(managed);
      };
      child.once("exit", (code, signal) => onEnd(code, signal));
      child.once("error", (error) => {
        logError(`${name} could not be started: ${error.message}`);
        onEnd(1, null);
      });
      if (child.stdout) pipeWithPrefix(child.stdout, process.stdout, prefix);
      if (child.stderr) pipeWithPrefix(child.stderr, process.stderr, prefix);
      log(`started ${name} (pid ${child.pid ?? "?"}): ${[command === process.execPath ? "node" : command, ...args].join(" ")}`);
    };

    this.children.push(managed);
    managed.spawnProcess();
    return managed;
  }

  /** @param {ManagedChild} child */
  onChildExit(child) {
    if (this.stopping) {
      child.resolveExit();
      return;
    }
    const decision = child.restartPolicy?.onCrash(child.startedAt, Date.now());
    if (decision?.action === "restart") {
      logError(
        `${child.name} exited unexpectedly (${child.exitDescription()}); restarting it in ${seconds(decision.delayMs)} ` +
          `(quick crash ${decision.crashes} in a row; it gives up at ${child.restartPolicy?.maxQuickCrashes}).`,
      );
      child.restartTimer = setTimeout(() => {
        child.restartTimer = null;
        if (this.stopping) child.resolveExit();
        else child.spawnProcess();
      }, decision.delayMs);
      return;
    }
    child.resolveExit();
    if (decision?.action === "give-up") {
      logError(
        `${child.name} crashed ${decision.crashes} times in a row, each within ${seconds(child.restartPolicy?.stableAfterMs ?? 0)} ` +
          `of starting (last: ${child.exitDescription()}); giving up and stopping the others. Its output above says why.`,
      );
    } else {
      logError(`${child.name} exited unexpectedly (${child.exitDescription()}); stopping the others.`);
    }
    void this.shutdown(child.code && child.code !== 0 ? child.code : 1);
  }

  /**
   * Sends a signal to one child (its whole process group on POSIX).
   * @param {ManagedChild} child
   * @param {NodeJS.Signals} signal
   */
  signalChild(child, signal) {
    const pid = child.process.pid;
    if (pid === undefined) return;
    if (!IS_WINDOWS) {
      try {
        process.kill(-pid, signal);
        return;
      } catch {
        // Group already gone (or not a group leader): fall back to the PID itself.
      }
    }
    if (child.exited) return;
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }

  /** @param {NodeJS.Signals} signal */
  killAll(signal) {
    for (const child of this.children) this.signalChild(child, signal);
  }

  /**
   * Stops every child (SIGTERM, then SIGKILL after `graceMs`) and exits with `exitCode`.
   * @param {number} exitCode
   * @param {{ graceMs?: number }} [options]
   * @returns {Promise<never>}
   */
  shutdown(exitCode, { graceMs = 8_000 } = {}) {
    if (this.shutdownPromise) return this.shutdownPromise;
    this.stopping = true;
    this.shutdownPromise = (async () => {
      for (const child of this.children) {
        // A child waiting to be restarted is not started again.
        if (child.restartTimer) {
          clearTimeout(child.restartTimer);
          child.restartTimer = null;
          child.resolveExit();
        }
        // Signal the group even if the leader has exited: grandchildren may still run.
        this.signalChild(child, "SIGTERM");
      }
      const allExited = Promise.all(this.children.map((c) => c.exitPromise));
      const timedOut = await Promise.race([allExited.then(() => false), sleep(graceMs).then(() => true)]);
      if (timedOut) {
        const stubborn = this.children.filter((c) => !c.exited).map((c) => c.name);
        logError(`still running after ${graceMs / 1000} s: ${stubborn.join(", ")}; sending SIGKILL.`);
      }
      // Make sure no grandchild survives in any group.
      this.killAll("SIGKILL");
      await Promise.race([allExited, sleep(2_000)]);
      log(exitCode === 0 ? "all processes stopped." : `all processes stopped; exiting with code ${exitCode}.`);
      process.exit(exitCode);
    })();
    return this.shutdownPromise;
  }
}
