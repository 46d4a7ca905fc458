/**
 * Remix v2 classic compiler. Every v3 future flag the classic compiler supports is on,
 * so a later move to React Router 7 is a codemod (v3_routeConfig is Vite-only).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // Server-only code (sanitize-html, node:crypto) must never reach the browser bundle.
  serverDependenciesToBundle: [/^remix-utils.*/],
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
