import { isOccError } from "~/lib/occ/errors";
import { throwOrgBackendError } from "~/lib/organisation/access.server";
import { type SiteType } from "~/lib/organisation/messages";
import { type ReplyOptions } from "~/lib/form-errors.server";
import * as m from "./messages";

/**
 * A backend refusal of a user form as the form's errors (issue 26, H2): 409 AlreadyExistsError names the field that
 * is taken (email, employeeCode, mobile), 400 ValidationError the field it rejects, IllegalStateError `parentDisabled`
 * the unit and `disabledItem` the whole form; 403 and 404 are the area's pages (`throwOrgBackendError`); anything else
 * the catalogue text as a form error. `values` are what the admin typed (for the duplicate messages).
 */
export function userFormErrors(error: unknown, values: Record<string, unknown>, siteType: SiteType): ReplyOptions {
  if (!isOccError(error)) throw error;
  if (error.status === 403 || (error.status === 404 && !values.unitId)) throwOrgBackendError(error);
  const detail = error.details[0];
  const text = (name: string) => String(values[name] ?? "");
  if (error.status === 409 && detail?.subject) {
    const message =
      detail.subject === "email" ? m.emailTaken(text("email")) : detail.subject === "employeeCode" ? m.codeTaken(text("employeeCode")) : m.mobileTaken(text("mobile"));
    return { fieldErrors: { [detail.subject]: [message] } };
  }
  if (error.status === 404) {
    // The unit is outside the admin's scope (or gone) — the user's own 404 is the area's page.
    if (detail?.message?.startsWith("Unit")) return { fieldErrors: { unitId: [m.chooseUnit(siteType)] } };
    throwOrgBackendError(error);
  }
  if (detail?.type === "IllegalStateError" && detail.reason === "parentDisabled") return { fieldErrors: { unitId: [m.unitDisabled(siteType)] } };
  if (detail?.type === "IllegalStateError" && detail.reason === "disabledItem") return { formErrors: [m.userDisabled] };
  if (error.status === 400 && error.details.some((d) => d.type === "ValidationError" && d.subject && d.subject in values)) {
    return {
      fieldErrors: Object.fromEntries(
        error.details.filter((d) => d.subject && d.subject in values).map((d) => [d.subject!, [d.message || error.userMessage]]),
      ),
    };
  }
  return { formErrors: [error.userMessage] };
}
