import { describe, expect, it } from "vitest";
import { hasAnyRole, rolesFromGroups } from "~/lib/roles";

describe("rolesFromGroups", () => {
  it.each([
    ["CustomerAdmin", "customerAdmin"],
    ["customergroup", "wearer"],
    ["b2bcustomergroup", "buyer"],
    ["b2bapprovergroup", "approver"],
    ["b2bmanagergroup", "manager"],
    ["b2badmingroup", "admin"],
  ] as const)("%s → %s", (group, role) => {
    expect(rolesFromGroups([group])).toEqual([role]);
  });

  it("maps every known group and ignores unknown ones", () => {
    expect(
      rolesFromGroups(["b2badmingroup", "somethingElse", "CustomerAdmin", "b2bcustomergroup", "b2bapprovergroup", "b2bmanagergroup", "customergroup"]),
    ).toEqual(["customerAdmin", "wearer", "buyer", "approver", "manager", "admin"]);
    expect(rolesFromGroups([])).toEqual([]);
  });

  it("is case-sensitive: group uids are exact", () => {
    expect(rolesFromGroups(["customeradmin", "B2BADMINGROUP"])).toEqual([]);
  });
});

describe("hasAnyRole", () => {
  it("needs at least one of the required roles", () => {
    expect(hasAnyRole(["buyer"], ["buyer", "approver"])).toBe(true);
    expect(hasAnyRole(["wearer"], ["buyer", "approver"])).toBe(false);
    expect(hasAnyRole([], ["buyer"])).toBe(false);
  });

  it("an empty requirement means any signed-in user", () => {
    expect(hasAnyRole([], [])).toBe(true);
  });
});
