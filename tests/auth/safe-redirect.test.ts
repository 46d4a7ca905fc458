import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each(["/a?b#c", "/", "/my-account/orders?page=2", "/search?q=%2F%2Fevil.example"])("keeps the same-origin path %j", (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    "https://evil.example",
    "http://evil.example/a",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/\r\nSet-Cookie: x=1",
    "/\t/evil.example",
    "/a\\b",
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it.each([null, undefined])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("rejects a File form value", () => {
    expect(safeRedirect(new File(["/a"], "a.txt"))).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/my-account")).toBe("/my-account");
  });

  // A percent-encoded CR/LF is not a header break: it stays encoded in the Location header and
  // the browser asks for the (non-existent) same-origin path. Keeping it is safe.
  it("keeps percent-encoded CR/LF encoded, never decoding it into the header", () => {
    const result = safeRedirect("/%0d%0aSet-Cookie");
    expect(result).toBe("/%0d%0aSet-Cookie");
    expect(result).not.toMatch(/[\r\n]/);
  });

  // Dot segments are resolved by URL parsing: '/.//evil.example' becomes '//evil.example', which
  // a browser follows to https://evil.example (protocol-relative). The result must never start
  // with '//' whatever the input.
  it.each(["/.//evil.example", "/..//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/./\\evil.example"])(
    "rejects %j, which normalises to a protocol-relative URL",
    (target) => {
      const result = safeRedirect(target);
      expect(result.startsWith("//")).toBe(false);
      expect(result).toBe("/");
    },
  );
});

describe("loginPath", () => {
  it("carries the path and query the visitor asked for", () => {
    expect(loginPath(new Request("http://store.test/my-account?x=1"))).toBe("/login?redirectTo=%2Fmy-account%3Fx%3D1");
  });

  it("is plain /login for the home page", () => {
    expect(loginPath(new Request("http://store.test/"))).toBe("/login");
  });

  it("drops the fragment and the origin", () => {
    expect(loginPath(new Request("http://store.test/orders#top"))).toBe("/login?redirectTo=%2Forders");
  });
});
