import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { listMessages } from "../src/outbox";
import {
  CLIENT,
  createTestBackend,
  get,
  login,
  occErrorsSchema,
  parseJson,
  readJson,
  type TestBackend,
  tokenBodySchema,
  tokenRequest,
} from "./helpers";

let backend: TestBackend;
let clientToken: string;

beforeEach(async () => {
  backend = createTestBackend();
  const response = await tokenRequest(backend, {
    grant_type: "client_credentials",
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
  });
  clientToken = (await parseJson(response, z.object({ access_token: z.string() }))).access_token;
});
afterEach(() => backend.close());

const SITE = "/occ/v2/corporate";

function call(method: string, path: string, body?: unknown, token: string | null = clientToken, site = SITE) {
  return backend.app.request(`${site}/${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let counter = 0;
function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    registrationCode: "welcome2026",
    titleCode: "ms",
    firstName: "Nina",
    lastName: "Novak",
    email: `nina${counter}@acme.example`,
    mobile: "0412 345 678",
    employeeCode: `EMP-${counter}`,
    password: "Brand-new1!",
    termsConsent: true,
    marketingConsent: true,
    ...overrides,
  };
}

const createdSchema = z.object({
  registrationId: z.string().uuid(),
  email: z.string(),
  resendAfterSeconds: z.literal(30),
  expiresInSeconds: z.literal(900),
});

function latestCode(email: string): string {
  const message = listMessages(backend.db, email)[0];
  expect(message?.subject).toBe("Your verification code");
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error("no code in the message");
  return code;
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await call("POST", "registrations", body);
  expect(response.status).toBe(201);
  return { body, created: await parseJson(response, createdSchema) };
}

describe("POST registration/validateCode", () => {
  it("accepts the seeded code case-insensitively and refuses expired, unknown and wholesale codes", async () => {
    const valid = async (code: string, site = SITE) => readJson(await call("POST", "registration/validateCode", { code }, clientToken, site));
    expect(await valid("WELCOME2026")).toEqual({ valid: true });
    expect(await valid("welcome2026")).toEqual({ valid: true });
    expect(await valid("EXPIRED2025")).toEqual({ valid: false });
    expect(await valid("NOPE")).toEqual({ valid: false });
    expect(await valid("WELCOME2026", "/occ/v2/wholesale")).toEqual({ valid: false });
  });

  it("needs a bearer token and a code", async () => {
    expect((await call("POST", "registration/validateCode", { code: "WELCOME2026" }, null)).status).toBe(401);
    expect((await call("POST", "registration/validateCode", {})).status).toBe(400);
  });

  it("a code is no longer valid once its expiry has passed", async () => {
    backend.db.prepare("UPDATE registration_codes SET expires_at = ? WHERE code = 'WELCOME2026'").run(backend.clock.now + 1000);
    expect(await readJson(await call("POST", "registration/validateCode", { code: "WELCOME2026" }))).toEqual({ valid: true });
    backend.advance(1000);
    expect(await readJson(await call("POST", "registration/validateCode", { code: "WELCOME2026" }))).toEqual({ valid: false });
  });
});

describe("employee checks", () => {
  it("validateEmployeeEmail: false for an existing account on any site, 400 for a non-e-mail", async () => {
    expect(await readJson(await call("GET", `validateEmployeeEmail?emailAddress=${encodeURIComponent("Wearer@Acme.example")}`))).toEqual({ valid: false });
    expect(await readJson(await call("GET", `validateEmployeeEmail?emailAddress=${encodeURIComponent("buyer@wholesale.example")}`))).toEqual({ valid: false });
    expect(await readJson(await call("GET", `validateEmployeeEmail?emailAddress=${encodeURIComponent("new+one@acme.example")}`))).toEqual({ valid: true });
    expect((await call("GET", "validateEmployeeEmail?emailAddress=nope")).status).toBe(400);
    expect((await call("GET", "validateEmployeeEmail?emailAddress=a@b.example", undefined, null)).status).toBe(401);
  });

  it("validateEmployeeMobile: separators ignored, false when taken, 400 unless 8–15 digits", async () => {
    expect(await readJson(await call("GET", `validateEmployeeMobile?empMobile=${encodeURIComponent("+61 400-000.001")}`))).toEqual({ valid: false });
    expect(await readJson(await call("GET", `validateEmployeeMobile?empMobile=${encodeURIComponent("+61 499 999 999")}`))).toEqual({ valid: true });
    expect((await call("GET", "validateEmployeeMobile?empMobile=1234")).status).toBe(400);
    expect((await call("GET", "validateEmployeeMobile?empMobile=abcdefghij")).status).toBe(400);
  });

  it("validateEmployeeCode: false when taken (any case), 400 unless 1–20 letters, digits or dashes", async () => {
    expect(await readJson(await call("GET", "validateEmployeeCode?empCode=acme-1001"))).toEqual({ valid: false });
    expect(await readJson(await call("GET", "validateEmployeeCode?empCode=NEW-1"))).toEqual({ valid: true });
    expect((await call("GET", `validateEmployeeCode?empCode=${encodeURIComponent("a b")}`)).status).toBe(400);
    expect((await call("GET", `validateEmployeeCode?empCode=${"A".repeat(21)}`)).status).toBe(400);
  });
});

describe("POST registrations", () => {
  it("stores a pending registration with hashed secrets and e-mails a 6-digit code", async () => {
    const { body, created } = await register();
    expect(created.email).toBe(body.email);
    latestCode(body.email);
    const row = backend.db
      .prepare<[string], { details: string; passwordHash: string; code: string }>(
        "SELECT details, password_hash AS passwordHash, verification_code_hash AS code FROM pending_registrations WHERE id = ?",
      )
      .get(created.registrationId);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.details).not.toContain(body.password);
    expect(row?.code).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code).not.toContain(latestCode(body.email));
  });

  it("refuses invalid and expired codes, the wholesale site, weak passwords and missing terms per field", async () => {
    for (const code of ["NOPE", "EXPIRED2025"]) {
      const response = await call("POST", "registrations", registration({ registrationCode: code }));
      expect(response.status).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "registrationCode" });
    }
    const wholesale = await call("POST", "registrations", registration(), clientToken, "/occ/v2/wholesale");
    expect((await parseJson(wholesale, occErrorsSchema)).errors[0]?.subject).toBe("registrationCode");

    const weak = await call("POST", "registrations", registration({ password: "short" }));
    expect(weak.status).toBe(400);
    expect((await parseJson(weak, occErrorsSchema)).errors[0]).toMatchObject({
      subject: "password",
      message: "Password must be at least 8 characters.",
    });
    const repeated = await call("POST", "registrations", registration({ password: "Baad-pass1!" }));
    expect((await parseJson(repeated, occErrorsSchema)).errors[0]?.message).toBe(
      "Password must not contain the same character twice in a row.",
    );
    const terms = await call("POST", "registrations", registration({ termsConsent: false }));
    expect((await parseJson(terms, occErrorsSchema)).errors[0]?.subject).toBe("termsConsent");
    const email = await call("POST", "registrations", registration({ email: "not-an-email" }));
    expect((await parseJson(email, occErrorsSchema)).errors[0]?.subject).toBe("email");
  });

  it("answers 409 AlreadyExistsError for a taken e-mail, mobile or employee code", async () => {
    for (const [field, value] of [
      ["email", "WEARER@acme.example"],
      ["mobile", "+61 400 000 001"],
      ["employeeCode", "ACME-1001"],
    ] as const) {
      const response = await call("POST", "registrations", registration({ [field]: value }));
      expect(response.status).toBe(409);
      expect((await parseJson(response, occErrorsSchema)).errors[0]).toMatchObject({ type: "AlreadyExistsError", subject: field });
    }
  });

  it("without a token: 401", async () => {
    expect((await call("POST", "registrations", registration(), null)).status).toBe(401);
  });
});

describe("rate limit: one code per 30 s, 3 per 15 minutes per e-mail", () => {
  const rateLimitSchema = z.object({
    errors: z.tuple([z.object({ type: z.literal("RateLimitError"), message: z.string(), waitSeconds: z.number().int() })]),
  });

  it("a resend within 30 s is 429 with waitSeconds and Retry-After", async () => {
    const { created } = await register();
    backend.advance(10_000);
    const response = await call("POST", `registrations/${created.registrationId}/code`);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("20");
    expect((await parseJson(response, rateLimitSchema)).errors[0].waitSeconds).toBe(20);
  });

  it("allows three codes per 15 minutes, then waits for the oldest to leave the window", async () => {
    const { body, created } = await register();
    backend.advance(30_000);
    const second = await call("POST", `registrations/${created.registrationId}/code`);
    expect(second.status).toBe(200);
    expect(await readJson(second)).toEqual({ resendAfterSeconds: 30 });
    backend.advance(30_000);
    expect((await call("POST", `registrations/${created.registrationId}/code`)).status).toBe(200);
    backend.advance(30_000);
    const fourth = await call("POST", `registrations/${created.registrationId}/code`);
    expect(fourth.status).toBe(429);
    // The first code went out 90 s ago: 810 s until it leaves the 15-minute window.
    expect((await parseJson(fourth, rateLimitSchema)).errors[0].waitSeconds).toBe(810);
    expect(listMessages(backend.db, body.email)).toHaveLength(3);

    // A new registration for the same address counts too.
    const again = await call("POST", "registrations", { ...body });
    expect(again.status).toBe(429);
    // Another address is not limited.
    expect((await call("POST", "registrations", registration())).status).toBe(201);
  });

  it("a resent code replaces the old one", async () => {
    const { body, created } = await register();
    const first = latestCode(body.email);
    backend.advance(30_000);
    expect((await call("POST", `registrations/${created.registrationId}/code`)).status).toBe(200);
    const second = latestCode(body.email);
    if (first !== second) {
      const old = await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: first });
      expect(old.status).toBe(400);
    }
    expect((await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: second })).status).toBe(201);
  });

  it("a resend for an unknown or expired registration is 404", async () => {
    expect((await call("POST", "registrations/00000000-0000-4000-8000-000000000000/code")).status).toBe(400);
    const { created } = await register();
    backend.advance(901_000);
    expect((await call("POST", `registrations/${created.registrationId}/code`)).status).toBe(400);
  });
});

describe("POST registrations/{id}/verify", () => {
  const verifiedSchema = z.object({ uid: z.string(), token: tokenBodySchema });

  it("creates the first-login user in the code's unit and signs them in for the calling client", async () => {
    const { body, created } = await register();
    const response = await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: latestCode(body.email) });
    expect(response.status).toBe(201);
    const verified = await parseJson(response, verifiedSchema);
    expect(verified.uid).toBe(body.email);

    const me = await get(backend, `${SITE}/orgUsers/current`, verified.token.access_token);
    expect(me.status).toBe(200);
    expect(await readJson(me)).toMatchObject({
      uid: body.email,
      firstName: "Nina",
      lastName: "Novak",
      isFirstLogin: true,
      showCDCRegistrationPage: false,
      groups: [{ uid: "customergroup" }],
      orgUnit: { uid: "acme-au-nsw" },
    });
    const row = backend.db
      .prepare<[string], { mobile: string; employeeCode: string; titleCode: string; marketing: number }>(
        "SELECT mobile, employee_code AS employeeCode, title_code AS titleCode, marketing_consent AS marketing FROM users WHERE uid = ?",
      )
      .get(body.email);
    expect(row).toEqual({ mobile: "0412345678", employeeCode: body.employeeCode, titleCode: "ms", marketing: 1 });

    // The password works with the password grant; the registration is gone.
    await expect(login(backend, body.email, body.password)).resolves.toMatchObject({ token_type: "bearer" });
    expect((await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: "000000" })).status).toBe(400);
  });

  it("a wrong code is a VerificationCodeError; the 5th wrong code deletes the registration", async () => {
    const { body, created } = await register();
    const right = latestCode(body.email);
    const wrong = right === "123456" ? "654321" : "123456";
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: wrong });
      expect(response.status).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors[0]).toMatchObject({
        type: "VerificationCodeError",
        subject: "verificationCode",
      });
    }
    expect((await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: wrong })).status).toBe(400);
    expect((await call("POST", `registrations/${created.registrationId}/verify`, { verificationCode: right })).status).toBe(400);
  });

  it("an expired registration is 404; an e-mail taken meanwhile is 409", async () => {
    const first = await register();
    backend.advance(900_000);
    expect(
      (await call("POST", `registrations/${first.created.registrationId}/verify`, { verificationCode: latestCode(first.body.email) })).status,
    ).toBe(400);

    const late = await register({ email: "late@acme.example", employeeCode: null, mobile: null });
    // Someone else got late@acme.example in between.
    backend.db
      .prepare("INSERT INTO users (uid, org_unit, first_name, last_name, password_hash) VALUES ('late@acme.example', 'acme-au', 'L', 'L', 'x')")
      .run();
    const taken = await call("POST", `registrations/${late.created.registrationId}/verify`, { verificationCode: latestCode("late@acme.example") });
    expect(taken.status).toBe(409);
  });
});
