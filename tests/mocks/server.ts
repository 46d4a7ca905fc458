import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { realisticFetch } from "./fetch";

/**
 * One msw server per test file (vitest isolates files). Handlers are added per test with
 * `server.use(...)`; anything unhandled is an error, so a test never reaches a real network.
 */
export const server = setupServer();

/**
 * Registers the msw lifecycle hooks for the calling test file. While listening, the global
 * `fetch` is msw's, wrapped by `realisticFetch` (see tests/mocks/fetch.ts for why).
 */
export function useMswServer() {
  let mswFetch: typeof fetch | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    mswFetch = globalThis.fetch;
    globalThis.fetch = realisticFetch(mswFetch);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    if (mswFetch) globalThis.fetch = mswFetch;
    server.close();
  });
}
