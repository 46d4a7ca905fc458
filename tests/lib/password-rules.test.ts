import { describe, expect, it } from "vitest";
import * as resetMessages from "~/lib/password-reset/messages";
import { PASSWORD_CHANGE_MIN_LENGTH, passwordProblem } from "~/lib/password-reset/password-rules";

describe("password rules (spec part 2 §5)", () => {
  it.each([
    ["Ab1!xyz", resetMessages.passwordMinLength(8)],
    [`A1!${"ab".repeat(63)}`, resetMessages.passwordMaxLength(128)],
    ["abcdef1!", resetMessages.passwordUppercase],
    ["Abcdefg!", resetMessages.passwordDigit],
    ["Abcdefg1", resetMessages.passwordSpecial],
    ["Abcdeff1!", resetMessages.passwordRepeated],
    ["Ab1!!xyz", resetMessages.passwordRepeated],
  ])("rejects %j with the first rule it breaks", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(["Uniform!2026", "Abc1!xyz", `A1!${"ab".repeat(62)}c`, "Ünïcode1€"])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it("accepts exactly 8 and 128 characters", () => {
    expect(passwordProblem("Ab1!cdef")).toBeNull();
    expect(passwordProblem(`Ab1!${"cd".repeat(62)}`)).toBeNull();
  });

  it("counts characters, not UTF-16 code units", () => {
    expect(passwordProblem("Ab1!😀x")).toBe(resetMessages.passwordMinLength(8));
  });

  it("uses 6 as the minimum on the change-password form", () => {
    expect(passwordProblem("Ab1!xy", PASSWORD_CHANGE_MIN_LENGTH)).toBeNull();
    expect(passwordProblem("Ab1!x", PASSWORD_CHANGE_MIN_LENGTH)).toBe(resetMessages.passwordMinLength(6));
  });

  it("treats white space as neither special nor a letter", () => {
    expect(passwordProblem("Abcdef 1")).toBe(resetMessages.passwordSpecial);
  });
});
