import { randomUUID } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import { getOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import {
  createOrgUser,
  generateEmployeeCode,
  getOrgUserFilters,
  validateEmployeeCode,
  validateEmployeeEmail,
  validateEmployeeMobile,
} from "~/lib/occ/org-users.server";
import { requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as m from "./messages";
import { userPath } from "./paths";
import { userFormErrors } from "./user-errors.server";
import { parseCreateUser } from "./user-schemas";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** The fields the form shows, kept as typed when it comes back (the generate re-render, errors). */
const KEPT = ["titleCode", "firstName", "lastName", "email", "mobile", "employeeCode", "unitId"] as const;

/**
 * /organisation/users/new (issue 26, H2): the create-user form (spec part 2 §7 `create-wwg-user`). `?unit=` preselects
 * a unit (the unit pages link here). `formKey` is the create's Idempotency-Key: the same form posted twice creates one
 * user.
 */
export async function loadCreateUser(request: Request, context: RequestContext) {
  const user = await requireOrgAdmin(request, context);
  const filters = await getOrgUserFilters({ occ: await getOcc(request, context) }).catch(throwOrgBackendError);
  const unit = new URL(request.url).searchParams.get("unit") ?? "";
  return {
    siteType: user.siteType,
    units: filters.units,
    roles: filters.roles,
    values: { unitId: filters.units.some((u) => u.uid === unit) ? unit : "" } as Record<string, string | string[]>,
    formKey: randomUUID(),
  };
}

export type GenerateAnswer = { generated: string; values: Record<string, string | string[]> };

/**
 * POST: `intent=generate` answers a new employee code — with JS to the 'Generate' fetcher, without JS the page again
 * with every typed value kept and the code filled in. Otherwise the create: the schema, then the server checks of the
 * employee code, e-mail and mobile (`validateEmployee*`, in parallel) with the duplicate messages next to the fields,
 * then `create-wwg-user` with the form's key; 303 to the new user's page with a flash.
 */
export async function submitCreateUser(request: Request, context: RequestContext) {
  const user = await requireOrgAdmin(request, context);
  const caller = { occ: await getOcc(request, context) };
  const form = await readForm(request);

  if (form.get("intent") === "generate") {
    const code = await generateEmployeeCode(caller).catch(throwOrgBackendError);
    const values: Record<string, string | string[]> = {};
    for (const name of KEPT) values[name] = String(form.get(name) ?? "");
    values.roles = form.getAll("roles").map(String);
    values.employeeCode = code;
    return data({ generated: code, values } satisfies GenerateAnswer);
  }

  const submission = parseCreateUser(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const value = submission.value;
  let checks;
  try {
    checks = await Promise.all([
      validateEmployeeCode(caller, value.employeeCode),
      validateEmployeeEmail(caller, value.email),
      value.mobile ? validateEmployeeMobile(caller, value.mobile) : Promise.resolve({ valid: true }),
    ]);
  } catch (error) {
    // The checks failed (not refused): the catalogue text, every typed value kept.
    return invalidSubmission(context, submission, userFormErrors(error, value, user.siteType));
  }
  const fieldErrors: Record<string, string[]> = {};
  if (!checks[0].valid) fieldErrors.employeeCode = [m.codeTaken(value.employeeCode)];
  if (!checks[1].valid) fieldErrors.email = [m.emailTaken(value.email)];
  if (!checks[2].valid) fieldErrors.mobile = [m.mobileTaken(value.mobile ?? "")];
  if (Object.keys(fieldErrors).length > 0) return invalidSubmission(context, submission, { fieldErrors });

  const key = String(form.get("key") ?? "").match(KEY)?.[0] ?? randomUUID();
  try {
    const created = await createOrgUser(
      caller,
      {
        ...(value.titleCode ? { titleCode: value.titleCode } : {}),
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        ...(value.mobile ? { mobile: value.mobile } : {}),
        employeeCode: value.employeeCode,
        unitId: value.unitId,
        roles: value.roles,
      },
      key,
    );
    const session = await getSession(request, context);
    setFlash(session, { type: "success", message: m.userCreated(created.name) });
    markSessionChanged(context, session);
    return redirect(userPath(created.pk), 303);
  } catch (error) {
    return invalidSubmission(context, submission, userFormErrors(error, value, user.siteType));
  }
}
