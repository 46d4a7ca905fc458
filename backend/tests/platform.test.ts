import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config";
import { sendMessage } from "../src/outbox";
import { createTestBackend, devHeaders, get, occErrorsSchema, parseJson, readJson, START, type TestBackend } from "./helpers";

let backend: TestBackend | undefined;
afterEach(() => {
  backend?.close();
  backend = undefined;
});

describe("GET /dev/outbox", () => {
  it("is a 404 when BACKEND_DEV_OUTBOX is off", async () => {
    backend = createTestBackend({ devOutbox: false });
    const response = await get(backend, "/dev/outbox");
    expect(response.status).toBe(404);
    expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("UnknownResourceError");
  });

  it("lists the messages sent, newest first, optionally for one address", async () => {
    backend = createTestBackend({ devOutbox: true });
    expect(await readJson(await get(backend, "/dev/outbox"))).toEqual({ messages: [] });
    const first = sendMessage(backend.db, { channel: "email", to: "Wearer@Acme.example", subject: "Reset your password", body: "Use this link", link: "http://localhost/reset?token=abc" }, START);
    const second = sendMessage(backend.db, { channel: "sms", to: "+61400000000", subject: null, body: "Your code is 123456", link: null }, START + 1000);

    expect(await readJson(await get(backend, "/dev/outbox"))).toEqual({
      messages: [
        { id: second, channel: "sms", to: "+61400000000", subject: null, body: "Your code is 123456", link: null, createdAt: "2026-11-21T09:00:01.000Z" },
        { id: first, channel: "email", to: "wearer@acme.example", subject: "Reset your password", body: "Use this link", link: "http://localhost/reset?token=abc", createdAt: "2026-11-21T09:00:00.000Z" },
      ],
    });
    const filtered = await readJson(await get(backend, "/dev/outbox?to=WEARER@acme.example"));
    expect(filtered).toMatchObject({ messages: [{ id: first }] });
    expect((await get(backend, `/dev/outbox?to=${"x".repeat(400)}`)).status).toBe(400);
  });
});

describe("development routes answer only to this machine, with a header and JSON (issue 21, hole 1)", () => {
  const sid = (response: Response) => response.status;
  const session = JSON.stringify({ userId: "admin@acme.example", site: "corporate", status: "active" });

  it("refuses a cross-site text/plain post, a form post, and a JSON post without the header", async () => {
    backend = createTestBackend({ devOutbox: true });
    // What a web page can send through a visitor's browser without a preflight: no custom header, a simple type.
    const crossSite = await backend.app.request("/dev/punchout/sessions", { method: "POST", headers: { "Content-Type": "text/plain" }, body: session });
    expect(crossSite.status).toBe(403);
    expect((await parseJson(crossSite, occErrorsSchema)).errors[0]?.type).toBe("ForbiddenError");
    const form = await backend.app.request("/dev/punchout/sessions", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "userId=admin%40acme.example" });
    expect(form.status).toBe(403);
    expect((await backend.app.request("/dev/punchout/sessions", { method: "POST", headers: { "Content-Type": "application/json" }, body: session })).status).toBe(403);
    expect((await backend.app.request("/dev/outbox")).status).toBe(403);
    // With the header, a body that is not JSON is refused before anything reads it.
    const plain = await backend.app.request("/dev/punchout/sessions", { method: "POST", headers: { ...devHeaders("/dev/"), "Content-Type": "text/plain" }, body: session });
    expect(plain.status).toBe(415);
    expect((await parseJson(plain, occErrorsSchema)).errors[0]?.type).toBe("UnsupportedMediaTypeError");
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM punchout_sessions WHERE user_uid = 'admin@acme.example'").get()).toEqual({ n: 0 });
    // The header and JSON: served.
    const ok = await backend.app.request("/dev/punchout/sessions", { method: "POST", headers: { ...devHeaders("/dev/"), "Content-Type": "application/json" }, body: session });
    expect(sid(ok)).toBe(201);
  });

  it("refuses a client that is not on this machine, and a Host that is not a loopback name (DNS rebinding)", async () => {
    backend = createTestBackend({ devOutbox: true });
    const headers = devHeaders("/dev/");
    const remote = { incoming: { socket: { remoteAddress: "192.168.1.20" } } };
    const loopback = { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } };
    expect((await backend.app.request("/dev/outbox", { headers }, remote)).status).toBe(403);
    expect((await backend.app.request("/dev/outbox", { headers }, loopback)).status).toBe(200);
    expect((await backend.app.request("http://127.0.0.1:4000/dev/outbox", { headers }, loopback)).status).toBe(200);
    expect((await backend.app.request("http://evil.example:4000/dev/outbox", { headers }, loopback)).status).toBe(403);
    // The demo procurement system takes the browser's cXML form post (no header possible) — from this machine only.
    expect((await backend.app.request("/dev/procurement/punchout", { method: "POST" }, remote)).status).toBe(403);
  });
});

describe("BACKEND_DEV_OUTBOX", () => {
  it("turns the development routes on with 1, never under NODE_ENV=production unless forced", () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ BACKEND_DEV_OUTBOX: "1" }).devOutbox).toBe(true);
    expect(loadConfig({ BACKEND_DEV_OUTBOX: "0" }).devOutbox).toBe(false);
    expect(loadConfig({ BACKEND_DEV_OUTBOX: "1", NODE_ENV: "production" }).devOutbox).toBe(false);
    expect(loadConfig({ BACKEND_DEV_OUTBOX: "1", NODE_ENV: "production", BACKEND_DEV_ROUTES_IN_PRODUCTION: "1" }).devOutbox).toBe(true);
  });
});

describe("platform", () => {
  it("answers GET /health", async () => {
    backend = createTestBackend();
    const response = await backend.app.request("/health");
    expect(await readJson(response)).toEqual({ status: "ok" });
  });

  it("answers unknown paths with an OCC-shaped 404", async () => {
    backend = createTestBackend();
    const response = await backend.app.request("/occ/v2/corporate/nothing-here");
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ errors: [{ type: "UnknownResourceError", message: "There is no resource for path /occ/v2/corporate/nothing-here" }] });
  });

  it("turns unexpected errors into a bare InternalServerError and logs them server-side", async () => {
    backend = createTestBackend();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    backend.app.get("/boom", () => {
      throw new Error("secret internals");
    });
    const response = await backend.app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text) as unknown).toEqual({ errors: [{ type: "InternalServerError", message: "An internal server error occurred" }] });
    expect(text).not.toContain("secret internals");
    expect(logged).toHaveBeenCalledOnce();
  });
});
