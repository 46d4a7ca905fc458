/**
 * The storefront's routes as the router sees them (issue 21, the authorization matrix): every route module under
 * `app/routes` with the URL pattern Remix gives it. The file names are read with Remix's own flat-routes reader
 * (`flatRoutes` of @remix-run/dev, the function the compiler calls for remix.config.js), so every convention —
 * `.` → `/`, `$param`, `_index`, a trailing `_` that leaves the parent's layout, `[escaped]` characters, `($optional)`
 * segments, the `$` splat, pathless `_layout` prefixes and `route.tsx` folders — means here exactly what it means to the
 * router (docs/decisions/024-authorization-matrix-and-link-crawl.md). No browser, no server: a pure read of the folder.
 */
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import remixConfig from "../remix.config.js";

/**
 * The route manifest the classic compiler makes from `appDirectory`'s routes folder, with remix.config.js's
 * `ignoredRouteFiles`: ids like `routes/cart`, files like `routes/cart.tsx`, paths relative to the parent. The one
 * reader of app/routes for the harnesses (the authorization matrix, the link crawl, the bad-input corpus, the fault
 * harness's in-process server build).
 */
export function routeManifest(appDirectory = path.resolve("app")) {
  return flatRoutes(appDirectory, remixConfig.ignoredRouteFiles);
}

export interface RouteFile {
  /** The route module's path under app/routes, e.g. `my-account_.approval.$approvalCode.tsx` (the matrix's key). */
  file: string;
  /** The full URL pattern, e.g. `/my-account/approval/:approvalCode`, `/medias/*`, `/` (index routes: their parent's). */
  pattern: string;
  /** An index route (`_index`) or a layout that renders an index child: both answer at `pattern`. */
  index: boolean;
  /** A pathless layout (`_auth.tsx`): it has no URL of its own. */
  pathless: boolean;
}

/** Every route module of `appDirectory` (default: `app` of the checkout the tests run in) with its full URL pattern, by file. */
export function routeFiles(appDirectory = path.resolve("app")): RouteFile[] {
  const manifest = routeManifest(appDirectory);
  const fullPattern = (id: string): string => {
    const segments: string[] = [];
    for (let route = manifest[id]; route; route = route.parentId ? manifest[route.parentId] : undefined) {
      if (route.path) segments.unshift(route.path);
    }
    return `/${segments.join("/")}`;
  };
  return Object.values(manifest)
    .map((route) => ({
      file: route.file.replace(/^routes\//, ""),
      pattern: fullPattern(route.id),
      index: route.index === true,
      pathless: !route.index && route.path === undefined,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Fills a pattern's `:params` and `*` from `values` (an optional `:param?` without a value is dropped); throws for a
 * missing required value, so a row whose example URL is out of date fails loudly.
 */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  const filled = pattern
    .split("/")
    .map((segment) => {
      const optional = segment.endsWith("?");
      const name = segment.replace(/^:/, "").replace(/\?$/, "");
      if (segment === "*") return values["*"] ?? "";
      if (!segment.startsWith(":")) return segment;
      const value = values[name];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`fillPattern: ${pattern} needs a value for :${name}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join("/");
  return filled || "/";
}

/** A regular expression that matches the URLs of `pattern` (for telling which route a crawled URL belongs to). */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      const optional = segment.endsWith("?");
      const part = segment.startsWith(":") ? "/[^/]+" : `/${segment.replace(/\?$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return optional ? `(?:${part})?` : part;
    })
    .join("");
  return new RegExp(body ? `^${body}/?$` : "^/?$", "i");
}
