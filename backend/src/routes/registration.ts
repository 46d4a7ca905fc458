import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import { type ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { passwordProblem } from "../rules/password-rules";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { parseInput } from "../http/validation";
import { sendMessage } from "../outbox";
import { hashSecret } from "../passwords";
import { isValidMobile, MOBILE_PATTERN, normaliseMobile } from "../rules/mobile-number";

/**
 * Registration by code (docs/occ-api.md "Registration by code"; spec part 1 §2, part 2 §3–§5, §8):
 * code check, the three employee checks, the pending registration with its e-mailed 6-digit
 * code, resend with the rate limit, and verification, which creates the user and signs them in.
 * Every call needs a bearer token (the storefront's client-credentials token).
 */

/** The rate limit per e-mail address, over new registrations and resends. */
export const RESEND_AFTER_SECONDS = 30;
export const SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_SECONDS = 15 * 60;
/** A pending registration (and its code) lives this long. */
export const REGISTRATION_TTL_SECONDS = 900;
/** The 5th wrong code deletes the registration. */
export const MAX_VERIFY_ATTEMPTS = 5;

const EMPLOYEE_CODE = /^[A-Za-z0-9-]{1,20}$/;


const sha256 = (value: string) => createHash("sha256").update(value).digest();
const codeHash = (registrationId: string, code: string) => sha256(`${registrationId}:${code}`).toString("hex");

/** OCC-shaped error answers of this module (types not in the shared http/errors.ts union). */
function fail(
  c: Context,
  status: ContentfulStatusCode,
  item: { type: string; message: string; subject?: string; reason?: string; waitSeconds?: number },
  headers: Record<string, string> = {},
) {
  return c.json({ errors: [item] }, status, headers);
}

const alreadyExists = (c: Context, subject: string) =>
  fail(c, 409, { type: "AlreadyExistsError", subject, message: `An account with this ${subject} already exists` });

const validation = (c: Context, subject: string, message: string) =>
  fail(c, 400, { type: "ValidationError", subject, reason: "invalid", message });

const codeBody = z.object({ code: z.string().trim().min(1).max(64) });
const emailQuery = z.object({ emailAddress: z.string().trim().toLowerCase().email().max(254) });
const mobileQuery = z.object({ empMobile: z.string().max(40).refine(isValidMobile, "Must be 8 to 15 digits") });
const codeQuery = z.object({ empCode: z.string().trim().regex(EMPLOYEE_CODE, "1 to 20 letters, digits or dashes") });

const registrationBody = z.object({
  registrationCode: z.string().trim().min(1).max(64),
  titleCode: z.string().trim().max(10).optional().nullable(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  mobile: z
    .string()
    .max(40)
    .optional()
    .nullable()
    .transform((v) => (v && v.trim() ? normaliseMobile(v) : null))
    .refine((v) => v === null || MOBILE_PATTERN.test(v), "Must be 8 to 15 digits"),
  employeeCode: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => v || null)
    .refine((v) => v === null || EMPLOYEE_CODE.test(v), "1 to 20 letters, digits or dashes"),
  password: z.string().max(1024).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  }),
  termsConsent: z.literal(true, { errorMap: () => ({ message: "termsConsent must be true" }) }),
  marketingConsent: z.boolean().optional().default(false),
});
type RegistrationDetails = Omit<z.output<typeof registrationBody>, "password" | "registrationCode" | "termsConsent">;

const verifyBody = z.object({ verificationCode: z.string().trim().max(20) });
const idParam = z.object({ registrationId: z.string().uuid() });

interface PendingRow {
  id: string;
  code: string;
  site: string;
  email: string;
  details: string;
  passwordHash: string;
  verificationCodeHash: string;
  attempts: number;
  expiresAt: number;
}

export function registrationRoutes(deps: AppDeps) {
  const { db, now, tokens } = deps;

  const findCode = db.prepare<[string, string, number], { code: string; orgUnit: string }>(
    `SELECT r.code, r.org_unit AS orgUnit FROM registration_codes r JOIN org_units o ON o.uid = r.org_unit
     WHERE r.code = upper(?) AND o.site = ? AND o.active = 1 AND r.expires_at > ?`,
  );
  const emailTaken = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = lower(?)");
  const mobileTaken = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE mobile = ?");
  const employeeCodeTaken = db.prepare<[string], { uid: string }>(
    "SELECT uid FROM users WHERE lower(employee_code) = lower(?)",
  );
  const sendsSince = db.prepare<[string, number], { sentAt: number }>(
    "SELECT sent_at AS sentAt FROM verification_code_sends WHERE email = ? AND sent_at > ? ORDER BY sent_at",
  );
  const recordSend = db.prepare<[string, number]>("INSERT INTO verification_code_sends (email, sent_at) VALUES (?, ?)");
  const pruneSends = db.prepare<[number]>("DELETE FROM verification_code_sends WHERE sent_at <= ?");
  const insertPending = db.prepare<[string, string, string, string, string, string, string, number, number]>(
    `INSERT INTO pending_registrations (id, code, site, email, details, password_hash, verification_code_hash,
       expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const findPending = db.prepare<[string, string, number], PendingRow>(
    `SELECT id, code, site, email, details, password_hash AS passwordHash,
       verification_code_hash AS verificationCodeHash, attempts, expires_at AS expiresAt
     FROM pending_registrations WHERE id = ? AND site = ? AND expires_at > ?`,
  );
  const updateCode = db.prepare<[string, string]>(
    "UPDATE pending_registrations SET verification_code_hash = ?, attempts = 0 WHERE id = ?",
  );
  const countAttempt = db.prepare<[string]>("UPDATE pending_registrations SET attempts = attempts + 1 WHERE id = ?");
  const deletePending = db.prepare<[string]>("DELETE FROM pending_registrations WHERE id = ?");
  const deleteExpired = db.prepare<[number]>("DELETE FROM pending_registrations WHERE expires_at <= ?");
  const codeOrgUnit = db.prepare<[string], { orgUnit: string }>(
    "SELECT org_unit AS orgUnit FROM registration_codes WHERE code = ?",
  );
  const insertUser = db.prepare<
    [string, string, string, string, string, string | null, string | null, string | null, number]
  >(
    `INSERT INTO users (uid, org_unit, first_name, last_name, password_hash, title_code, mobile, employee_code,
       marketing_consent, is_first_login) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  const addGroup = db.prepare<[string]>(
    "INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, 'customergroup', 0)",
  );

  /** Seconds to wait before another code may go to `email`, or 0 when one may go now. */
  function waitSeconds(email: string, at: number): number {
    const sends = sendsSince.all(email, at - SEND_WINDOW_SECONDS * 1000);
    let until = 0;
    const last = sends.at(-1);
    if (last) until = last.sentAt + RESEND_AFTER_SECONDS * 1000;
    if (sends.length >= SENDS_PER_WINDOW) {
      const oldest = sends[sends.length - SENDS_PER_WINDOW];
      if (oldest) until = Math.max(until, oldest.sentAt + SEND_WINDOW_SECONDS * 1000);
    }
    return until > at ? Math.ceil((until - at) / 1000) : 0;
  }

  function rateLimited(c: Context, wait: number) {
    return fail(
      c,
      429,
      {
        type: "RateLimitError",
        message: `Too many verification codes for this e-mail address. Retry in ${wait} seconds.`,
        waitSeconds: wait,
      },
      { "Retry-After": String(wait) },
    );
  }

  function sendCode(registrationId: string, email: string, at: number): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    recordSend.run(email, at);
    sendMessage(
      db,
      {
        channel: "email",
        to: email,
        subject: "Your verification code",
        body: `Your verification code is ${code}. It expires in ${REGISTRATION_TTL_SECONDS / 60} minutes.`,
        link: null,
      },
      at,
    );
    return codeHash(registrationId, code);
  }

  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });

  app.post("/:site/registration/validateCode", auth, async (c) => {
    const { code } = parseInput(codeBody, await c.req.json().catch(() => ({})));
    const site = c.get("site");
    const valid = site.siteType === "corporate" && findCode.get(code, site.uid, now()) !== undefined;
    return c.json({ valid }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/:site/validateEmployeeEmail", auth, (c) => {
    const { emailAddress } = parseInput(emailQuery, c.req.query());
    return c.json({ valid: !emailTaken.get(emailAddress) }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/:site/validateEmployeeMobile", auth, (c) => {
    const { empMobile } = parseInput(mobileQuery, c.req.query());
    return c.json({ valid: !mobileTaken.get(normaliseMobile(empMobile)) }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/:site/validateEmployeeCode", auth, (c) => {
    const { empCode } = parseInput(codeQuery, c.req.query());
    return c.json({ valid: !employeeCodeTaken.get(empCode) }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/registrations", auth, async (c) => {
    const body = parseInput(registrationBody, await c.req.json().catch(() => ({})));
    const site = c.get("site");
    const at = now();
    const code = site.siteType === "corporate" ? findCode.get(body.registrationCode, site.uid, at) : undefined;
    if (!code) return validation(c, "registrationCode", "The registration code is not valid or has expired");
    if (emailTaken.get(body.email)) return alreadyExists(c, "email");
    if (body.mobile && mobileTaken.get(body.mobile)) return alreadyExists(c, "mobile");
    if (body.employeeCode && employeeCodeTaken.get(body.employeeCode)) return alreadyExists(c, "employeeCode");
    const wait = waitSeconds(body.email, at);
    if (wait > 0) return rateLimited(c, wait);

    const { password, registrationCode: _code, termsConsent: _terms, ...rest } = body;
    const details: RegistrationDetails = rest;
    const passwordHash = hashSecret(password); // hashed at once: the clear password is never stored
    const id = randomUUID();
    const registered = db.transaction(() => {
      deleteExpired.run(at);
      pruneSends.run(at - SEND_WINDOW_SECONDS * 1000);
      const hash = sendCode(id, body.email, at);
      insertPending.run(id, code.code, site.uid, body.email, JSON.stringify(details), passwordHash, hash, at + REGISTRATION_TTL_SECONDS * 1000, at);
    });
    registered();
    return c.json(
      { registrationId: id, email: body.email, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: REGISTRATION_TTL_SECONDS },
      201,
      { "Cache-Control": "no-store" },
    );
  });

  app.post("/:site/registrations/:registrationId/code", auth, (c) => {
    const { registrationId } = parseInput(idParam, c.req.param());
    const at = now();
    const pending = findPending.get(registrationId, c.get("site").uid, at);
    if (!pending) throw unknownIdentifier("Registration not found or expired");
    const wait = waitSeconds(pending.email, at);
    if (wait > 0) return rateLimited(c, wait);
    db.transaction(() => updateCode.run(sendCode(pending.id, pending.email, at), pending.id))();
    return c.json({ resendAfterSeconds: RESEND_AFTER_SECONDS }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/registrations/:registrationId/verify", auth, async (c) => {
    const { registrationId } = parseInput(idParam, c.req.param());
    const { verificationCode } = parseInput(verifyBody, await c.req.json().catch(() => ({})));
    const at = now();
    const pending = findPending.get(registrationId, c.get("site").uid, at);
    if (!pending) throw unknownIdentifier("Registration not found or expired");

    const expected = Buffer.from(pending.verificationCodeHash, "hex");
    const actual = Buffer.from(codeHash(pending.id, verificationCode), "hex");
    if (!/^\d{6}$/.test(verificationCode) || !timingSafeEqual(expected, actual)) {
      if (pending.attempts + 1 >= MAX_VERIFY_ATTEMPTS) deletePending.run(pending.id);
      else countAttempt.run(pending.id);
      return fail(c, 400, {
        type: "VerificationCodeError",
        subject: "verificationCode",
        message: "The verification code is not correct",
      });
    }

    const details = JSON.parse(pending.details) as RegistrationDetails;
    if (emailTaken.get(pending.email)) {
      deletePending.run(pending.id);
      return alreadyExists(c, "email");
    }
    if (details.mobile && mobileTaken.get(details.mobile)) return alreadyExists(c, "mobile");
    if (details.employeeCode && employeeCodeTaken.get(details.employeeCode)) return alreadyExists(c, "employeeCode");
    const orgUnit = codeOrgUnit.get(pending.code)?.orgUnit;
    if (!orgUnit) throw unknownIdentifier("Registration code not found");

    const clientId = c.get("auth")?.clientId;
    if (!clientId) throw unknownIdentifier("Calling client not found");

    const issued = db.transaction(() => {
      insertUser.run(
        pending.email,
        orgUnit,
        details.firstName,
        details.lastName,
        pending.passwordHash,
        details.titleCode ?? null,
        details.mobile,
        details.employeeCode,
        details.marketingConsent ? 1 : 0,
      );
      addGroup.run(pending.email);
      deletePending.run(pending.id);
      return tokens.issue(clientId, pending.email, true, at);
    })();
    return c.json(
      {
        uid: pending.email,
        token: {
          access_token: issued.accessToken,
          token_type: "bearer",
          refresh_token: issued.refreshToken,
          expires_in: issued.expiresIn,
          scope: "basic openid",
        },
      },
      201,
      { "Cache-Control": "no-store" },
    );
  });

  return app;
}
