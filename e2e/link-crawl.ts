/**
 * The link crawl (issue 21; docs/testing.md "Authorization matrix and link crawl"): from a kind of user's start pages,
 * follow every internal link and GET form the pages show — HTTP only, as a browser without JavaScript would — and
 * report every link that answers 403, 404 or 5xx with the page that showed it. Breadth first, with a cap per user, and
 * one page per URL pattern (one product page, one category page…), except the catch-all route's pages (content
 * pages and unknown paths), which are each crawled: that is where a link to a page that does not exist lands.
 *
 * GET only, and never a URL that changes state on GET (NEVER_FOLLOW): the crawl changes nothing.
 */
import { type HttpSession } from "./http-sessions";
import { decodeEntities } from "./http-sessions";
import { patternRegExp, type RouteFile, routeFiles } from "./route-patterns";

const BASE = "http://storefront.invalid";

/** Paths the crawl never requests, with why (a GET that signs out or changes the session, or leaves the storefront). */
export const NEVER_FOLLOW: readonly { path: RegExp; why: string }[] = [
  { path: /^\/logout(\/|$)/i, why: "signing out is a POST, but the confirmation page is only the way to it" },
  { path: /^\/punchout\/cxml\/session(\/|$)/i, why: "a punch-out entry replaces the session" },
  { path: /^\/punchout\/requisition(\/|$)/i, why: "the transfer page posts the requisition" },
  { path: /^\/SSO-Redirection(\/|$)/i, why: "an identity-provider return replaces the session" },
  { path: /^\/register\/(?!verify)[^/]+$/i, why: "the registration code step stores the code in the session" },
];

export interface BrokenLink {
  url: string;
  status: number;
  from: string;
}

export interface CrawlResult {
  visited: string[];
  broken: BrokenLink[];
  /** URLs left out because their pattern had been crawled (counted, not listed). */
  skippedSamePattern: number;
  capped: boolean;
}

/** Internal URLs (path + query) of the `<a href>`s and GET forms of a page. */
export function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)) links.push(decodeEntities(match[1] ?? ""));
  for (const match of html.matchAll(/<form\b([^>]*)>/gi)) {
    const attributes = match[1] ?? "";
    const method = attributes.match(/\bmethod="([^"]*)"/i)?.[1]?.toLowerCase() ?? "get";
    const action = attributes.match(/\baction="([^"]*)"/i)?.[1];
    if (method === "get" && action) links.push(decodeEntities(action));
  }
  return links.flatMap((link) => {
    const internal = internalUrl(link);
    return internal ? [internal] : [];
  });
}

/** `link` as an internal path + query, or null (another origin, a fragment, mailto:, tel:, a protocol-relative URL). */
export function internalUrl(link: string): string | null {
  if (!link.startsWith("/") || link.startsWith("//")) return null;
  const url = new URL(link, BASE);
  // `/\host` is another origin to a browser (as `//host` is).
  return url.origin === BASE ? `${url.pathname}${url.search}` : null;
}

/**
 * The key that makes URLs "the same page" for the crawl: a route's pattern, with or without a query (so one search
 * page and one filtered search page, not every combination of filters); for the catch-all route (content pages and
 * unknown paths) and splats, the path itself, whatever the query.
 */
export function patternKey(url: string, routes: readonly RouteFile[]): string {
  const parsed = new URL(url, BASE);
  const route = routes.find((candidate) => !candidate.pattern.includes("*") && patternRegExp(candidate.pattern).test(parsed.pathname));
  if (!route) return parsed.pathname.toLowerCase();
  return parsed.search ? `${route.pattern}?` : route.pattern;
}

/**
 * Crawls from `starts` as `session`: at most `cap` pages requested. A redirect's target is followed as a link of the
 * page that linked to the redirecting URL.
 */
export async function crawl(session: HttpSession, starts: readonly string[], cap: number): Promise<CrawlResult> {
  const routes = routeFiles().filter((route) => !route.pathless);
  const seenKeys = new Set<string>();
  const seenUrls = new Set<string>();
  const queue: { url: string; from: string }[] = [];
  const result: CrawlResult = { visited: [], broken: [], skippedSamePattern: 0, capped: false };

  const enqueue = (url: string, from: string) => {
    if (seenUrls.has(url) || NEVER_FOLLOW.some((rule) => rule.path.test(new URL(url, BASE).pathname))) return;
    seenUrls.add(url);
    const key = patternKey(url, routes);
    if (seenKeys.has(key)) {
      result.skippedSamePattern += 1;
      return;
    }
    seenKeys.add(key);
    queue.push({ url, from });
  };
  for (const start of starts) enqueue(start, "(start)");

  while (queue.length > 0) {
    if (result.visited.length >= cap) {
      result.capped = true;
      break;
    }
    const next = queue.shift();
    if (!next) break;
    const response = await session.get(next.url);
    result.visited.push(next.url);
    const status = response.status();
    // 403 too: a link the user is shown must open for them (a page they may not open is not linked for them).
    if (status === 403 || status === 404 || status >= 500) {
      result.broken.push({ url: next.url, status, from: next.from });
      continue;
    }
    const location = response.headers().location;
    if (status >= 300 && status < 400 && location) {
      const target = internalUrl(location.replace(/^https?:\/\/[^/]+/, ""));
      if (target) enqueue(target, next.from);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("text/html")) continue;
    for (const link of pageLinks(await response.text())) enqueue(link, next.url);
  }
  return result;
}
