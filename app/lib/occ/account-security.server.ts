import { isOccError } from "./errors";
import { EmptyBodySchema } from "./lenient-list.server";
import { type OccCaller } from "./caller.server";

/**
 * Login & Security (issue 25; spec part 2 §2 password form and email update, §5, §8; docs/occ-api.md "Login &
 * Security"). Stock SAP Commerce 2211 `UsersController`, as Spartacus' `OccUserProfileAdapter` sends them
 * (`updatePassword`, `updateEmail`): request parameters in a form-urlencoded body, the user's token. Both calls end
 * every session of the user in the backend (every token revoked): the storefront then signs the user out.
 *
 * - `PUT users/current/password` `old`, `new` → 202, empty body.
 * - `PUT users/current/login` `newLogin`, `password` → 200, empty body.
 */

export async function changePassword({ occ }: OccCaller, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) {
  await occ.request({ method: "PUT", path: "users/current/password", form: { old: oldPassword, new: newPassword }, schema: EmptyBodySchema });
}

export async function changeLogin({ occ }: OccCaller, { newLogin, password }: { newLogin: string; password: string }) {
  await occ.request({ method: "PUT", path: "users/current/login", form: { newLogin, password }, schema: EmptyBodySchema });
}

/**
 * What a refusal of these calls means to the form: SAP's `PasswordMismatchError` (the current password is wrong),
 * `DuplicateUidError` (the new login is taken), `AccessDeniedError` (403: 'Access is denied'), a `ValidationError`
 * on a parameter (its subject and message), or the 429 `RateLimitError` of wrong passwords (its message). Null for
 * anything else (a catalogue error).
 */
export type SecurityRefusal =
  | { kind: "passwordMismatch" }
  | { kind: "duplicateLogin" }
  | { kind: "accessDenied" }
  | { kind: "rateLimited"; message: string }
  | { kind: "field"; subject: string; message: string };

export function securityRefusal(error: unknown): SecurityRefusal | null {
  if (!isOccError(error)) return null;
  const details = error.details;
  if (error.status === 403 && details.some((d) => d.type === "AccessDeniedError" || d.type === "ForbiddenError")) return { kind: "accessDenied" };
  if (error.status === 429) {
    const limit = details.find((d) => d.type === "RateLimitError");
    if (limit?.message) return { kind: "rateLimited", message: limit.message };
    return null;
  }
  if (error.status !== 400) return null;
  if (details.some((d) => d.type === "PasswordMismatchError")) return { kind: "passwordMismatch" };
  if (details.some((d) => d.type === "DuplicateUidError")) return { kind: "duplicateLogin" };
  const field = details.find((d) => d.type === "ValidationError" && d.subject);
  if (field?.subject) return { kind: "field", subject: field.subject, message: field.message };
  return null;
}
