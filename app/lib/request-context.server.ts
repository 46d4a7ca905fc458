import { type ServerTiming } from "~/lib/occ/server-timing";

/**
 * Per-request state shared by loaders, actions and the server (server.mjs builds it through
 * `getLoadContext` exported from entry.server.tsx):
 * - `cspNonce`: the nonce of this response's Content-Security-Policy;
 * - `serverTimings`: every backend call, written to the Server-Timing header;
 * - `responseHooks`: run once the route has answered, before headers are sent — used to commit
 *   a session changed on the way (e.g. a refreshed token), whatever kind of response it was;
 * - `memo`: per-request cache (the parsed session, so every loader shares one object);
 * - `clientAddress`: the browser's address as the storefront's server saw it (the socket's, or with TRUST_PROXY=1 the
 *   proxy's X-Forwarded-For), forwarded to the backend as `X-Forwarded-For` for its per-address limits (issue 21);
 * - `cspFormAction`: a CSP source this response's form-action allows instead of the payment origins (set by the
 *   punch-out transfer page for exactly its BrowserFormPost URL; `cspSourceForUrl` in security-headers.server.ts).
 */
// A type alias (not an interface) so it is assignable to Remix's index-signature AppLoadContext.
export type RequestContext = {
  cspNonce: string;
  serverTimings: ServerTiming[];
  responseHooks: Map<string, (headers: Headers) => Promise<void>>;
  memo: Map<string, unknown>;
  cspFormAction?: string;
  clientAddress?: string;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export function createRequestContext(cspNonce: string, clientAddress?: string): RequestContext {
  return { cspNonce, serverTimings: [], responseHooks: new Map(), memo: new Map(), ...(clientAddress ? { clientAddress } : {}) };
}

export function memoize<T>(context: RequestContext, key: string, create: () => T): T {
  if (!context.memo.has(key)) context.memo.set(key, create());
  return context.memo.get(key) as T;
}
