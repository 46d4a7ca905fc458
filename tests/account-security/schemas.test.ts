import { describe, expect, it } from "vitest";
import { parseChangeEmailForm } from "~/lib/account-security/change-email-schema";
import { parseChangePasswordForm } from "~/lib/account-security/change-password-schema";

// Issue 25, Login & Security: the two forms' schemas (spec part 2 §5), as the action and the browser run them.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) => submission.error ?? {};

describe("ChangePasswordSchema", () => {
  const valid = { intent: "password", oldPassword: "Uniform!2026", newPassword: "Fresh!Pw9", confirmPassword: "Fresh!Pw9" };

  it("accepts a valid change and returns the old and new passwords", () => {
    const submission = parseChangePasswordForm(form(valid));
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ oldPassword: "Uniform!2026", newPassword: "Fresh!Pw9" });
  });

  it("says 'This field is required.' for each empty field at once", () => {
    const errors = errorsOf(parseChangePasswordForm(form({ intent: "password" })));
    expect(errors).toMatchObject({
      oldPassword: ["This field is required."],
      newPassword: ["This field is required."],
      confirmPassword: ["This field is required."],
    });
  });

  it.each([
    ["Ab1!c", "Password must be at least 6 characters."],
    [`Ab1!${"xy".repeat(63)}`, "Password must be 128 characters or fewer."],
    ["abc1!x", "Password must contain at least one uppercase letter."],
    ["Abcd!x", "Password must contain at least one number."],
    ["Abcd1x", "Password must contain at least one special character."],
    ["Abb1!x", "Password must not contain the same character twice in a row."],
    ["Uniform!2026", "The new password must be different from the old password."],
  ])("refuses the new password %j: %s", (newPassword, message) => {
    const errors = errorsOf(parseChangePasswordForm(form({ ...valid, newPassword, confirmPassword: newPassword })));
    expect(errors["newPassword"]).toEqual([message]);
  });

  it("accepts 6 characters (the change form's minimum)", () => {
    expect(parseChangePasswordForm(form({ ...valid, newPassword: "Ab1!cd", confirmPassword: "Ab1!cd" })).status).toBe("success");
  });

  it("needs the confirmation to match", () => {
    const errors = errorsOf(parseChangePasswordForm(form({ ...valid, confirmPassword: "Fresh!Pw8" })));
    expect(errors["confirmPassword"]).toEqual(["Passwords do not match."]);
  });

  it("never sends a password back", () => {
    const submission = parseChangePasswordForm(form({ intent: "password", oldPassword: "x" }));
    const reply = submission.reply({ hideFields: ["oldPassword", "newPassword", "confirmPassword"] });
    expect(reply.initialValue).toEqual({ intent: "password" });
  });
});

describe("ChangeEmailSchema", () => {
  const valid = { intent: "email", newEmail: " Ella.New@Acme.example ", confirmEmail: "ella.new@acme.example", password: "Uniform!2026" };

  it("accepts a valid change, trimmed and lower-cased", () => {
    const submission = parseChangeEmailForm(form(valid));
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ newEmail: "ella.new@acme.example", password: "Uniform!2026" });
  });

  it("uses the spec's texts: required, 'This is not a valid email format.', 'Please enter a valid email.'", () => {
    expect(errorsOf(parseChangeEmailForm(form({ intent: "email" })))).toMatchObject({
      newEmail: ["This field is required."],
      confirmEmail: ["This field is required."],
      password: ["This field is required."],
    });
    expect(errorsOf(parseChangeEmailForm(form({ ...valid, newEmail: "not-an-email", confirmEmail: "nope@" })))).toMatchObject({
      newEmail: ["This is not a valid email format."],
      confirmEmail: ["Please enter a valid email."],
    });
  });

  it("needs the two addresses to match", () => {
    const errors = errorsOf(parseChangeEmailForm(form({ ...valid, confirmEmail: "other@acme.example" })));
    expect(errors["confirmEmail"]).toEqual(["Email addresses do not match."]);
  });
});
