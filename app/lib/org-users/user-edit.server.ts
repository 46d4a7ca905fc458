import { redirect } from "@remix-run/node";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { getOrgUserFilters, updateContactDetails, updateEmployeeDetails, updatePersonalDetails } from "~/lib/occ/org-users.server";
import { throwOrgBackendError } from "~/lib/organisation/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as m from "./messages";
import { type EditKind, userPath } from "./paths";
import { readUser } from "./user-details.server";
import { userFormErrors } from "./user-errors.server";
import { parseContact, parseEmployee, parsePersonal } from "./user-schemas";

/**
 * The three edit pages of a user (issue 26, H2): /organisation/users/{pk}/personal, /contact, /employee — one form
 * each (spec `updatePersonalDetails`, `updateContactDetails`, `updateEmployeeDetails`). A disabled user (or one of a
 * disabled unit) cannot be edited: the page says so instead of showing the form, and the backend refuses
 * (`disabledItem`). After saving: 303 to the user's page with a flash.
 */
export async function loadUserEdit(request: Request, context: RequestContext, customerPk: string | undefined, kind: EditKind) {
  const { admin, caller, user } = await readUser(request, context, customerPk);
  const units = kind === "employee" && user.canEdit ? (await getOrgUserFilters(caller).catch(throwOrgBackendError)).units : [];
  const values: Record<string, string> =
    kind === "personal"
      ? { titleCode: user.titleCode ?? "", firstName: user.firstName, lastName: user.lastName }
      : kind === "contact"
        ? { email: user.email, mobile: user.mobile ?? "" }
        : { employeeCode: user.employeeCode ?? "", unitId: user.unit.uid };
  return { siteType: admin.siteType, user: { pk: user.pk, name: user.name, firstName: user.firstName, lastName: user.lastName, employeeCode: user.employeeCode, canEdit: user.canEdit }, values, units };
}

export async function submitUserEdit(request: Request, context: RequestContext, customerPk: string | undefined, kind: EditKind) {
  const { admin, caller, user } = await readUser(request, context, customerPk);
  const form = await readForm(request);
  const flash = async (message: string) => {
    const session = await getSession(request, context);
    setFlash(session, { type: "success", message });
    markSessionChanged(context, session);
    return redirect(userPath(user.pk), 303);
  };
  if (kind === "personal") {
    const submission = parsePersonal(form);
    if (submission.status !== "success") return invalidSubmission(context, submission);
    const { titleCode, firstName, lastName } = submission.value;
    try {
      await updatePersonalDetails(caller, { customerPK: user.pk, titleCode: titleCode ?? null, firstName, lastName });
    } catch (error) {
      return invalidSubmission(context, submission, userFormErrors(error, submission.value, admin.siteType));
    }
    return flash(m.personalSaved);
  }
  if (kind === "contact") {
    const submission = parseContact(form);
    if (submission.status !== "success") return invalidSubmission(context, submission);
    const { email, mobile } = submission.value;
    try {
      await updateContactDetails(caller, { customerPK: user.pk, email, mobile: mobile || null });
    } catch (error) {
      return invalidSubmission(context, submission, userFormErrors(error, submission.value, admin.siteType));
    }
    return flash(m.contactSaved);
  }
  const submission = parseEmployee(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    await updateEmployeeDetails(caller, { customerPK: user.pk, employeeCode: submission.value.employeeCode, unitId: submission.value.unitId });
  } catch (error) {
    return invalidSubmission(context, submission, userFormErrors(error, submission.value, admin.siteType));
  }
  return flash(m.employeeSaved);
}
