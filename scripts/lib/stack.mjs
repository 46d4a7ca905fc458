/**
 * Configuration shared by scripts/start.mjs and scripts/dev.mjs: ports, child environments
 * and the "ready" banner.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD, formatDemoAccountsTable } from "./demo-accounts.mjs";
import { bold } from "./processes.mjs";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 */
function portFromEnv(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535 (got "${raw}").`);
  }
  return port;
}

/**
 * @typedef {object} StackConfig
 * @property {string} backendHost     Interface the backend listens on.
 * @property {number} backendPort
 * @property {string} backendOrigin   How the storefronts (and you) reach the backend.
 * @property {string} backendDb       Absolute path of the SQLite file.
 * @property {string} occBaseUrl
 * @property {number} corporatePort
 * @property {number} wholesalePort
 */

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {StackConfig}
 */
export function resolveStackConfig(env = process.env) {
  const backendHost = env.BACKEND_HOST?.trim() || "127.0.0.1";
  const backendPort = portFromEnv(env, "BACKEND_PORT", 4000);
  const connectHost = ["0.0.0.0", "::", "[::]"].includes(backendHost) ? "127.0.0.1" : backendHost;
  const hostForUrl = connectHost.includes(":") && !connectHost.startsWith("[") ? `[${connectHost}]` : connectHost;
  const backendOrigin = `http://${hostForUrl}:${backendPort}`;
  const backendDb = path.resolve(ROOT_DIR, env.BACKEND_DB?.trim() || path.join("data", "backend.sqlite"));
  return {
    backendHost,
    backendPort,
    backendOrigin,
    backendDb,
    occBaseUrl: `${backendOrigin}/occ/v2`,
    corporatePort: portFromEnv(env, "PORT", 3000),
    wholesalePort: portFromEnv(env, "WHOLESALE_PORT", 3001),
  };
}

/**
 * Environment of the reference backend.
 * @param {StackConfig} config
 * @param {NodeJS.ProcessEnv} [env]
 */
export function backendEnv(config, env = process.env) {
  fs.mkdirSync(path.dirname(config.backendDb), { recursive: true });
  return {
    ...env,
    BACKEND_HOST: config.backendHost,
    BACKEND_PORT: String(config.backendPort),
    BACKEND_DB: config.backendDb,
    // Development routes (/dev/*: outbox, demo punch-out sessions, e2e helpers) are on for the demo stack unless
    // BACKEND_DEV_OUTBOX=0; they answer only to this machine (backend/src/http/dev-guard.ts).
    BACKEND_DEV_OUTBOX: env.BACKEND_DEV_OUTBOX === "0" ? "0" : "1",
    BACKEND_STOREFRONT_URLS:
      env.BACKEND_STOREFRONT_URLS ??
      `corporate=http://localhost:${config.corporatePort},wholesale=http://localhost:${config.wholesalePort}`,
  };
}

/**
 * Environment of one storefront process.
 * @param {StackConfig} config
 * @param {{ site: "corporate" | "wholesale", port: number, nodeEnv: "production" | "development", sessionSecret: string }} options
 * @param {NodeJS.ProcessEnv} [env]
 */
export function storefrontEnv(config, { site, port, nodeEnv, sessionSecret }, env = process.env) {
  /** @type {NodeJS.ProcessEnv} */
  const result = {
    ...env,
    PORT: String(port),
    SITE_TYPE: site,
    NODE_ENV: nodeEnv,
    OCC_BASE_URL: config.occBaseUrl,
    SESSION_SECRET: sessionSecret,
  };
  // One OCC_BASE_SITE cannot fit both storefronts: let each derive it from SITE_TYPE.
  delete result.OCC_BASE_SITE;
  return result;
}

/**
 * @param {StackConfig} config
 * @param {{ mode: string, notes?: string[] }} options
 */
export function printReadyBanner(config, { mode, notes = [] }) {
  const rule = "=".repeat(78);
  const indent = (/** @type {string} */ text) =>
    text
      .split("\n")
      .map((line) => `   ${line}`)
      .join("\n");
  const lines = [
    "",
    rule,
    ` ${bold(`Uniform storefront is running (${mode})`)}`,
    "",
    `   Corporate storefront   ${bold(`http://localhost:${config.corporatePort}`)}`,
    `   Wholesale storefront   ${bold(`http://localhost:${config.wholesalePort}`)}`,
    `   OCC backend            ${config.backendOrigin}  (health: ${config.backendOrigin}/health)`,
    ...(process.env.BACKEND_DEV_OUTBOX === "0" ||
    (process.env.NODE_ENV === "production" && process.env.BACKEND_DEV_ROUTES_IN_PRODUCTION !== "1")
      ? ["   Development routes   off (BACKEND_DEV_OUTBOX=0, or NODE_ENV=production)"]
      : [
          `   Development routes   ${bold("ON")} for this machine only (/dev/*: outbox, demo punch-out); off: BACKEND_DEV_OUTBOX=0 npm start`,
          `   Dev outbox (e-mails)   curl -H 'X-Uniform-Dev: 1' '${config.backendOrigin}/dev/outbox?to=<e-mail address>'`,
        ]),
    `   Database               ${path.relative(ROOT_DIR, config.backendDb) || config.backendDb}`,
    "",
    ` Demo accounts. Password for every account: ${bold(DEMO_PASSWORD)}`,
    "",
    indent(formatDemoAccountsTable()),
    "",
    ...notes.map((note) => ` ${note}`),
    ...(notes.length ? [""] : []),
    " Press Ctrl-C to stop.",
    rule,
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
