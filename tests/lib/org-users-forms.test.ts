import { describe, expect, it } from "vitest";
import * as m from "~/lib/org-users/messages";
import { usersListHref } from "~/lib/org-users/paths";
import { parseCreateUser } from "~/lib/org-users/user-schemas";

/** Issue 26 (H2): the create-user form's schema, the list's URLs and the user's banner title (spec part 1 §3). */
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
};
const valid = { firstName: "Nora", lastName: "New", email: "nora@acme.example", employeeCode: "ACME-1200", unitId: "acme-au", roles: "b2bcustomergroup" };

describe("organisation users' forms", () => {
  it("accepts a complete user with one or several roles, mobile optional", () => {
    expect(parseCreateUser(form(valid)).status).toBe("success");
    const several = parseCreateUser(form({ ...valid, roles: ["customergroup", "b2badmingroup"], mobile: "+61 400 123 456" }));
    expect(several.status === "success" && several.value.roles).toEqual(["customergroup", "b2badmingroup"]);
  });

  it("names each problem with the spec's texts and ours", () => {
    const result = parseCreateUser(form({ firstName: "<b>", lastName: "", email: "nope", employeeCode: "A B", unitId: "", mobile: "12" }));
    expect(result.status).toBe("error");
    expect(result.reply().error).toMatchObject({
      firstName: [m.invalidName],
      lastName: [m.required],
      email: [m.invalidEmail],
      employeeCode: [m.invalidCode],
      unitId: [m.required],
      mobile: [m.invalidMobile],
      roles: [m.chooseRole],
    });
    expect(parseCreateUser(form({ ...valid, roles: "superuser" })).reply().error?.roles).toEqual([m.chooseRole]);
  });

  it("keeps the filters in the list's URLs (page 1 left out)", () => {
    expect(usersListHref({ q: "", unit: "", role: "", status: "" })).toBe("/organisation/users");
    expect(usersListHref({ q: "Henry Sc", unit: "acme-au", role: "b2bapprovergroup", status: "ACTIVE" }, 3)).toBe(
      "/organisation/users?q=Henry+Sc&unit=acme-au&role=b2bapprovergroup&status=ACTIVE&page=3",
    );
  });

  it("titles a user by name and employee code, or NA; the wholesale site by name only", () => {
    expect(m.userTitle({ firstName: "Oliver", lastName: "Grant", employeeCode: "ACME-1102" }, "corporate")).toBe("Oliver Grant ACME-1102");
    expect(m.userTitle({ firstName: "Oliver", lastName: "Grant", employeeCode: null }, "corporate")).toBe("Oliver Grant NA");
    expect(m.userTitle({ firstName: "Riley", lastName: "Quinn", employeeCode: "HARB-1002" }, "wholesale")).toBe("Riley Quinn");
  });
});
