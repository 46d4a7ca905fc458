import { type Context, Hono } from "hono";
import { type ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { passwordProblem } from "../rules/password-rules";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { addressOf, countAttempt, limitMessages } from "../http/limits";
import { parseInput } from "../http/validation";
import { isValidMobile, MOBILE_PATTERN, normaliseMobile } from "../rules/mobile-number";
import { type RegistrationDetails, type RegistrationRefusal, REGISTRATION_TTL_SECONDS, RESEND_AFTER_SECONDS } from "../stores/registration";

/**
 * Registration by code (docs/occ-api.md "Registration by code"; spec part 1 §2, part 2 §3–§5, §8):
 * code check, the three employee checks, the pending registration with its e-mailed 6-digit
 * code, resend with the rate limit, and verification, which creates the user and signs them in.
 * Every call needs a bearer token (the storefront's client-credentials token). Rules and SQL: stores/registration.ts.
 * Besides the per-e-mail limit, codes sent and wrong codes entered count per client address (issue 21, hole 2).
 */

const EMPLOYEE_CODE = /^[A-Za-z0-9-]{1,20}$/;

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

const verifyBody = z.object({ verificationCode: z.string().trim().max(20) });
const idParam = z.object({ registrationId: z.string().uuid() });

/** The OCC error answer of a refused registration call. */
function refusedAnswer(c: Context, refusal: RegistrationRefusal) {
  switch (refusal.kind) {
    case "invalidCode":
      return validation(c, "registrationCode", "The registration code is not valid or has expired");
    case "alreadyExists":
      return alreadyExists(c, refusal.subject);
    case "rateLimited":
      return fail(
        c,
        429,
        {
          type: "RateLimitError",
          message: `Too many verification codes for this e-mail address. Retry in ${refusal.waitSeconds} seconds.`,
          waitSeconds: refusal.waitSeconds,
        },
        { "Retry-After": String(refusal.waitSeconds) },
      );
    case "wrongVerificationCode":
      return fail(c, 400, {
        type: "VerificationCodeError",
        subject: "verificationCode",
        message: "The verification code is not correct",
      });
  }
}

export function registrationRoutes(deps: AppDeps) {
  const store = deps.stores.registration;
  const app = new Hono<OccEnv>();
  /** This customer's extension (spec part 2 §7): a stock SAP has no such path (BACKEND_EXTENSIONS=none answers 404). */
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });
  const addressLimit = (c: Context) => [deps.limits.verificationAddress(addressOf(deps, c))];

  app.post("/:site/registration/validateCode", extension, auth, async (c) => {
    const { code } = parseInput(codeBody, await c.req.json().catch(() => ({})));
    return c.json({ valid: store.isValidCode(c.get("site"), code) }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/:site/validateEmployeeEmail", extension, auth, (c) => {
    const { emailAddress } = parseInput(emailQuery, c.req.query());
    return c.json({ valid: store.isEmailFree(emailAddress) }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/:site/validateEmployeeMobile", extension, auth, (c) => {
    const { empMobile } = parseInput(mobileQuery, c.req.query());
    return c.json({ valid: store.isMobileFree(normaliseMobile(empMobile)) }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/:site/validateEmployeeCode", extension, auth, (c) => {
    const { empCode } = parseInput(codeQuery, c.req.query());
    return c.json({ valid: store.isEmployeeCodeFree(empCode) }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/registrations", extension, auth, async (c) => {
    const body = parseInput(registrationBody, await c.req.json().catch(() => ({})));
    const { password, registrationCode, termsConsent: _terms, ...rest } = body;
    const details: RegistrationDetails = rest;
    countAttempt(deps, addressLimit(c), limitMessages.verificationSend);
    const result = store.register(c.get("site"), registrationCode, details, password);
    if ("refused" in result) return refusedAnswer(c, result.refused);
    return c.json(
      { registrationId: result.registrationId, email: body.email, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: REGISTRATION_TTL_SECONDS },
      201,
      { "Cache-Control": "no-store" },
    );
  });

  app.post("/:site/registrations/:registrationId/code", extension, auth, (c) => {
    const { registrationId } = parseInput(idParam, c.req.param());
    countAttempt(deps, addressLimit(c), limitMessages.verificationSend);
    const result = store.resendCode(c.get("site"), registrationId);
    if ("refused" in result) return refusedAnswer(c, result.refused);
    return c.json({ resendAfterSeconds: RESEND_AFTER_SECONDS }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/registrations/:registrationId/verify", extension, auth, async (c) => {
    const { registrationId } = parseInput(idParam, c.req.param());
    const { verificationCode } = parseInput(verifyBody, await c.req.json().catch(() => ({})));
    const attempt = countAttempt(deps, addressLimit(c), limitMessages.verification);
    const result = store.verify(c.get("site"), registrationId, verificationCode, c.get("auth")?.clientId);
    if (!("refused" in result) || result.refused.kind !== "wrongVerificationCode") deps.limiter.forgive(attempt); // only wrong codes count
    if ("refused" in result) return refusedAnswer(c, result.refused);
    const { uid, issued } = result;
    return c.json(
      {
        uid,
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
