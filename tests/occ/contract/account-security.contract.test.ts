import { describe, expect, it } from "vitest";
import { changeLogin, changePassword, securityRefusal } from "~/lib/occ/account-security.server";
import { contract } from "./harness";

/**
 * Login & Security (issue 25; app/lib/occ/account-security.server.ts) against SAP Commerce 2211's contract: Spartacus'
 * `feature-libs/user/profile/occ/adapters/occ-user-profile.adapter.ts` `updatePassword` / `updateEmail` (endpoints
 * `userUpdatePassword: 'users/${userId}/password'`, `userUpdateLoginId: 'users/${userId}/login'`), parameters as a
 * form-urlencoded body; the error types Spartacus reads (`bad-request.handler.ts` PasswordMismatchError,
 * `update-password-component.service.ts` AccessDeniedError).
 */
const ADAPTER = "Spartacus feature-libs/user/profile/occ/adapters/occ-user-profile.adapter.ts";

describe("PUT users/current/password", () => {
  it("sends old and new as form parameters; an empty 202 is success", async () => {
    const run = contract([
      {
        source: `${ADAPTER} updatePassword (HttpParams old, new; CONTENT_TYPE_URLENCODED_HEADER); UsersController.changePassword 202`,
        request: { method: "PUT", path: "users/current/password", form: { old: "Uniform!2026", new: "Fresh!Pw9" } },
        response: { status: 202 },
      },
    ]);
    await expect(run.verify(changePassword({ occ: run.occ }, { oldPassword: "Uniform!2026", newPassword: "Fresh!Pw9" }))).resolves.toBeUndefined();
  });

  it("reads PasswordMismatchError and AccessDeniedError", async () => {
    const mismatch = contract([
      {
        source: "bad-request.handler.ts handleBadLoginResponse: PasswordMismatchError → 'Old password incorrect.'",
        request: { method: "PUT", path: "users/current/password", form: { old: "Wrong!1x", new: "Fresh!Pw9" } },
        response: { status: 400, body: { errors: [{ type: "PasswordMismatchError", message: "Old password incorrect." }] } },
      },
    ]);
    const error = await mismatch.verify(changePassword({ occ: mismatch.occ }, { oldPassword: "Wrong!1x", newPassword: "Fresh!Pw9" })).catch((e: unknown) => e);
    expect(securityRefusal(error)).toEqual({ kind: "passwordMismatch" });
    const denied = contract([
      {
        source: "update-password-component.service.ts onError: AccessDeniedError → 'Access is denied'",
        request: { method: "PUT", path: "users/current/password", form: { old: "Uniform!2026", new: "Fresh!Pw9" } },
        response: { status: 403, body: { errors: [{ type: "AccessDeniedError", message: "Access is denied" }] } },
      },
    ]);
    const refused = await denied.verify(changePassword({ occ: denied.occ }, { oldPassword: "Uniform!2026", newPassword: "Fresh!Pw9" })).catch((e: unknown) => e);
    expect(securityRefusal(refused)).toEqual({ kind: "accessDenied" });
  });
});

describe("PUT users/current/login", () => {
  it("sends newLogin and password as form parameters; an empty 200 is success; DuplicateUidError is a taken address", async () => {
    const run = contract([
      {
        source: `${ADAPTER} updateEmail (HttpParams password, newLogin); UsersController.changeLogin 200`,
        request: { method: "PUT", path: "users/current/login", form: { newLogin: "new@acme.example", password: "Uniform!2026" } },
        response: { status: 200 },
      },
    ]);
    await expect(run.verify(changeLogin({ occ: run.occ }, { newLogin: "new@acme.example", password: "Uniform!2026" }))).resolves.toBeUndefined();
    const taken = contract([
      {
        source: "bad-request.handler.ts handleGuestDuplicateEmail: DuplicateUidError",
        request: { method: "PUT", path: "users/current/login", form: { newLogin: "admin@acme.example", password: "Uniform!2026" } },
        response: { status: 400, body: { errors: [{ type: "DuplicateUidError", message: "admin@acme.example" }] } },
      },
    ]);
    const error = await taken.verify(changeLogin({ occ: taken.occ }, { newLogin: "admin@acme.example", password: "Uniform!2026" })).catch((e: unknown) => e);
    expect(securityRefusal(error)).toEqual({ kind: "duplicateLogin" });
  });
});
