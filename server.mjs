/**
 * The storefront's HTTP server: Express for static files and compression, Remix for everything
 * else. Why not the `remix-serve` binary: see docs/decisions/002-storefront-server.md.
 *
 * Env: PORT (3000), NODE_ENV, plus the storefront settings read by app/lib/env.server.ts
 * (SITE_TYPE, OCC_BASE_URL, SESSION_SECRET, …). In production the server refuses to start
 * without SESSION_SECRET.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import {
  broadcastDevReady,
  createRequestHandler,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import { FORM_BODY_LIMIT, limitedBody, refuse, REFUSALS, requestGuard } from "./server/request-guard.mjs";

const mode = process.env.NODE_ENV === "production" ? "production" : "development";
if (mode === "production" && !process.env.SESSION_SECRET) {
  console.error("SESSION_SECRET must be set when NODE_ENV=production. Refusing to start.");
  process.exit(1);
}

const BUILD_PATH = path.resolve("build/index.js");
const port = Number(process.env.PORT ?? 3000);

/** @type {import('@remix-run/node').ServerBuild} */
let build = await importBuild();
let handleRemix = createRequestHandler(build, mode);

async function importBuild() {
  return import(`${url.pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1");

// Fingerprinted scripts and stylesheets (only .js and .css live in public/build): in production each is compressed once
// at start-up, brotli at its highest quality and gzip at level 9 (about 1 s for the whole build), and served from
// memory with the smallest encoding the browser accepts (decision 018: what a phone downloads is the budget). They are
// immutable, and carry only the headers a subresource needs (nosniff): the document headers (CSP, frame and referrer
// policies…) would add ~0.8 KB to each of a page's ~25 script responses, and Date, ETag, Last-Modified and
// Accept-Ranges mean nothing for a file that is never revalidated. In development (rebuilds) express.static serves
// them and compression() gzips on the fly.
if (mode === "production") app.use("/build", precompressed(path.resolve("public/build")));
app.use(compression());
app.use(
  "/build",
  express.static("public/build", {
    immutable: true,
    maxAge: "1y",
    index: false,
    etag: false,
    lastModified: false,
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  }),
);

// Security headers on every other response (documents, data, the rest of public/); the nonce is per request.
app.use((_req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  for (const [key, value] of Object.entries(build.entry.module.securityHeaders(nonce))) res.setHeader(key, value);
  next();
});

// Bad paths, cross-site POSTs, bodies that are not forms or are too large: refused before anything reads them
// (server/request-guard.mjs, decision 023).
app.use(requestGuard());

// The rest of public/ (favicon, CMS media…) may change between releases.
app.use(express.static("public", { maxAge: "1h", index: false }));

app.all("*", async (req, res, next) => {
  try {
    const request = toRequest(req, res);
    // The browser's address (req.ip: the socket's, or the proxy's X-Forwarded-For with TRUST_PROXY=1), forwarded to
    // the backend for its per-address sign-in limits (issue 21).
    const context = build.entry.module.getLoadContext(res.locals.cspNonce, req.ip);
    const response = await handleRemix(request, context);
    if (res.locals.bodyTooLarge) return refuse(res, 413, REFUSALS.tooLarge(res.locals.bodyLimit));
    await send(res, await build.entry.module.finalizeResponse(response, context));
  } catch (error) {
    next(error);
  }
});

// Last resort: never a stack trace in the browser.
app.use((error, _req, res, _next) => {
  if (res.locals.bodyTooLarge) return refuse(res, 413, REFUSALS.tooLarge(res.locals.bodyLimit));
  console.error(error);
  if (res.headersSent) return res.end();
  res.status(500).type("text/plain").send("An Internal Server Error occurred. Please try again later.");
});

const server = app.listen(port, () => {
  console.log(`storefront (${process.env.SITE_TYPE ?? "corporate"}) listening on http://localhost:${port}`);
  if (mode === "development") broadcastDevReady(build);
});

if (mode === "development") {
  // `remix dev --manual` rebuilds into build/; reload it and tell the dev server we are ready.
  let timer;
  fs.watch(path.dirname(BUILD_PATH), () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      build = await importBuild();
      handleRemix = createRequestHandler(build, mode);
      broadcastDevReady(build);
    }, 100);
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

/**
 * Middleware serving every file below `dir` from memory, compressed ahead of time: `br` (quality 11) or `gzip`
 * (level 9), the first of the two that the request's Accept-Encoding accepts (`req.acceptsEncodings`: q=0 refuses), else
 * the file as it is. An encoding is kept only where it is smaller than the file. Unknown paths fall through.
 */
function precompressed(dir) {
  // No charset: module scripts are always decoded as UTF-8, and the stylesheets declare nothing outside ASCII.
  const TYPES = { ".js": "text/javascript", ".css": "text/css", ".map": "application/json" };
  /** @type {Map<string, { type: string, identity: Buffer, br?: Buffer, gzip?: Buffer }>} */
  const files = new Map();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const identity = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
    const gzip = zlib.gzipSync(identity, { level: 9 });
    files.set(`/${path.relative(dir, file).split(path.sep).join("/")}`, {
      type: TYPES[path.extname(file)] ?? "application/octet-stream",
      identity,
      br: br.length < identity.length ? br : undefined,
      gzip: gzip.length < identity.length ? gzip : undefined,
    });
  }
  return (req, res, next) => {
    const file = files.get(req.path);
    if (!file || (req.method !== "GET" && req.method !== "HEAD")) return next();
    // Ours first: the smaller encoding the browser accepts at all (browsers list gzip before br with equal weight).
    const encoding = ["br", "gzip"].find((name) => file[name] && req.acceptsEncodings(name) === name) ?? "identity";
    const body = file[encoding] ?? file.identity;
    res.sendDate = false;
    // An explicit `Connection: keep-alive` stops Node adding `Keep-Alive: timeout=5` to each of a page's ~30 scripts
    // (HTTP/1.1 connections persist by default; the server's keep-alive timeout still applies). A client that asked
    // to close gets Node's own handling.
    const keepAlive = req.httpVersion === "1.1" && !/\bclose\b/i.test(req.headers.connection ?? "");
    res.writeHead(200, {
      "Content-Type": file.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(keepAlive ? { Connection: "keep-alive" } : {}),
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
      ...(body === file.identity ? {} : { "Content-Encoding": encoding }),
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/** Express request → Fetch Request (as @remix-run/express 2.17 does it; why not that package: decision 002). */
function toRequest(req, res) {
  const origin = `${req.protocol}://${req.get("host")}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value) headers.set(key, value);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Counted as it streams: past `res.locals.bodyLimit` the stream errors and the server answers 413.
    res.locals.bodyLimit ??= FORM_BODY_LIMIT;
    init.body = limitedBody(req, res.locals.bodyLimit, () => {
      res.locals.bodyTooLarge = true;
    });
    init.duplex = "half";
  }
  // Concatenated, not `new URL(path, origin)`: a path starting with `//` (which `requestGuard` turns away anyway) would
  // name another host.
  return new Request(new URL(`${origin}${req.originalUrl}`), init);
}

/** Fetch Response → Express response. */
async function send(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
