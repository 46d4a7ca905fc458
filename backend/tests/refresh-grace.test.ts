import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT, createTestBackend, get, login, parseJson, readJson, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

/** Issue 21, hole 3 (decision 021): a refresh token presented again within the grace window answers the same pair. */

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(() => backend.close());

const clientFields = { client_id: CLIENT.id, client_secret: CLIENT.secret };
const refresh = (refreshToken: string) => tokenRequest(backend, { grant_type: "refresh_token", refresh_token: refreshToken, ...clientFields });
const INVALID = { error: "invalid_grant", error_description: "Invalid refresh token" };

describe("refresh-token grace window", () => {
  it("answers the SAME new pair to every request that presents the just-rotated refresh token within 30 s", async () => {
    const first = await login(backend, "wearer@kiwi.example");
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refresh_token ?? "")));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pairs = await Promise.all(responses.map((r) => parseJson(r, tokenBodySchema)));
    expect(new Set(pairs.map((p) => `${p.access_token}/${p.refresh_token}`)).size).toBe(1);
    expect(pairs[0]?.access_token).not.toBe(first.access_token);
    // One pair was issued, not ten.
    expect(backend.db.prepare("SELECT count(*) AS n FROM oauth_tokens WHERE user_uid = 'wearer@kiwi.example'").get()).toEqual({ n: 2 });

    backend.advance(29_000);
    const late = await parseJson(await refresh(first.refresh_token ?? ""), tokenBodySchema);
    expect(late.access_token).toBe(pairs[0]?.access_token);
    expect(late.refresh_token).toBe(pairs[0]?.refresh_token);
    expect(late.expires_in).toBe(43_200 - 29); // what is left of the pair's life
    expect((await get(backend, "/occ/v2/corporate/orgUsers/current", late.access_token)).status).toBe(200);
  });

  it("is invalid after the window, and the database never holds a usable token", async () => {
    const first = await login(backend, "wearer@kiwi.example");
    const second = await parseJson(await refresh(first.refresh_token ?? ""), tokenBodySchema);
    const dump = JSON.stringify(backend.db.prepare("SELECT * FROM oauth_tokens").all());
    expect(dump).not.toContain(second.access_token);
    expect(dump).not.toContain(second.refresh_token);

    backend.advance(30_001);
    const reused = await refresh(first.refresh_token ?? "");
    expect(reused.status).toBe(400);
    expect(await readJson(reused)).toEqual(INVALID);
    // The sealed pair is gone once the window is over (cleared when the next tokens are issued).
    await login(backend, "buyer@acme.example");
    expect(backend.db.prepare("SELECT count(*) AS n FROM oauth_tokens WHERE successor_sealed IS NOT NULL").get()).toEqual({ n: 0 });
    // The new pair is unaffected.
    expect((await refresh(second.refresh_token ?? "")).status).toBe(200);
  });

  it("a revoked pair stays revoked: the old refresh token does not bring it back within the window", async () => {
    const first = await login(backend, "wearer@kiwi.example");
    const second = await parseJson(await refresh(first.refresh_token ?? ""), tokenBodySchema);
    const revoke = await backend.app.request("/authorizationserver/oauth/revoke", {
      method: "POST",
      body: new URLSearchParams({ token: second.access_token }),
    });
    expect(revoke.status).toBe(200);

    const replay = await refresh(first.refresh_token ?? "");
    expect(replay.status).toBe(400);
    expect(await readJson(replay)).toEqual(INVALID);
    expect((await get(backend, "/occ/v2/corporate/orgUsers/current", second.access_token)).status).toBe(401);
  });

  it("a revoked old pair (sign-out with the old token) cannot be replayed either", async () => {
    const first = await login(backend, "wearer@kiwi.example");
    expect((await refresh(first.refresh_token ?? "")).status).toBe(200);
    await backend.app.request("/authorizationserver/oauth/revoke", { method: "POST", body: new URLSearchParams({ token: first.refresh_token ?? "" }) });
    expect(await readJson(await refresh(first.refresh_token ?? ""))).toEqual(INVALID);
  });
});
