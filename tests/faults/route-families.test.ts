import { describe, expect, it } from "vitest";
import { expectNoStackTrace } from "./harness";
import { FAMILIES } from "./page-families";
import { routeFiles } from "./storefront";

/**
 * The fault harness covers every route (issue 21): each route module in app/routes has a row in exactly one page
 * family of tests/faults/page-families.ts, and each row is exercised by a page or form case or says why not.
 */
const routeName = (file: string) => file.replace(/^routes\//, "").replace(/\.[jt]sx?$/, "");

describe("fault harness table", () => {
  const routes = routeFiles().map((route) => routeName(route.file));

  it("has a family row for every route module in app/routes", () => {
    const rows = FAMILIES.flatMap((family) => Object.keys(family.routes));
    expect(routes.filter((route) => !rows.includes(route)), "route modules without a family row").toEqual([]);
    expect(rows.filter((row) => !routes.includes(row)), "rows naming no route module").toEqual([]);
    expect(rows.filter((row, i) => rows.indexOf(row) !== i), "routes in two families").toEqual([]);
  });

  it.each(FAMILIES.map((family) => [family.family, family] as const))("%s: every route is driven by a case or says why not", (_, family) => {
    const driven = new Set([...family.pages, ...family.forms].flatMap((c) => c.routes));
    for (const [route, row] of Object.entries(family.routes)) {
      if (row === true) expect(driven.has(route), `${route} is marked driven but no case runs it`).toBe(true);
      else expect(row.length, `${route}: the reason it is not driven`).toBeGreaterThan(20);
    }
    for (const route of driven) expect(family.routes[route], `${route} is driven but not a row of ${family.family}`).toBe(true);
  });
});

describe("the harness's stack-trace check", () => {
  const page = (html: string) => ({ url: "http://store.test/x", status: 500, location: null, html });

  it.each([
    ["a stack line", "<pre>Error: boom\n    at loader (/work/app/routes/cart.tsx:12:5)</pre>"],
    ["a node_modules path", "<p>/work/node_modules/@remix-run/server-runtime/dist/server.js</p>"],
    ["an error class dump", "<p>OccError: badGateway (502) for orgUsers/current</p>"],
    ["Remix's unexpected error text", "<h1>Unexpected Server Error</h1>"],
  ])("fails on %s", (_, html) => {
    expect(() => expectNoStackTrace(page(html))).toThrow();
  });

  it("passes a catalogue page", () => {
    expect(() => expectNoStackTrace(page("<h1>Sorry, there is a problem</h1><p>A server error occurred. Please try again later.</p>"))).not.toThrow();
  });
});
