import { describe, expect, it } from "vitest";
import * as backendMobile from "../../backend/src/rules/mobile-number";
import * as backendPassword from "../../backend/src/rules/password-rules";
import * as storefrontMobile from "~/lib/registration/mobile-number";
import * as storefrontPassword from "~/lib/password-reset/password-rules";

// The storefront and the reference backend each have their own copy of these rules (decision 019: the backend
// stands for SAP Commerce and does not import storefront code). Tests may import both sides: this one keeps the
// copies in step, so the browser never accepts what the backend refuses, with a different text.

const passwords = [
  "",
  "Ab1!xyz",
  `A1!${"ab".repeat(63)}`,
  `A1!${"ab".repeat(62)}c`,
  "abcdef1!",
  "Abcdefg!",
  "Abcdefg1",
  "Abcdeff1!",
  "Ab1!!xyz",
  "Abcdef 1",
  "Ab1!😀x",
  "Uniform!2026",
  "Ünïcode1€",
  "Ab1!cdef",
  "Ab1!c",
  "Ab1!cd",
];

const mobiles = ["", "+61400000001", " +61 (400) 000-000.1 ", "0400 000 001", "1234567", "+1234567890123456", "+61-4OO", "12345678"];

describe("the backend's rules agree with the storefront's", () => {
  it.each(passwords)("password %j gets the same answer", (password) => {
    expect(backendPassword.passwordProblem(password)).toBe(storefrontPassword.passwordProblem(password));
  });

  // Issue 25: the change-password form's minimum (6, spec part 2 §5) against PUT users/{userId}/password's.
  it.each(passwords)("password %j gets the same answer on the change form", (password) => {
    expect(backendPassword.passwordProblem(password, backendPassword.PASSWORD_CHANGE_MIN_LENGTH)).toBe(
      storefrontPassword.passwordProblem(password, storefrontPassword.PASSWORD_CHANGE_MIN_LENGTH),
    );
  });

  it("has the same limits", () => {
    expect(backendPassword.PASSWORD_MIN_LENGTH).toBe(storefrontPassword.PASSWORD_MIN_LENGTH);
    expect(backendPassword.PASSWORD_CHANGE_MIN_LENGTH).toBe(storefrontPassword.PASSWORD_CHANGE_MIN_LENGTH);
    expect(backendPassword.PASSWORD_MAX_LENGTH).toBe(storefrontPassword.PASSWORD_MAX_LENGTH);
  });

  it.each(mobiles)("mobile %j normalises and validates the same", (mobile) => {
    expect(backendMobile.normaliseMobile(mobile)).toBe(storefrontMobile.normaliseMobile(mobile));
    expect(backendMobile.isValidMobile(mobile)).toBe(storefrontMobile.isValidMobile(mobile));
  });

  it("uses the same pattern", () => {
    expect(backendMobile.MOBILE_PATTERN.source).toBe(storefrontMobile.MOBILE_PATTERN.source);
  });
});
