/**
 * The authorization matrix's route list (e2e/route-patterns.ts, issue 21): each flat-routes convention gives the URL
 * pattern the router matches, read from a folder of route files made here.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillPattern, patternRegExp, routeFiles } from "../e2e/route-patterns";

const app = fs.mkdtempSync(path.join(os.tmpdir(), "route-patterns-"));
afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

const FILES = [
  "_index.tsx",
  "$.tsx",
  "cart.tsx",
  "checkout.tsx",
  "checkout._index.tsx",
  "checkout.delivery-mode.tsx",
  "my-account.tsx",
  "my-account_.approval.$approvalCode.tsx",
  "my-account_.approval.$approvalCode_.confirm.tsx",
  "medias.$.tsx",
  "_auth.tsx",
  "_auth.sign-up.tsx",
  "($lang).about.tsx",
  "[sitemap.xml].tsx",
  "resources.search.tsx",
  "pack.$id.step.$n_.item.$code.tsx",
  "pack.$id.tsx",
  "cart.test.tsx",
  ".hidden.tsx",
];
fs.mkdirSync(path.join(app, "routes"));
for (const file of FILES) fs.writeFileSync(path.join(app, "routes", file), "export default function R() { return null; }\n");
fs.writeFileSync(path.join(app, "root.tsx"), "export default function Root() { return null; }\n");

describe("routeFiles", () => {
  const byFile = new Map(routeFiles(app).map((route) => [route.file, route]));

  it("gives each file the URL pattern the router matches", () => {
    expect(Object.fromEntries([...byFile].map(([file, route]) => [file, route.pattern]))).toEqual({
      "_index.tsx": "/",
      "$.tsx": "/*",
      "cart.tsx": "/cart",
      "checkout.tsx": "/checkout",
      "checkout._index.tsx": "/checkout",
      "checkout.delivery-mode.tsx": "/checkout/delivery-mode",
      "my-account.tsx": "/my-account",
      "my-account_.approval.$approvalCode.tsx": "/my-account/approval/:approvalCode",
      "my-account_.approval.$approvalCode_.confirm.tsx": "/my-account/approval/:approvalCode/confirm",
      "medias.$.tsx": "/medias/*",
      "_auth.tsx": "/",
      "_auth.sign-up.tsx": "/sign-up",
      "($lang).about.tsx": "/:lang?/about",
      "[sitemap.xml].tsx": "/sitemap.xml",
      "resources.search.tsx": "/resources/search",
      "pack.$id.step.$n_.item.$code.tsx": "/pack/:id/step/:n/item/:code",
      "pack.$id.tsx": "/pack/:id",
    });
  });

  it("leaves out tests and dot files, and tells index routes and pathless layouts apart", () => {
    expect(byFile.has("cart.test.tsx")).toBe(false);
    expect(byFile.has(".hidden.tsx")).toBe(false);
    expect(byFile.get("_auth.tsx")).toMatchObject({ pathless: true, index: false });
    expect(byFile.get("checkout._index.tsx")).toMatchObject({ pathless: false, index: true });
    expect(byFile.get("checkout.tsx")).toMatchObject({ pathless: false, index: false });
  });

  it("reads this storefront's routes", () => {
    const routes = routeFiles();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.find((route) => route.file === "packDetailsPage.$packId.step.$n_.item.$productCode.tsx")?.pattern).toBe(
      "/packDetailsPage/:packId/step/:n/item/:productCode",
    );
  });
});

describe("fillPattern and patternRegExp", () => {
  it("fill params, splats and optional segments, and fail on a missing value", () => {
    expect(fillPattern("/product/:code/:name", { code: "POL-PR", name: "Pro Polo" })).toBe("/product/POL-PR/Pro%20Polo");
    expect(fillPattern("/medias/*", { "*": "a/b.png" })).toBe("/medias/a/b.png");
    expect(fillPattern("/:lang?/about", {})).toBe("/about");
    expect(fillPattern("/", {})).toBe("/");
    expect(() => fillPattern("/order-confirmation/:code", {})).toThrow(/:code/);
  });

  it("match the URLs of a pattern and no others", () => {
    expect(patternRegExp("/product/:code/:name").test("/product/POL-PR/Pro%20Polo")).toBe(true);
    expect(patternRegExp("/product/:code/:name").test("/product/POL-PR")).toBe(false);
    expect(patternRegExp("/").test("/")).toBe(true);
    expect(patternRegExp("/").test("/cart")).toBe(false);
    expect(patternRegExp("/medias/*").test("/medias/x/y.png")).toBe(true);
    expect(patternRegExp("/:lang?/about").test("/about")).toBe(true);
    expect(patternRegExp("/:lang?/about").test("/en/about")).toBe(true);
  });
});
