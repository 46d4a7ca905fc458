/**
 * What the storefront's HTTP server refuses before Remix (or any body parser) sees a request (issue 21, holes 4 and
 * 6; decision 023). Every refusal is a short plain-text page, never a stack trace, and none reads the request body:
 *
 * 1. **The path.** A path that starts with `//` or `/\` would become another host in `new URL(path, origin)`: a GET
 *    or HEAD is redirected (301) to the same path with one leading slash (a same-origin path, so never an open
 *    redirect), anything else gets 404. A path whose percent-encoding does not decode (`/%E0%A4%A`) gets 400, and so
 *    does a request target that is not a path (absolute-form `http://other.example/`, `*`).
 * 2. **The Origin of a POST** (any method with a body). A browser sends `Origin` on every form POST; one that names
 *    another host (or `null`: sandboxed or privacy-stripped contexts) gets 403. A request without `Origin` (old
 *    browsers, curl, the load bench) goes on to the CSRF token check, which every action makes (`readForm`).
 * 3. **The content type, before parsing.** Every action reads a form, so a body must be
 *    `application/x-www-form-urlencoded` or `multipart/form-data` (with a boundary); anything else gets 415, a
 *    multipart type without its boundary 400.
 * 4. **The size.** `FORM_BODY_LIMIT` (1 MB) for every path, `UPLOAD_BODY_LIMIT` for the upload paths to come
 *    (`UPLOAD_PATHS`: the bulk user upload). A declared `Content-Length` above the limit gets 413 at once; a chunked body is
 *    counted as it streams (`limitedBody`) and cut off at the limit, which the server answers with 413 as well.
 *    Refusals close the connection, so what the client still sends is never read.
 */

/** The largest form body: far above any form of the storefront (the largest, a pack step, is a few KB). */
export const FORM_BODY_LIMIT = 1024 * 1024;

/** The largest body of an upload route (bulk order upload, attachments: none exist yet). */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * Path prefixes (lower case, as the router matches them in any case) whose bodies may reach `UPLOAD_BODY_LIMIT`.
 * Issue 27: the bulk user upload (its own rule is 2 MB: a bigger file reaches the action, which answers the rule's
 * message instead of a bare 413).
 */
export const UPLOAD_PATHS = /** @type {string[]} */ (["/organisation/users/upload"]);

/** The body types an action accepts (`readForm` checks the same list). */
export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** @param {number} bytes */
const megabytes = (bytes) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * The body limit of a path.
 * @param {string} pathname  decoded path
 */
export function bodyLimitFor(pathname) {
  const path = pathname.toLowerCase();
  return UPLOAD_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/**
 * The media type (lower case, no parameters) and boundary of a Content-Type header.
 * @param {string | undefined} header
 */
export function parseContentType(header) {
  const [type = "", ...params] = (header ?? "").split(";");
  const boundary = params
    .map((param) => param.trim())
    .find((param) => param.toLowerCase().startsWith("boundary="))
    ?.slice("boundary=".length)
    .replace(/^"(.*)"$/, "$1");
  return { mediaType: type.trim().toLowerCase(), boundary: boundary || undefined };
}

/**
 * The host a request was sent to, as Remix compares it with `Origin` (X-Forwarded-Host first, then Host).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function requestHost(headers) {
  const forwarded = String(headers["x-forwarded-host"] ?? "").split(",")[0]?.trim();
  return forwarded || headers.host || "";
}

/**
 * Whether an `Origin` header names the host the request was sent to.
 * @param {string} origin
 * @param {string} host
 */
export function sameOrigin(origin, host) {
  if (origin === "null") return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Sends a short plain-text refusal and closes the connection (the rest of a body is never read).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function refuse(res, status, message) {
  const lingering = lingerAfterRefusal(res.req);
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  // With a body still arriving, `Connection: close` would make Node destroy the socket as soon as the answer is
  // written, on unread data (a reset): the lingering read and its timer end that connection instead.
  if (!lingering) res.setHeader("Connection", "close");
  res.end(`${message}\n`);
}

/** How long a refused request's body is still read (and thrown away) before its connection is cut. */
export const LINGER_MS = 2_000;

/**
 * A refused request may still be sending its body. Closing the socket on unread data makes the kernel answer with
 * a reset, which can reach the client before our response does ("closed without an answer"). So the rest of the
 * body is read and discarded (nothing is kept) for at most LINGER_MS, then the connection is cut: a lingering close,
 * as nginx does.
 * @param {import('node:http').IncomingMessage | undefined} req
 * @returns {boolean} whether the body is still being read
 */
function lingerAfterRefusal(req) {
  if (!req || req.complete || req.readableEnded) return false;
  req.removeAllListeners("data");
  req.on("data", () => undefined);
  req.resume();
  const timer = setTimeout(() => req.socket?.destroy(), LINGER_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  return true;
}

export const REFUSALS = {
  badPath: "400 Bad Request: the address is not valid.",
  notFound: "404 Not Found: there is no page at this address.",
  crossOrigin: "403 Forbidden: this form was sent from another site.",
  unsupportedType: "415 Unsupported Media Type: forms are sent as application/x-www-form-urlencoded or multipart/form-data.",
  missingBoundary: "400 Bad Request: the multipart form has no boundary.",
  tooLarge: (/** @type {number} */ limit) => `413 Payload Too Large: a form may send at most ${megabytes(limit)}.`,
};

/**
 * Express middleware: the four checks above. Sets `res.locals.bodyLimit` for `limitedBody`.
 * @returns {(req: import('express').Request, res: import('express').Response, next: () => void) => void}
 */
export function requestGuard() {
  return (req, res, next) => {
    const rawPath = req.url.split("?")[0] ?? "/";
    // An absolute-form target (`GET http://other.example/ HTTP/1.1`) or `*`: not a path of this site.
    if (!rawPath.startsWith("/")) return refuse(res, 400, REFUSALS.badPath);
    if (/^\/[/\\]/.test(rawPath)) {
      if (req.method !== "GET" && req.method !== "HEAD") return refuse(res, 404, REFUSALS.notFound);
      const query = req.url.slice(rawPath.length);
      res.statusCode = 301;
      res.setHeader("Location", `/${rawPath.replace(/^[/\\]+/, "")}${query}`);
      res.setHeader("Cache-Control", "no-store");
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return refuse(res, 400, REFUSALS.badPath);
    }
    if (BODYLESS_METHODS.has(req.method)) return next();

    const origin = req.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, requestHost(req.headers))) return refuse(res, 403, REFUSALS.crossOrigin);

    const { mediaType, boundary } = parseContentType(req.headers["content-type"]);
    if (!FORM_CONTENT_TYPES.includes(mediaType)) return refuse(res, 415, REFUSALS.unsupportedType);
    if (mediaType === "multipart/form-data" && !boundary) return refuse(res, 400, REFUSALS.missingBoundary);

    const limit = bodyLimitFor(pathname);
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) return refuse(res, 413, REFUSALS.tooLarge(limit));
    res.locals.bodyLimit = limit;
    next();
  };
}

/**
 * The request body as a web stream that errors once more than `limit` bytes have arrived (a chunked body declares no
 * length), and stops reading the socket: at most `limit` bytes plus one chunk are ever held.
 * @param {import('node:stream').Readable} req
 * @param {number} limit
 * @param {() => void} onTooLarge  called once, when the limit is passed
 * @returns {ReadableStream<Uint8Array>}
 */
export function limitedBody(req, limit, onTooLarge) {
  let received = 0;
  let done = false;
  return new ReadableStream({
    start(controller) {
      req.on("data", (/** @type {Buffer} */ chunk) => {
        if (done) return;
        received += chunk.length;
        if (received > limit) {
          done = true;
          req.pause();
          onTooLarge();
          controller.error(new Error(`Request body larger than ${limit} bytes`));
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => {
        if (done) return;
        done = true;
        controller.close();
      });
      req.once("error", (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
    },
    pull() {
      if (!done) req.resume();
    },
    cancel() {
      done = true;
      req.pause();
    },
  });
}
