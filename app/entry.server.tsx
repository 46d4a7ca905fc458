import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  createReadableStreamFromReadable,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { getEnv } from "~/lib/env.server";
import { formatServerTiming } from "~/lib/occ/server-timing";
import { createRequestContext } from "~/lib/request-context.server";
import { securityHeaders } from "~/lib/security-headers.server";

const ABORT_DELAY = 5_000;

// Fail fast at start-up (server.mjs imports the build) rather than on the first request.
getEnv();

/**
 * Hooks for server.mjs (kept here so all server logic is typed and part of the build):
 * a fresh per-request context with its CSP nonce, and the last touches to every response.
 */
export function getLoadContext(cspNonce: string = randomBytes(16).toString("base64"), clientAddress?: string): AppLoadContext {
  return createRequestContext(cspNonce, clientAddress);
}

export { securityHeaders };

export async function finalizeResponse(response: Response, context: AppLoadContext): Promise<Response> {
  const headers = new Headers();
  // Cookies decided along the way (refreshed session, CSRF token) go first, so a route's own
  // Set-Cookie (sign-in, sign-out) comes later and wins.
  for (const hook of context.responseHooks.values()) await hook(headers);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers.append(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  for (const [key, value] of Object.entries(securityHeaders(context.cspNonce, { formAction: context.cspFormAction }))) headers.set(key, value);
  // Pages and data are per user unless a route says otherwise: never in a shared cache.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  // The backend calls' names and durations are for whoever measures this server (`npm run bench`, the e2e run),
  // not for every client: only with SERVER_TIMING=1 (issue 21).
  if (getEnv().serverTiming && context.serverTimings.length > 0) headers.set("Server-Timing", formatServerTiming(context.serverTimings));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Server-side logging of loader/action/render errors. A browser that went away (navigation,
 * closed tab) aborts its request: that is not an error worth logging. Thrown responses
 * (redirects, 403, 404, catalogue errors) never reach here.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Bots get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log server-side only; the browser gets the error boundary, never a stack trace.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
