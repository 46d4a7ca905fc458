import { randomBytes } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { seal, unseal } from "~/lib/sealed.server";
import { MAX_COOKIE_BYTES, type SessionData, sessionStorage } from "~/lib/session.server";
import { cookiePair, sessionCookie, sessionUser, signedInData, TEST_SESSION_SECRET, useTestEnv } from "../mocks/session";

// Issue 21 hole 8 (decision 022): the session cookie is encrypted, not only signed.

useTestEnv();
afterEach(() => {
  vi.stubEnv("SESSION_SECRET", TEST_SESSION_SECRET);
  vi.stubEnv("SESSION_PREVIOUS_SECRETS", "");
  resetEnvForTests();
});

const ACCESS = "Acc3ssT0ken-visible-if-only-signed";
const REFRESH = "R3freshT0ken-visible-if-only-signed";

/** Every way the cookie's bytes could show a value: as is, base64, base64url, percent-encoded. */
function encodings(value: string): string[] {
  return [value, Buffer.from(value).toString("base64"), Buffer.from(value).toString("base64url"), encodeURIComponent(value)].map((v) =>
    v.replace(/=+$/, "").slice(0, 20),
  );
}

function useSecrets(current: string, previous = "") {
  vi.stubEnv("SESSION_SECRET", current);
  vi.stubEnv("SESSION_PREVIOUS_SECRETS", previous);
  resetEnvForTests();
}

describe("the session cookie (__session)", () => {
  it("carries no token, user or flag in clear, and opens to the same data", async () => {
    const data = signedInData({ accessToken: ACCESS, refreshToken: REFRESH, billTo: "Acme Workwear Pty Ltd" });
    const cookie = await sessionCookie(data);
    expect(cookie).toMatch(/^__session=[A-Za-z0-9_-]+$/);
    // The JSON of the session, base64 encoded, would start with this prefix: a signed-only cookie shows it.
    for (const secret of [ACCESS, REFRESH, "buyer@acme.example", "Acme Workwear", '{"accessToken"']) {
      for (const encoded of encodings(secret)) expect(cookie).not.toContain(encoded);
    }
    // Not even JSON with a different key order: the whole value is ciphertext.
    expect(() => JSON.parse(Buffer.from(cookie.slice("__session=".length), "base64url").toString("utf8"))).toThrow();

    const session = await sessionStorage().getSession(cookie);
    expect(session.get("accessToken")).toBe(ACCESS);
    expect(session.get("refreshToken")).toBe(REFRESH);
    expect(session.get("user")?.uid).toBe("buyer@acme.example");
  });

  it("the same data sealed twice gives two different cookies (a fresh IV each time)", async () => {
    const data = signedInData();
    expect(await sessionCookie(data)).not.toBe(await sessionCookie(data));
  });

  it("a tampered cookie, a truncated one, garbage or an old signed-only cookie is an empty session", async () => {
    const cookie = await sessionCookie(signedInData());
    const value = cookie.slice("__session=".length);
    const bytes = Buffer.from(value, "base64url");
    for (const index of [0, 13, 30, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      const session = await sessionStorage().getSession(`__session=${changed.toString("base64url")}`);
      expect(session.get("accessToken"), `byte ${index} flipped`).toBeUndefined();
      expect(session.data).toEqual({});
    }
    for (const bad of [value.slice(0, 20), "", "not base64!", "eyJhY2Nlc3NUb2tlbiI6ImEifQ%3D%3D.c2lnbmF0dXJl", value + "AA"]) {
      expect((await sessionStorage().getSession(`__session=${bad}`)).data, bad).toEqual({});
    }
  });

  it("a value sealed for another purpose does not open as a session", async () => {
    const other = seal(JSON.stringify(signedInData()), "pending-sign-in");
    expect((await sessionStorage().getSession(`__session=${other}`)).data).toEqual({});
  });

  it("key rotation: a cookie sealed with the old secret still opens when it is listed in SESSION_PREVIOUS_SECRETS; new cookies use the new one", async () => {
    useSecrets("old-secret");
    const old = await sessionCookie(signedInData({ accessToken: ACCESS }));

    useSecrets("new-secret", "older-secret, old-secret");
    expect((await sessionStorage().getSession(old)).get("accessToken")).toBe(ACCESS);
    const fresh = cookiePair(await sessionStorage().commitSession(await sessionStorage().getSession(old)));
    expect(unseal(fresh.slice("__session=".length), "session-cookie", ["old-secret"])).toBeNull();
    expect(unseal(fresh.slice("__session=".length), "session-cookie", ["new-secret"])).toContain(ACCESS);

    // Retired: without the old secret the old cookie is an empty session (signed out, nothing else).
    useSecrets("new-secret");
    expect((await sessionStorage().getSession(old)).data).toEqual({});
  });

  it("the attributes stay: HttpOnly, SameSite=Lax, Path=/; a destroyed session expires the cookie", async () => {
    const session = await sessionStorage().getSession();
    session.set("billTo", "x");
    const header = await sessionStorage().commitSession(session);
    expect(header).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await sessionStorage().destroySession(session)).toMatch(/^__session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly/);
  });

  it("flash values survive the round trip and are read once", async () => {
    const session = await sessionStorage().getSession();
    session.flash("flash", { type: "info", message: "Hello" });
    const next = await sessionStorage().getSession(cookiePair(await sessionStorage().commitSession(session)));
    expect(next.get("flash")).toEqual({ type: "info", message: "Hello" });
    expect(next.get("flash")).toBeUndefined();
  });

  it("the biggest realistic session stays under the browser's 4 KB", async () => {
    // A buyer in proxy mode with a 100-character billTo, a purchase-order draft (10 units, 300-character
    // description) and two approval decisions being reviewed (255-character comments, 10 lines each), with tokens
    // as long as the backend's (32 random bytes). (Three such decisions at once overflowed the signed-only cookie
    // too: 4,880 bytes then, 4,870 now — sealing adds 38 characters and saves the signature and percent-escapes.)
    const token = () => randomBytes(32).toString("base64url");
    const draft = (code: string) => ({
      code,
      decision: "REJECT" as const,
      reasonCode: "BUDGET",
      comment: "c".repeat(255),
      quantities: Array.from({ length: 10 }, (_, entryNumber) => ({ entryNumber, quantity: 999 })),
      key: randomBytes(16).toString("hex"),
      reviewed: true,
    });
    const data: Partial<SessionData> = signedInData({
      accessToken: token(),
      refreshToken: token(),
      user: sessionUser({ preferredName: "Bella", groups: ["b2bcustomergroup", "b2bapprovergroup", "b2badmingroup", "CustomerAdmin"], showLoginPreferencePage: true }),
      billTo: "B".repeat(100),
      isProxyMode: true,
      proxy: { uid: "proxy-wearer.nojs@acme.example", name: "Quinn Plain", cartId: "00001234" },
      priceEnabled: true,
      currencySymbol: "A$",
      purchaseOrderDraft: {
        purchaseOrderNo: "P".repeat(100),
        description: "d".repeat(300),
        units: Array.from({ length: 10 }, (_, i) => `acme-au-unit-${i}`),
        key: randomBytes(16).toString("hex"),
      },
      approvalDecisionDrafts: [draft("29000001"), draft("29000002")],
    });
    const cookie = await sessionCookie(data);
    expect(cookie.length + "; Path=/; HttpOnly; SameSite=Lax; Secure".length).toBeLessThan(MAX_COOKIE_BYTES);
    // Never bigger than the signed-only cookie it replaces.
    const signedOnly = createCookieSessionStorage({ cookie: { name: "__session", path: "/", httpOnly: true, sameSite: "lax", secrets: ["s"] } });
    const session = await signedOnly.getSession();
    for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value);
    expect(cookie.length).toBeLessThanOrEqual(cookiePair(await signedOnly.commitSession(session)).length);
  });
});
