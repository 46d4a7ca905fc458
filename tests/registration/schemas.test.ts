import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import * as onboardingMessages from "~/lib/onboarding/messages";
import * as resetMessages from "~/lib/password-reset/messages";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";
import { OnboardingSchema } from "~/lib/onboarding/onboarding-schema";
import { IdentityConsentSchema } from "~/lib/registration/register-identity-schema";
import { RegisterSchema } from "~/lib/registration/register-schema";
import { VerifyCodeSchema } from "~/lib/registration/register-verify-schema";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const valid = {
  titleCode: "ms",
  firstName: "Rita",
  lastName: "Registrant",
  email: "rita@register.example",
  password: "Fresh-start9!",
  confirmPassword: "Fresh-start9!",
  termsConsent: "on",
};

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: RegisterSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

describe("registration form schema", () => {
  it("accepts a complete form; optional fields may be empty; marketing defaults to false", () => {
    const submission = parseWithZod(form(valid), { schema: RegisterSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.marketingConsent).toBe(false);
  });

  it("required fields and the terms have their messages", () => {
    const errors = errorsOf({});
    for (const field of ["firstName", "lastName", "email", "password", "confirmPassword"]) {
      expect(errors[field], field).toEqual([messages.required]);
    }
    expect(errors.termsConsent).toEqual([registrationMessages.termsRequired]);
  });

  it("the registration password rules (min 8) and the confirmation", () => {
    expect(errorsOf({ ...valid, password: "Sh0rt!", confirmPassword: "Sh0rt!" }).password).toEqual([resetMessages.passwordMinLength(8)]);
    expect(errorsOf({ ...valid, password: "fresh-start9!", confirmPassword: "fresh-start9!" }).password).toEqual([resetMessages.passwordUppercase]);
    expect(errorsOf({ ...valid, password: "Fresh-staart9!", confirmPassword: "Fresh-staart9!" }).password).toEqual([resetMessages.passwordRepeated]);
    expect(errorsOf({ ...valid, confirmPassword: "Other-pass1!" }).confirmPassword).toEqual([resetMessages.passwordsMismatch]);
  });

  it("e-mail format, mobile and employee code", () => {
    expect(errorsOf({ ...valid, email: "rita@" }).email).toEqual([messages.invalidEmailFormat]);
    expect(errorsOf({ ...valid, mobile: "12 34" }).mobile).toEqual([registrationMessages.invalidMobile]);
    expect(errorsOf({ ...valid, mobile: "+61 (0) 400-000.009" })).toEqual({});
    expect(errorsOf({ ...valid, employeeCode: "no spaces" }).employeeCode).toEqual([registrationMessages.invalidEmployeeCode]);
    expect(errorsOf({ ...valid, titleCode: "lord" }).titleCode).toEqual([
      // zod's own enum message: the title is a <select>, so only a forged form sends another value.
      "Invalid enum value. Expected 'mr' | 'mrs' | 'ms' | 'miss' | 'dr' | 'mx', received 'lord'",
    ]);
  });
});

describe("verification code, onboarding and consent schemas", () => {
  it("the code is six digits", () => {
    const errors = (code: string) => {
      const s = parseWithZod(form({ verificationCode: code }), { schema: VerifyCodeSchema });
      return s.status === "success" ? undefined : s.reply().error?.verificationCode;
    };
    expect(errors("")).toEqual([messages.required]);
    expect(errors("12345")).toEqual([registrationMessages.verificationCodeFormat]);
    expect(errors(" 123456 ")).toBeUndefined();
  });

  it("onboarding needs the uniform policy; mobile is checked when given", () => {
    const s = parseWithZod(form({ mobile: "1" }), { schema: OnboardingSchema });
    expect(s.status).toBe("error");
    expect(s.reply().error).toMatchObject({ mobile: [registrationMessages.invalidMobile], uniformPolicyAccepted: [onboardingMessages.uniformPolicyRequired] });
    expect(parseWithZod(form({ uniformPolicyAccepted: "on" }), { schema: OnboardingSchema }).status).toBe("success");
  });

  it("identity-provider registration needs the consent", () => {
    expect(parseWithZod(form({}), { schema: IdentityConsentSchema }).reply().error).toEqual({
      consent: [registrationMessages.identityConsentRequired],
    });
  });
});
