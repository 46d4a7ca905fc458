import { redirect } from "@remix-run/node";
import { getAppOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { createRegistration, validateRegistrationCode } from "~/lib/occ/registration.server";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, markSessionChanged } from "~/lib/session.server";
import { parseRegisterForm } from "./register-schema";
import { employeeCheckProblems, type FormProblems, hasProblems, newRegistration, registrationErrorProblems } from "./register.server";
import { requireRegistrationVisitor, startPendingRegistration } from "./session.server";

/**
 * Step 1 of registration by code (spec part 1 §2, part 2 §3): the loader and action behind both
 * `/register/{code}` (where the form shows, the address bar unchanged) and `/register` (the same
 * form for the code already kept in the session). The routes are thin: they pass the URL's code
 * (`params.code`), if any.
 */

const SECRET_FIELDS = ["password", "confirmPassword"];
const MAX_CODE_LENGTH = 64;

/** The form's address for the session's code: where the verify step sends a visitor back to. */
export function registrationFormPath(session: AppSession): string {
  const code = session.get("registrationCode");
  return code ? `/register/${encodeURIComponent(code)}` : "/";
}

/**
 * The registration code this request works with. With a code in the URL, the backend checks it
 * (spec: 'the code is checked by the server'): valid, it is kept in the session (a different code
 * than before forgets a pending registration); invalid or missing, the visitor goes home. Without
 * one (`/register`), the session's code, else home. On a POST to `/register/{code}` the session's
 * code is trusted when it is the URL's (it was checked when the form was shown).
 */
export async function requireRegistrationCode(
  request: Request,
  context: RequestContext,
  urlCode: string | undefined,
  { recheck }: { recheck: boolean },
): Promise<{ session: AppSession; code: string }> {
  const session = await requireRegistrationVisitor(request, context);
  const kept = session.get("registrationCode");
  if (urlCode === undefined) {
    if (!kept) throw redirect("/");
    return { session, code: kept };
  }
  const code = urlCode.trim();
  if (!code || code.length > MAX_CODE_LENGTH) throw redirect("/");
  if (code === kept && !recheck) return { session, code };
  const valid = await validateRegistrationCode({ occ: getAppOcc(request, context) }, code).catch(throwBackendError);
  if (!valid) throw redirect("/");
  if (code !== kept) {
    session.set("registrationCode", code);
    session.unset("registrationId");
    session.unset("registrationPending");
    markSessionChanged(context, session);
  }
  return { session, code };
}

export async function loadRegistrationForm(request: Request, context: RequestContext, urlCode: string | undefined) {
  await requireRegistrationCode(request, context, urlCode, { recheck: true });
  return null;
}

/** POST: the employee checks, then `POST registrations` and the code step (`/register/verify`). */
export async function submitRegistrationForm(request: Request, context: RequestContext, urlCode: string | undefined) {
  const formData = await readForm(request, { honeypot: true });
  const { session, code } = await requireRegistrationCode(request, context, urlCode, { recheck: false });
  const submission = parseRegisterForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission, { hideFields: SECRET_FIELDS });
  const occ = getAppOcc(request, context);
  let problems: FormProblems = await employeeCheckProblems(occ, submission.value);
  if (!hasProblems(problems)) {
    try {
      const created = await createRegistration({ occ }, newRegistration(submission.value, code));
      startPendingRegistration(context, session, created);
      return redirect("/register/verify");
    } catch (error) {
      problems = registrationErrorProblems(error);
    }
  }
  return invalidSubmission(context, submission, { ...problems, hideFields: SECRET_FIELDS });
}
