import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { jsonBody, optional, parseInput } from "../http/validation";
import { MOBILE_PATTERN, normaliseMobile } from "../rules/mobile-number";
import { NAME_MAX, NAME_PATTERN, TITLES } from "../stores/account-profile";
import { EMPLOYEE_CODE_PATTERN, ORG_USER_TEXTS, ROLE_UIDS } from "../stores/org-users";

/**
 * Organisation users (issue 26, H2; docs/occ-api.md "Organisation administration"; rules in stores/org-users.ts). This
 * customer's extensions (spec part 2 §7 "Organisation and users"; 404 with BACKEND_EXTENSIONS=none), under
 * `orgUsers/{userId}/` (`current` or the admin's uid):
 * - `POST manage-users/users` (ours; the spec does not show the list's path) {currentPage, pageSize 1–100 (50), sort,
 *   search, unitId, role, status} → {users, pagination, sorts};
 * - `GET manage-users/filters?unitId&unitName` → {units, roles, statuses};
 * - `GET manage-users/getUserDetails?customerPK=` → OrgUserDetails;
 * - `POST manage-users/create-wwg-user` (optional `Idempotency-Key`) → 201 OrgUserDetails;
 * - `GET generateEmployeeCode` → {employeeCode};
 * - `GET validateEmployeeCode?empCode`, `validateEmployeeEmail?emailAddress`, `validateEmployeeMobile?empMobile`
 *   (optional `customerPK`: the user being edited keeps their own) → {valid, message?};
 * - `PATCH manage-users/updatePersonalDetails`, `updateContactDetails`, `updateEmployeeDetails` → 200, empty body.
 * Errors: 403 non-admin; 404 outside the scope; 400 ValidationError per field, IllegalStateError `disabledItem` /
 * `parentDisabled`; 409 AlreadyExistsError 'User already exists' (subject email, employeeCode or mobile).
 */

const NO_STORE = { "Cache-Control": "private, no-store" };
const userParam = z.object({ userId: z.string().min(1).max(320) });
const customerPk = z.string().regex(/^\d{1,15}$/, "A customer PK is digits");

const name = z
  .string()
  .trim()
  .min(1, "Must not be blank")
  .max(NAME_MAX, `At most ${NAME_MAX} characters`)
  .regex(NAME_PATTERN, "Letters, spaces, apostrophes, hyphens and full stops only");
const titleCode = z.string().trim().refine((code) => TITLES.some((title) => title.code === code), "Unknown title");
const email = z.string().trim().toLowerCase().max(254).email(ORG_USER_TEXTS.emailInvalid);
const mobile = z
  .string()
  .max(40)
  .transform(normaliseMobile)
  .refine((value) => MOBILE_PATTERN.test(value), ORG_USER_TEXTS.mobileInvalid);
const employeeCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(EMPLOYEE_CODE_PATTERN, ORG_USER_TEXTS.codeInvalid);
const unitId = z.string().trim().min(1).max(100);
const role = z.string().refine((uid) => ROLE_UIDS.includes(uid), "Unknown role");
const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

const listBody = z.object({
  currentPage: z.number().int().min(0).max(100_000).optional().default(0),
  pageSize: z.number().int().min(1).max(100).optional().default(50),
  sort: z.enum(["byName", "byEmail"]).optional().default("byName"),
  search: optional(z.string().max(100)),
  unitId: optional(unitId),
  role: optional(role),
  status: optional(z.enum(["ACTIVE", "DISABLED"])),
});
const filtersQuery = z.object({ unitId: optional(unitId), unitName: optional(z.string().max(100)) });
const detailsQuery = z.object({ customerPK: customerPk });
/** create-wwg-user's body; the bulk user upload (stores/org-user-uploads.ts) validates each row with it too. */
export const createBody = z.object({
  titleCode: z.preprocess(blankIsAbsent, titleCode.optional()),
  firstName: name,
  lastName: name,
  email,
  mobile: z.preprocess(blankIsAbsent, mobile.optional()),
  employeeCode,
  unitId,
  roles: z.array(role).min(1, "At least one role").max(ROLE_UIDS.length),
});
const personalBody = z.object({ customerPK: customerPk, titleCode: z.preprocess(blankIsAbsent, titleCode.nullable().optional()), firstName: name, lastName: name });
const contactBody = z.object({ customerPK: customerPk, email, mobile: z.preprocess(blankIsAbsent, mobile.nullable().optional()) });
const employeeBody = z.object({ customerPK: customerPk, employeeCode, unitId });
const exceptPk = { customerPK: optional(customerPk) };

export function orgUsersRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { orgAdmins, orgUsers } = deps.stores;
  const app = new Hono<OccEnv>();
  const extension = extensionRoute(config);
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/orgUsers/:userId";

  /** The administrator behind the token (403 otherwise). */
  const adminOf = (c: Context<OccEnv>) => orgAdmins.admin(c.get("auth")?.userUid, parseInput(userParam, c.req.param()).userId, c.get("site"));
  const exceptOf = (c: Context<OccEnv>, admin: ReturnType<typeof adminOf>): number => {
    const { customerPK } = parseInput(z.object(exceptPk).passthrough(), c.req.query());
    return customerPK ? Number(orgUsers.findInScope(admin, customerPK).pk) : -1;
  };

  app.post(`${base}/manage-users/users`, extension, auth, async (c) => {
    const admin = adminOf(c);
    const query = parseInput(listBody, await jsonBody(c));
    return c.json(orgUsers.list(admin, query), 200, NO_STORE);
  });

  app.get(`${base}/manage-users/filters`, extension, auth, (c) => {
    const admin = adminOf(c);
    return c.json(orgUsers.filters(admin, parseInput(filtersQuery, c.req.query())), 200, NO_STORE);
  });

  app.get(`${base}/manage-users/getUserDetails`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { customerPK } = parseInput(detailsQuery, c.req.query());
    return c.json(orgUsers.details(admin, customerPK), 200, NO_STORE);
  });

  app.post(`${base}/manage-users/create-wwg-user`, extension, auth, async (c) => {
    const admin = adminOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(createBody, await jsonBody(c));
    const { details } = db.transaction(() => orgUsers.create(admin, c.get("site"), body, key)).immediate();
    return c.json(details, 201, NO_STORE);
  });

  app.get(`${base}/generateEmployeeCode`, extension, auth, (c) => {
    const admin = adminOf(c);
    return c.json({ employeeCode: orgUsers.generateCode(admin) }, 200, NO_STORE);
  });

  app.get(`${base}/validateEmployeeCode`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { empCode } = parseInput(z.object({ empCode: z.string().max(100) }).passthrough(), c.req.query());
    const parsed = employeeCode.safeParse(empCode);
    if (!parsed.success) return c.json({ valid: false, message: ORG_USER_TEXTS.codeInvalid }, 200, NO_STORE);
    const taken = orgUsers.isTaken.employeeCode(parsed.data, exceptOf(c, admin));
    return c.json(taken ? { valid: false, message: ORG_USER_TEXTS.codeTaken } : { valid: true }, 200, NO_STORE);
  });

  app.get(`${base}/validateEmployeeEmail`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { emailAddress } = parseInput(z.object({ emailAddress: z.string().max(300) }).passthrough(), c.req.query());
    const parsed = email.safeParse(emailAddress);
    if (!parsed.success) return c.json({ valid: false, message: ORG_USER_TEXTS.emailInvalid }, 200, NO_STORE);
    const taken = orgUsers.isTaken.email(parsed.data, exceptOf(c, admin));
    return c.json(taken ? { valid: false, message: ORG_USER_TEXTS.emailTaken } : { valid: true }, 200, NO_STORE);
  });

  app.get(`${base}/validateEmployeeMobile`, extension, auth, (c) => {
    const admin = adminOf(c);
    const { empMobile } = parseInput(z.object({ empMobile: z.string().max(60) }).passthrough(), c.req.query());
    const parsed = mobile.safeParse(empMobile);
    if (!parsed.success) return c.json({ valid: false, message: ORG_USER_TEXTS.mobileInvalid }, 200, NO_STORE);
    const taken = orgUsers.isTaken.mobile(parsed.data, exceptOf(c, admin));
    return c.json(taken ? { valid: false, message: ORG_USER_TEXTS.mobileTaken } : { valid: true }, 200, NO_STORE);
  });

  app.patch(`${base}/manage-users/updatePersonalDetails`, extension, auth, async (c) => {
    const admin = adminOf(c);
    const body = parseInput(personalBody, await jsonBody(c));
    db.transaction(() => orgUsers.updatePersonal(admin, { ...body, titleCode: body.titleCode ?? null })).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.patch(`${base}/manage-users/updateContactDetails`, extension, auth, async (c) => {
    const admin = adminOf(c);
    const body = parseInput(contactBody, await jsonBody(c));
    db.transaction(() => orgUsers.updateContact(admin, { ...body, mobile: body.mobile ?? null })).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.patch(`${base}/manage-users/updateEmployeeDetails`, extension, auth, async (c) => {
    const admin = adminOf(c);
    const body = parseInput(employeeBody, await jsonBody(c));
    db.transaction(() => orgUsers.updateEmployee(admin, body)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  return app;
}
