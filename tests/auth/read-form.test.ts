import { describe, expect, it } from "vitest";
import { csrfToken, getHoneypot, readForm } from "~/lib/csrf.server";
import { createRequestContext } from "~/lib/request-context.server";
import { cookiePair, useTestEnv } from "../mocks/session";

useTestEnv();

/** A CSRF token and the cookie that goes with it, as the root loader hands them out. */
async function issueToken() {
  const context = createRequestContext("nonce");
  const token = await csrfToken(new Request("http://shop.test/login"), context);
  const headers = new Headers();
  for (const hook of context.responseHooks.values()) await hook(headers);
  const setCookie = headers.get("Set-Cookie");
  expect(setCookie, "a new visitor gets a CSRF cookie").toMatch(/^__csrf=.*HttpOnly.*SameSite=Lax/i);
  return { token, cookie: cookiePair(setCookie ?? "") };
}

function post(fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(fields);
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request("http://shop.test/login", { method: "POST", body, headers });
}

async function status(promise: Promise<unknown>): Promise<number> {
  const thrown = await promise.then(
    () => 0,
    (error: unknown) => (error instanceof Response ? error.status : -1),
  );
  return thrown;
}

function honeypotFields(overrides: Record<string, string> = {}) {
  const props = getHoneypot().getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName ?? "from__confirm"]: props.encryptedValidFrom ?? "", ...overrides };
}

describe("readForm", () => {
  it("accepts a form whose token matches the cookie", async () => {
    const { token, cookie } = await issueToken();
    const form = await readForm(post({ csrf: token, email: "a@b.example" }, cookie));
    expect(form.get("email")).toBe("a@b.example");
  });

  it("answers 403 without the token, with a forged token, or without the cookie", async () => {
    const { token, cookie } = await issueToken();
    expect(await status(readForm(post({ email: "a@b.example" }, cookie)))).toBe(403);
    expect(await status(readForm(post({ csrf: "forged.token" }, cookie)))).toBe(403);
    expect(await status(readForm(post({ csrf: token })))).toBe(403);
  });

  it("answers 403 for another visitor's token", async () => {
    const mine = await issueToken();
    const theirs = await issueToken();
    expect(await status(readForm(post({ csrf: theirs.token }, mine.cookie)))).toBe(403);
  });

  it("checks the honeypot on public forms: empty passes, filled is rejected with 400", async () => {
    const { token, cookie } = await issueToken();
    const ok = await readForm(post({ csrf: token, ...honeypotFields() }, cookie), { honeypot: true });
    expect(ok.get("csrf")).toBe(token);

    const name = getHoneypot().getInputProps().nameFieldName;
    const bot = post({ csrf: token, ...honeypotFields({ [name]: "I am a bot" }) }, cookie);
    expect(await status(readForm(bot, { honeypot: true }))).toBe(400);
  });
});

describe("readForm: what is not a form (issue 21, hole 6)", () => {
  function postRaw(body: string, contentType?: string, cookie?: string) {
    const headers = new Headers();
    if (contentType) headers.set("Content-Type", contentType);
    if (cookie) headers.set("Cookie", cookie);
    return new Request("http://shop.test/login", { method: "POST", body, headers });
  }

  it("answers JSON, text/plain and a missing content type with 415 before parsing", async () => {
    const { token, cookie } = await issueToken();
    const json = JSON.stringify({ csrf: token, email: "a@b.example" });
    expect(await status(readForm(postRaw(json, "application/json", cookie)))).toBe(415);
    expect(await status(readForm(postRaw(`csrf=${token}`, "text/plain", cookie)))).toBe(415);
    expect(await status(readForm(postRaw(`csrf=${token}`, undefined, cookie)))).toBe(415);
  });

  it("answers a multipart body that does not parse with 400", async () => {
    const { cookie } = await issueToken();
    expect(await status(readForm(postRaw("garbage", "multipart/form-data; boundary=xx", cookie)))).toBe(400);
    expect(await status(readForm(postRaw("garbage", "multipart/form-data", cookie)))).toBe(400);
  });

  it("reads a multipart form with its token", async () => {
    const { token, cookie } = await issueToken();
    // A boundary no token can contain (a browser's is as long): undici's parser fails on a token holding a short one.
    const boundary = "----uniform-test-boundary-0d9f3c";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n--${boundary}--\r\n`;
    const form = await readForm(postRaw(body, `multipart/form-data; boundary=${boundary}`, cookie));
    expect(form.get("csrf")).toBe(token);
  });
});
