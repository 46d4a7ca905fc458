import { afterEach, describe, expect, it, vi } from "vitest";
import { sendMessage } from "../src/outbox";
import { createTestBackend, occErrorsSchema, parseJson, readJson, START, type TestBackend } from "./helpers";

let backend: TestBackend | undefined;
afterEach(() => {
  backend?.close();
  backend = undefined;
});

describe("GET /dev/outbox", () => {
  it("is a 404 when BACKEND_DEV_OUTBOX is off", async () => {
    backend = createTestBackend({ devOutbox: false });
    const response = await backend.app.request("/dev/outbox");
    expect(response.status).toBe(404);
    expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
  });

  it("lists the messages sent, newest first, optionally for one address", async () => {
    backend = createTestBackend({ devOutbox: true });
    expect(await readJson(await backend.app.request("/dev/outbox"))).toEqual({ messages: [] });
    const first = sendMessage(backend.db, { channel: "email", to: "Wearer@Acme.example", subject: "Reset your password", body: "Use this link", link: "http://localhost/reset?token=abc" }, START);
    const second = sendMessage(backend.db, { channel: "sms", to: "+61400000000", subject: null, body: "Your code is 123456", link: null }, START + 1000);

    expect(await readJson(await backend.app.request("/dev/outbox"))).toEqual({
      messages: [
        { id: second, channel: "sms", to: "+61400000000", subject: null, body: "Your code is 123456", link: null, createdAt: "2026-11-21T09:00:01.000Z" },
        { id: first, channel: "email", to: "wearer@acme.example", subject: "Reset your password", body: "Use this link", link: "http://localhost/reset?token=abc", createdAt: "2026-11-21T09:00:00.000Z" },
      ],
    });
    const filtered = await readJson(await backend.app.request("/dev/outbox?to=WEARER@acme.example"));
    expect(filtered).toMatchObject({ messages: [{ id: first }] });
    expect((await backend.app.request(`/dev/outbox?to=${"x".repeat(400)}`)).status).toBe(400);
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
    expect(await readJson(response)).toEqual({ errors: [{ type: "UnknownIdentifierError", message: "No resource at GET /occ/v2/corporate/nothing-here" }] });
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
