import { describe, expect, it } from "vitest";
import * as profileMessages from "~/lib/account-profile/messages";
import {
  parseCloseAccountForm,
  parseMobileCodeForm,
  parseNewMobileForm,
  parsePreferredNameForm,
  parseProfileForm,
} from "~/lib/account-profile/profile-schema";
import { profileView } from "~/lib/account-profile/profile-view";
import * as messages from "~/lib/messages";
import { ProfileUserSchema } from "~/lib/occ/account-profile.server";
import * as registrationMessages from "~/lib/registration/messages";

/** My Profile's forms (issue 25): the one schema per form the action and the browser share, and the page's view. */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const TITLES = ["mr", "ms", "dr"];

describe("profile form", () => {
  it("accepts a title of the list and trimmed names", () => {
    const submission = parseProfileForm(form({ titleCode: "dr", firstName: "  Zoë ", lastName: "O’Brien-Smith Jr." }), TITLES);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ titleCode: "dr", firstName: "Zoë", lastName: "O’Brien-Smith Jr." });
  });

  it("title and names are required; names at most 100 letters, spaces, apostrophes, hyphens and full stops", () => {
    const empty = parseProfileForm(form({ titleCode: "", firstName: " ", lastName: "" }), TITLES).reply();
    expect(empty.error).toEqual({ titleCode: [messages.required], firstName: [messages.required], lastName: [messages.required] });
    const bad = parseProfileForm(form({ titleCode: "king", firstName: "x".repeat(101), lastName: "<b>Bold</b>" }), TITLES).reply();
    expect(bad.error).toEqual({ titleCode: [messages.required], firstName: [profileMessages.nameTooLong(100)], lastName: [profileMessages.nameCharacters] });
    // The typed values come back to the form.
    expect(bad.initialValue).toMatchObject({ firstName: "x".repeat(101), lastName: "<b>Bold</b>" });
  });
});

describe("preferred name form", () => {
  it("is optional (empty removes it), at most 100 characters of a name", () => {
    expect(parsePreferredNameForm(form({ preferredName: "" })).status).toBe("success");
    const ok = parsePreferredNameForm(form({ preferredName: " Pip " }));
    expect(ok.status === "success" && ok.value.preferredName).toBe("Pip");
    expect(parsePreferredNameForm(form({ preferredName: "P".repeat(101) })).reply().error).toEqual({ preferredName: [profileMessages.nameTooLong(100)] });
    expect(parsePreferredNameForm(form({ preferredName: "Pip 🎉" })).reply().error).toEqual({ preferredName: [profileMessages.nameCharacters] });
  });
});

describe("mobile change and close account forms", () => {
  it("the new number follows registration's rule; the code is 6 digits", () => {
    expect(parseNewMobileForm(form({ mobile: "+61 (412) 345-678" })).status).toBe("success");
    expect(parseNewMobileForm(form({ mobile: "" })).reply().error).toEqual({ mobile: [messages.required] });
    expect(parseNewMobileForm(form({ mobile: "12" })).reply().error).toEqual({ mobile: [registrationMessages.invalidMobile] });
    expect(parseMobileCodeForm(form({ verificationCode: " 123456 " })).status).toBe("success");
    expect(parseMobileCodeForm(form({ verificationCode: "12345a" })).reply().error).toEqual({ verificationCode: [profileMessages.codeFormat] });
  });

  it("close account needs the password", () => {
    expect(parseCloseAccountForm(form({ password: "" })).reply().error).toEqual({ password: [messages.required] });
    expect(parseCloseAccountForm(form({ password: "secret" })).status).toBe("success");
  });
});

describe("profile view", () => {
  const titles = [
    { code: "mr", name: "Mr" },
    { code: "ms", name: "Ms" },
  ];

  it("shows this customer's fields and allows the extensions", () => {
    const user = ProfileUserSchema.parse({
      uid: "profile-js@acme.example",
      titleCode: "ms",
      firstName: "Piper",
      lastName: "Profile",
      preferredName: null,
      mobileNumber: "+61412550201",
      employeeId: "E2E-PROF-JS",
      groups: [{ uid: "b2bcustomergroup" }],
      orgUnit: { uid: "acme-au", name: "Acme Workwear Australia" },
    });
    expect(profileView(user, titles)).toEqual({
      titleCode: "ms",
      titleName: "Ms",
      titles: [
        { value: "mr", label: "Mr" },
        { value: "ms", label: "Ms" },
      ],
      firstName: "Piper",
      lastName: "Profile",
      preferredName: "",
      email: "profile-js@acme.example",
      mobile: "+61412550201",
      employeeId: "E2E-PROF-JS",
      unit: "Acme Workwear Australia",
      extended: true,
    });
  });

  it("a stock SAP's B2BUserWsDTO (no groups, no extension fields): read-only extensions, facts not set", () => {
    const user = ProfileUserSchema.parse({
      uid: "buyer@acme.example",
      firstName: "Bella",
      lastName: "Barnes",
      roles: ["b2bcustomergroup"],
      orgUnit: { uid: "acme-au", name: "Acme Workwear Australia", active: true },
    });
    expect(profileView(user, titles)).toMatchObject({ titleCode: "", titleName: null, mobile: null, employeeId: null, extended: false });
  });
});
