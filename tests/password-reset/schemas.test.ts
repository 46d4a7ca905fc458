import { describe, expect, it } from "vitest";
import * as resetMessages from "~/lib/password-reset/messages";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";
import { lazyValidator } from "~/components/form/lazy-validator";
import { isMobileNumber, parseResetRequestForm } from "~/lib/password-reset/reset-request-schema";
import { parseResetPasswordForm } from "~/lib/password-reset/reset-password-schema";

/** The browser's validators, loaded as the forms load them (lazyValidator). */
const requestInBrowser = lazyValidator(() => import("~/lib/password-reset/reset-request-schema").then((m) => m.ResetRequestSchema));
const passwordInBrowser = lazyValidator(() => import("~/lib/password-reset/reset-password-schema").then((m) => m.ResetPasswordSchema));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("reset request schema (mode 2)", () => {
  const errorsFor = (userId: string | undefined) => {
    const submission = parseResetRequestForm(form(userId === undefined ? {} : { userId }));
    return submission.status === "success" ? null : submission.error?.userId;
  };

  it("requires the entry: 'This field is required.'", () => {
    expect(errorsFor(undefined)).toEqual([messages.required]);
    expect(errorsFor("")).toEqual([messages.required]);
    expect(errorsFor("   ")).toEqual([messages.required]);
  });

  it("checks the e-mail format when the entry contains '@': 'This is not a valid email format.'", () => {
    for (const value of ["bob@", "@acme.example", "a@b@c.example", "bob smith@acme.example"]) {
      expect(errorsFor(value), value).toEqual([messages.invalidEmailFormat]);
    }
    expect(errorsFor("wearer@acme.example")).toBeNull();
  });

  it("otherwise takes a mobile number (separators allowed)", () => {
    expect(errorsFor("+61 400 000 001")).toBeNull();
    expect(errorsFor("(04) 0000-0001")).toBeNull();
    expect(errorsFor("bob")).toEqual([registrationMessages.invalidMobile]);
    expect(errorsFor("1234")).toEqual([registrationMessages.invalidMobile]);
    expect(isMobileNumber("+6140000000112345")).toBe(false);
  });

  it("trims the value it passes on", () => {
    const submission = parseResetRequestForm(form({ userId: "  wearer@acme.example " }));
    expect(submission.status === "success" && submission.value.userId).toBe("wearer@acme.example");
  });

  it("the browser validator answers the same", async () => {
    const { validate: validateRequestInBrowser } = await requestInBrowser();
    expect(validateRequestInBrowser(form({ userId: "bob@" })).reply().error).toEqual({ userId: [messages.invalidEmailFormat] });
  });
});

describe("new-password schema (mode 5)", () => {
  const errorsOf = (fields: Record<string, string>) => {
    const submission = parseResetPasswordForm(form(fields));
    return submission.status === "success" ? {} : submission.error;
  };

  it("requires both fields", () => {
    expect(errorsOf({})).toEqual({ newPassword: [messages.required], confirmPassword: [messages.required] });
  });

  it("applies the shared password rules, one message at a time", () => {
    expect(errorsOf({ newPassword: "Sh0rt!", confirmPassword: "Sh0rt!" })).toEqual({ newPassword: [resetMessages.passwordMinLength(8)] });
    expect(errorsOf({ newPassword: "weakpass1!", confirmPassword: "weakpass1!" })).toEqual({ newPassword: [resetMessages.passwordUppercase] });
    expect(errorsOf({ newPassword: "Weakpass!!", confirmPassword: "Weakpass!!" })).toEqual({ newPassword: [resetMessages.passwordDigit] });
    expect(errorsOf({ newPassword: "Weakpass12", confirmPassword: "Weakpass12" })).toEqual({ newPassword: [resetMessages.passwordSpecial] });
    expect(errorsOf({ newPassword: "Weekpass1!", confirmPassword: "Weekpass1!" })).toEqual({ newPassword: [resetMessages.passwordRepeated] });
  });

  it("the two must match: 'Passwords do not match.' (reported with a weak password too)", () => {
    expect(errorsOf({ newPassword: "Fresh!Start2027", confirmPassword: "Fresh!Start2028" })).toEqual({
      confirmPassword: [resetMessages.passwordsMismatch],
    });
    expect(errorsOf({ newPassword: "weak", confirmPassword: "other" })).toEqual({
      newPassword: [resetMessages.passwordMinLength(8)],
      confirmPassword: [resetMessages.passwordsMismatch],
    });
  });

  it("passes a good, matching password", () => {
    const submission = parseResetPasswordForm(form({ newPassword: "Fresh!Start2027", confirmPassword: "Fresh!Start2027" }));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ newPassword: "Fresh!Start2027" });
  });

  it("never sends the passwords back when the server replies", async () => {
    const { validate: validatePasswordInBrowser } = await passwordInBrowser();
    const submission = parseResetPasswordForm(form({ newPassword: "Fresh!Start2027", confirmPassword: "nope" }));
    const reply = submission.reply({ hideFields: ["newPassword", "confirmPassword"] });
    expect(JSON.stringify(reply)).not.toContain("Fresh!Start2027");
    expect(validatePasswordInBrowser(form({})).reply().error).toEqual({
      newPassword: [messages.required],
      confirmPassword: [messages.required],
    });
  });
});
