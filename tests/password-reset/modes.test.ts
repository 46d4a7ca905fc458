import { describe, expect, it } from "vitest";
import {
  MODE,
  cdcRedirectTarget,
  expiredMode,
  expiredPath,
  isExpiredPath,
  modeAfterRequest,
  modeForToken,
  requestScreenMode,
  sentParam,
  tokenType,
} from "~/lib/password-reset/modes";

describe("password-reset mode machine (spec part 1 §4, part 2 §4)", () => {
  it("a successful request moves to 3 when the entry contains '@', else 4", () => {
    expect(modeAfterRequest("wearer@acme.example")).toBe(MODE.emailSent);
    expect(modeAfterRequest("+61 400 000 001")).toBe(MODE.smsSent);
    expect(sentParam(3)).toBe("email");
    expect(sentParam(4)).toBe("sms");
  });

  it("the request screen's mode lives in ?sent=; anything else (leaving, reloading without it) is 2", () => {
    expect(requestScreenMode("email")).toBe(3);
    expect(requestScreenMode("sms")).toBe(4);
    expect(requestScreenMode(null)).toBe(2);
    expect(requestScreenMode("")).toBe(2);
    expect(requestScreenMode("EMAIL")).toBe(2);
    expect(requestScreenMode("3")).toBe(2);
  });

  it("token type defaults to EMAIL", () => {
    expect(tokenType(null)).toBe("EMAIL");
    expect(tokenType("EMAIL")).toBe("EMAIL");
    expect(tokenType("SMS")).toBe("SMS");
    expect(tokenType("sms")).toBe("SMS");
    expect(tokenType("FAX")).toBe("EMAIL");
  });

  it("valid gives 5; expired SMS gives 8, other expired 6; used/unknown show the expired view too", () => {
    expect(modeForToken("VALID", "EMAIL")).toBe(5);
    expect(modeForToken("VALID", "SMS")).toBe(5);
    expect(modeForToken("EXPIRED", "SMS")).toBe(8);
    expect(modeForToken("EXPIRED", "EMAIL")).toBe(6);
    expect(modeForToken("INVALID", "SMS")).toBe(8);
    expect(modeForToken("INVALID", "EMAIL")).toBe(6);
    expect(expiredMode("SMS")).toBe(8);
    expect(expiredMode("EMAIL")).toBe(6);
  });

  it("the expired view's URL carries the type and the sent flag, never a token", () => {
    expect(expiredPath("EMAIL")).toBe("/expired");
    expect(expiredPath("SMS")).toBe("/expired?type=SMS");
    expect(expiredPath("SMS", { sent: true })).toBe("/expired?type=SMS&sent=1");
    expect(expiredPath("EMAIL", { sent: true })).toBe("/expired?sent=1");
  });

  it("any path containing 'expired' is the expired view", () => {
    expect(isExpiredPath("/expired")).toBe(true);
    expect(isExpiredPath("/reset/expired")).toBe(true);
    expect(isExpiredPath("/reset/link-expired")).toBe(true);
    expect(isExpiredPath("/reset")).toBe(false);
  });
});

describe("cdcRedirectTarget", () => {
  const allowed = ["https://idp.example", "https://login.acme.example:8443"];

  it("follows only http(s) URLs whose origin is allow-listed", () => {
    expect(cdcRedirectTarget("https://idp.example/reset?token=abc", allowed)).toBe("https://idp.example/reset?token=abc");
    expect(cdcRedirectTarget("https://login.acme.example:8443/x", allowed)).toBe("https://login.acme.example:8443/x");
  });

  it("ignores other origins, look-alikes, other schemes, relative and malformed URLs", () => {
    for (const url of [
      "https://evil.example/reset",
      "https://idp.example.evil.example/",
      "http://idp.example/reset",
      "https://login.acme.example/x",
      "javascript:alert(1)",
      "//idp.example/reset",
      "/reset",
      "not a url",
      "",
      null,
    ]) {
      expect(cdcRedirectTarget(url, allowed), String(url)).toBeNull();
    }
    expect(cdcRedirectTarget("https://idp.example/reset", [])).toBeNull();
  });
});
