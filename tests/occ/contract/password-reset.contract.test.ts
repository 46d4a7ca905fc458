import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestPasswordReset, resendResetLink, resetPassword, resetTokenErrorReason, validateResetToken } from "~/lib/occ/password-reset.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, sapErrors, type ContractExchange } from "./harness";

/**
 * The password-reset calls (app/lib/occ/password-reset.server.ts) against SAP Commerce 2211's contract: the stock
 * calls of Spartacus' `feature-libs/user/profile/occ/adapters/occ-user-profile.adapter.ts` (`requestForgotPasswordEmail`,
 * `resetPassword`; endpoints `userForgotPassword: 'forgottenpasswordtokens'`, `userResetPassword: 'resetpassword'` in
 * `default-occ-user-profile-endpoint.config.ts`; SAP's ForgottenPasswordsController answers 202 with no body), and this
 * customer's validate and resend extensions (spec part 1 §5, part 2 §7) with their stock fallbacks.
 */

const PROFILE_ADAPTER = "Spartacus feature-libs/user/profile/occ/adapters/occ-user-profile.adapter.ts";
const TOKEN = "x3Yz_token-from-the-link";

const forgottenPasswordTokens = (userId: string): ContractExchange => ({
  source: `${PROFILE_ADAPTER} requestForgotPasswordEmail (userId as a request parameter); ForgottenPasswordsController.doRestorePassword (202, no body)`,
  request: { method: "POST", path: "forgottenpasswordtokens", query: { userId } },
  response: { status: 202 },
});

beforeEach(() => resetStockFallbacks());
afterEach(() => vi.restoreAllMocks());

describe("stock calls", () => {
  it("POST forgottenpasswordtokens?userId= with no body; an empty 202 is success", async () => {
    const run = contract([forgottenPasswordTokens("wearer@acme.example")]);
    await expect(run.verify(requestPasswordReset({ occ: run.occ }, "wearer@acme.example"))).resolves.toBeUndefined();
  });

  it("POST resetpassword with {token,newPassword}; an empty answer is success", async () => {
    const run = contract([
      {
        source: `${PROFILE_ADAPTER} resetPassword; ResetPasswordWsDTO {token,newPassword}; ForgottenPasswordsController.doResetPassword (202, no body)`,
        request: { method: "POST", path: "resetpassword", body: { token: TOKEN, newPassword: "Fresh!Start2027" } },
        response: { status: 202 },
      },
    ]);
    await expect(run.verify(resetPassword({ occ: run.occ }, { token: TOKEN, newPassword: "Fresh!Start2027" }))).resolves.toBeUndefined();
  });

  it("reads SAP's refusal of a used token (400 TokenInvalidatedError) as an invalid link", async () => {
    const run = contract([
      {
        source: "ForgottenPasswordsController.doResetPassword: TokenInvalidatedException → WebserviceErrorResponse type TokenInvalidatedError",
        request: { method: "POST", path: "resetpassword", body: { token: TOKEN, newPassword: "Fresh!Start2027" } },
        response: { status: 400, body: { errors: [{ message: "Token is invalidated", type: "TokenInvalidatedError" }] } },
      },
    ]);
    const error = await run.verify(resetPassword({ occ: run.occ }, { token: TOKEN, newPassword: "Fresh!Start2027" })).catch((e: unknown) => e);
    expect(resetTokenErrorReason(error)).toBe("invalid");
  });
});

describe("validate reset token (extension)", () => {
  const validate: ContractExchange["request"] = { method: "GET", path: "forgottenpasswordtokens/validate", query: { token: TOKEN, type: "SMS", mode: "cdc" } };

  it("GET forgottenpasswordtokens/validate?token&type&mode", async () => {
    const run = contract([
      { source: "spec part 1 §5 / part 2 §7: validate reset token with token, type (default EMAIL), optional mode=cdc (this customer's)", request: validate, response: { status: 200, body: { status: "EXPIRED", cdcRedirectionUrl: null, extra: 1 } } },
    ]);
    await expect(run.verify(validateResetToken({ occ: run.occ }, { token: TOKEN, type: "SMS", mode: "cdc" }))).resolves.toEqual({ status: "EXPIRED", cdcRedirectionUrl: null });
  });

  it("a stock SAP (404 UnknownResourceError): the token counts as valid, and the extension is not asked again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const run = contract([
      { source: "stock SAP 2211 has no validate endpoint: 404 UnknownResourceError", request: validate, response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/forgottenpasswordtokens/validate") } },
    ]);
    await expect(run.verify(validateResetToken({ occ: run.occ }, { token: TOKEN, type: "SMS", mode: "cdc" }))).resolves.toEqual({ status: "VALID", cdcRedirectionUrl: null });
    expect(warn).toHaveBeenCalledTimes(1);
    const again = contract([]);
    await expect(again.verify(validateResetToken({ occ: again.occ }, { token: TOKEN, type: "EMAIL" }))).resolves.toEqual({ status: "VALID", cdcRedirectionUrl: null });
  });
});

describe("resend expired link (extension)", () => {
  const resend: ContractExchange = {
    source: "spec part 1 §4 / part 2 §7 'resend expired link' (path not shown; this customer's): POST forgottenpasswordtokens/resend {token,type}",
    request: { method: "POST", path: "forgottenpasswordtokens/resend", body: { token: TOKEN, type: "EMAIL" } },
    response: { status: 202 },
  };
  const missing: ContractExchange = { ...resend, source: "stock SAP 2211 has no resend: 404 UnknownResourceError", response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/forgottenpasswordtokens/resend") } };

  it("POST forgottenpasswordtokens/resend {token,type}; an empty 202 is success", async () => {
    const run = contract([resend]);
    await expect(run.verify(resendResetLink({ occ: run.occ }, { token: TOKEN, type: "EMAIL" }))).resolves.toBe("sent");
  });

  it("a stock SAP with the e-mail known: a new forgottenpasswordtokens request", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const run = contract([missing, forgottenPasswordTokens("wearer@acme.example")]);
    await expect(run.verify(resendResetLink({ occ: run.occ }, { token: TOKEN, type: "EMAIL", userId: "wearer@acme.example" }))).resolves.toBe("sent");
  });

  it("a stock SAP without the e-mail: nothing is sent, the user requests a new link", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const run = contract([missing]);
    await expect(run.verify(resendResetLink({ occ: run.occ }, { token: TOKEN, type: "EMAIL" }))).resolves.toBe("requestAgain");
  });
});
