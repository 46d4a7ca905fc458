/**
 * The link crawl's page reading (e2e/link-crawl.ts, issue 21): which links count as internal, which GET forms are
 * followed, and which URLs are "the same page".
 */
import { describe, expect, it } from "vitest";
import { internalUrl, NEVER_FOLLOW, pageLinks, patternKey } from "../e2e/link-crawl";
import { routeFiles } from "../e2e/route-patterns";

describe("pageLinks", () => {
  it("reads internal hrefs and GET form actions, not POST forms, other origins, fragments or mailto:", () => {
    const html = `
      <a href="/cart">Cart</a><a class="x" href="/search/polo?sort=name&amp;page=2">Polos</a>
      <a href="https://example.com/">Out</a><a href="//evil.example/x">Protocol-relative</a>
      <a href="#main">Skip</a><a href="mailto:help@example.com">Mail</a><a href="tel:1300">Call</a>
      <form method="get" action="/search"></form><form action="/packList"></form>
      <form method="post" action="/logout"></form>`;
    expect(pageLinks(html)).toEqual(["/cart", "/search/polo?sort=name&page=2", "/search", "/packList"]);
  });

  it("keeps path and query of an internal URL", () => {
    expect(internalUrl("/my-account/orders?returns=true#top")).toBe("/my-account/orders?returns=true");
    expect(internalUrl("/\\evil.example")).toBeNull();
    expect(internalUrl("relative")).toBeNull();
  });
});

describe("patternKey", () => {
  const routes = routeFiles();
  it("makes one page of a pattern, with and without a query", () => {
    expect(patternKey("/product/POL-PR/Pro%20Polo", routes)).toBe(patternKey("/product/SHT-CL/Classic%20Shirt", routes));
    expect(patternKey("/search/fleece?colour=black", routes)).toBe(patternKey("/search/polo?brand=ironbark&size=XS", routes));
    expect(patternKey("/search/fleece", routes)).not.toBe(patternKey("/search/fleece?colour=black", routes));
  });

  it("keeps every catch-all path apart (content pages and pages that do not exist)", () => {
    expect(patternKey("/contact-us", routes)).not.toBe(patternKey("/faq", routes));
    expect(patternKey("/my-account/finance?tab=credit", routes)).toBe(patternKey("/my-account/finance", routes));
  });

  it("never follows sign-out or a session-changing entry", () => {
    const never = (path: string) => NEVER_FOLLOW.some((rule) => rule.path.test(path));
    expect(["/logout", "/punchout/cxml/session", "/SSO-Redirection", "/register/WELCOME2026"].every(never)).toBe(true);
    expect(["/register/verify", "/cart", "/my-account"].some(never)).toBe(false);
  });
});
