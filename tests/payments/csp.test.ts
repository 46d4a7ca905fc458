import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { isPaymentOriginAllowed, parseOrigins, paymentOriginsFrom } from "~/lib/payments/origins";
import { securityHeaders } from "~/lib/security-headers.server";

function csp(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  resetEnvForTests();
  const header = securityHeaders("n0nce")["Content-Security-Policy"] ?? "";
  return Object.fromEntries(header.split("; ").map((directive) => [directive.split(" ")[0], directive]));
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("CSP form-action for the card registration round trip", () => {
  it("allows this origin and the reference backend's (OCC_BASE_URL) by default", () => {
    const directives = csp({ NODE_ENV: "test", OCC_BASE_URL: "http://127.0.0.1:6300/occ/v2", PAYMENT_ORIGINS: undefined });
    expect(directives["form-action"]).toBe("form-action 'self' http://127.0.0.1:6300");
  });

  it("PAYMENT_ORIGINS replaces the default; junk is dropped, never copied into the header", () => {
    const directives = csp({ NODE_ENV: "test", OCC_BASE_URL: "http://127.0.0.1:6300/occ/v2", PAYMENT_ORIGINS: "https://pay.example/path, javascript:alert(1), nonsense; script-src *,https://pay.example" });
    expect(directives["form-action"]).toBe("form-action 'self' https://pay.example");
  });

  it("keeps everything else strict", () => {
    const directives = csp({ NODE_ENV: "test", OCC_BASE_URL: "http://127.0.0.1:6300/occ/v2" });
    expect(directives["default-src"]).toBe("default-src 'self'");
    expect(directives["script-src"]).toBe("script-src 'self' 'nonce-n0nce'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(directives["base-uri"]).toBe("base-uri 'none'");
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["connect-src"]).toBe("connect-src 'self'");
  });
});

describe("payment origins", () => {
  it("parses origins and checks a postUrl against them", () => {
    expect(parseOrigins("https://a.example/x, http://b.example:8080 ,ftp://c.example, ")).toEqual(["https://a.example", "http://b.example:8080"]);
    expect(paymentOriginsFrom("", "http://127.0.0.1:4000/occ/v2")).toEqual(["http://127.0.0.1:4000"]);
    const allowed = ["http://127.0.0.1:4000"];
    expect(isPaymentOriginAllowed("http://127.0.0.1:4000/hosted-payment/register", allowed)).toBe(true);
    expect(isPaymentOriginAllowed("http://127.0.0.1:4001/hosted-payment/register", allowed)).toBe(false);
    expect(isPaymentOriginAllowed("javascript:alert(1)", allowed)).toBe(false);
    expect(isPaymentOriginAllowed("not a url", allowed)).toBe(false);
  });
});
