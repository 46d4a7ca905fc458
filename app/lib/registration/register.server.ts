import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError, rateLimitWait } from "~/lib/occ/errors";
import {
  REGISTRATION_WAIT_FALLBACK_SECONDS,
  validateEmployeeCode,
  validateEmployeeEmail,
  validateEmployeeMobile,
} from "~/lib/occ/registration.server";
import { type RegisterField, type RegisterForm } from "./register-schema";

/**
 * The registration form's backend-side checks and error mapping (spec part 2 §3, §5, §8). Kept
 * out of the route module so the action stays "parse, check, call, redirect".
 */

export type FieldErrors = Partial<Record<RegisterField, string[]>>;

export interface FormProblems {
  fieldErrors: FieldErrors;
  formErrors: string[];
}

const noProblems = (): FormProblems => ({ fieldErrors: {}, formErrors: [] });
export const hasProblems = (problems: FormProblems) =>
  problems.formErrors.length > 0 || Object.keys(problems.fieldErrors).length > 0;

/**
 * The employee checks (spec part 2 §4 "server-side checks requested before actions"): e-mail,
 * mobile and employee code, in parallel; a taken value is 'Already exists.' by its field. A
 * backend failure is the catalogue text for the form.
 */
export async function employeeCheckProblems(occ: OccClient, form: RegisterForm): Promise<FormProblems> {
  const checks: Array<[RegisterField, Promise<boolean>]> = [["email", validateEmployeeEmail({ occ }, form.email)]];
  if (form.mobile) checks.push(["mobile", validateEmployeeMobile({ occ }, form.mobile)]);
  if (form.employeeCode) checks.push(["employeeCode", validateEmployeeCode({ occ }, form.employeeCode)]);
  const results = await Promise.allSettled(checks.map(([, check]) => check));
  const problems = noProblems();
  results.forEach((result, index) => {
    const field = checks[index]?.[0];
    if (!field) return;
    if (result.status === "fulfilled") {
      if (!result.value) problems.fieldErrors[field] = [messages.conflict];
      return;
    }
    if (!isOccError(result.reason)) throw result.reason;
    if (result.reason.status === 400) {
      problems.fieldErrors[field] = [field === "email" ? messages.invalidEmail : field === "mobile" ? registrationMessages.invalidMobile : registrationMessages.invalidEmployeeCode];
    } else if (!problems.formErrors.includes(result.reason.userMessage)) {
      problems.formErrors.push(result.reason.userMessage);
    }
  });
  return problems;
}

const FIELD_MESSAGE: Partial<Record<string, string>> = {
  email: messages.invalidEmail,
  mobile: registrationMessages.invalidMobile,
  employeeCode: registrationMessages.invalidEmployeeCode,
  termsConsent: registrationMessages.termsRequired,
};

const FORM_FIELDS: readonly string[] = ["titleCode", "firstName", "lastName", "email", "mobile", "employeeCode", "password", "termsConsent"];

/**
 * What a failed `POST registrations` (or resend) means for the form: the rate limit's exact
 * text, 'Already exists.' by a taken field, a validation message by its field, an invalid code,
 * or the catalogue text. Non-backend errors are rethrown.
 */
export function registrationErrorProblems(error: unknown): FormProblems {
  if (!isOccError(error)) throw error;
  const problems = noProblems();
  const wait = rateLimitWait(error, REGISTRATION_WAIT_FALLBACK_SECONDS);
  if (wait !== null) {
    problems.formErrors.push(registrationMessages.verificationCodeLimit(wait));
    return problems;
  }
  for (const detail of error.details) {
    const subject = detail.subject ?? "";
    if (error.status === 409 && FORM_FIELDS.includes(subject)) {
      problems.fieldErrors[subject as RegisterField] = [messages.conflict];
    } else if (error.status === 400 && subject === "registrationCode") {
      problems.formErrors.push(registrationMessages.registrationCodeInvalid);
    } else if (error.status === 400 && subject === "password" && detail.message) {
      problems.fieldErrors.password = [detail.message]; // the shared password rules' text
    } else if (error.status === 400 && FORM_FIELDS.includes(subject)) {
      problems.fieldErrors[subject as RegisterField] = [FIELD_MESSAGE[subject] ?? messages.required];
    }
  }
  if (!hasProblems(problems)) problems.formErrors.push(error.userMessage);
  return problems;
}

/** The registration body for the backend from the parsed form and the session's code. */
export function newRegistration(form: RegisterForm, registrationCode: string) {
  return {
    registrationCode,
    ...(form.titleCode ? { titleCode: form.titleCode } : {}),
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    ...(form.mobile ? { mobile: form.mobile } : {}),
    ...(form.employeeCode ? { employeeCode: form.employeeCode } : {}),
    password: form.password,
    termsConsent: true as const,
    marketingConsent: form.marketingConsent,
  };
}
