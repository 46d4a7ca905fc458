import { describe, expect, it } from "vitest";
import { getOptionalUser, redirectIfSignedIn, requireUser } from "~/lib/auth.server";
import { createRequestContext } from "~/lib/request-context.server";
import { pageRequest, sessionCookie, sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { thrownResponse } from "../mocks/rejection";

useTestEnv();

describe("requireUser", () => {
  it("sends an anonymous visitor to /login?redirectTo=<path and query>", async () => {
    const response = await thrownResponse(
      requireUser(pageRequest("http://store.test/my-account?x=1"), createRequestContext("nonce")),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account%3Fx%3D1");
  });

  it("sends an anonymous visitor of / to plain /login", async () => {
    const response = await thrownResponse(requireUser(pageRequest("http://store.test/"), createRequestContext("nonce")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
  });

  it("treats a session without an access token as anonymous", async () => {
    const cookie = await sessionCookie({ user: sessionUser() });
    const response = await thrownResponse(
      requireUser(pageRequest("http://store.test/orders", cookie), createRequestContext("nonce")),
    );
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Forders");
  });

  it("treats a forged cookie as anonymous", async () => {
    const response = await thrownResponse(
      requireUser(pageRequest("http://store.test/orders", "__session=eyJ1c2VyIjp7fX0%3D.forged"), createRequestContext("nonce")),
    );
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Forders");
  });

  it("answers 403 with the forbidden text when the signed-in user lacks every required role", async () => {
    const cookie = await sessionCookie(signedInData({ user: sessionUser({ groups: ["b2bcustomergroup"] }) }));
    const response = await thrownResponse(
      requireUser(pageRequest("http://store.test/approvals", cookie), createRequestContext("nonce"), {
        roles: ["approver", "admin"],
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      "You are not authorized to perform this action. Please contact your administrator if you think this is a mistake.",
    );
  });

  it("returns the user with roles derived from the groups when one role matches", async () => {
    const cookie = await sessionCookie(
      signedInData({ user: sessionUser({ groups: ["b2bapprovergroup", "customergroup", "unrelated"] }) }),
    );
    const user = await requireUser(pageRequest("http://store.test/approvals", cookie), createRequestContext("nonce"), {
      roles: ["approver", "admin"],
    });
    expect(user.uid).toBe("buyer@acme.example");
    expect(user.roles).toEqual(["wearer", "approver"]);
  });

  it("lets any signed-in user through when no role is required", async () => {
    const cookie = await sessionCookie(signedInData({ user: sessionUser({ groups: [] }) }));
    const user = await requireUser(pageRequest("http://store.test/my-account", cookie), createRequestContext("nonce"));
    expect(user.roles).toEqual([]);
    expect(user.firstName).toBe("Bella");
  });
});

describe("getOptionalUser / redirectIfSignedIn", () => {
  it("getOptionalUser is null for anonymous visitors and the user otherwise", async () => {
    expect(await getOptionalUser(pageRequest("http://store.test/"), createRequestContext("nonce"))).toBeNull();
    const cookie = await sessionCookie(signedInData({ user: sessionUser({ groups: ["b2badmingroup"] }) }));
    const user = await getOptionalUser(pageRequest("http://store.test/", cookie), createRequestContext("nonce"));
    expect(user?.roles).toEqual(["admin"]);
  });

  it("redirectIfSignedIn sends signed-in users on and lets anonymous visitors stay", async () => {
    await expect(
      redirectIfSignedIn(pageRequest("http://store.test/login"), createRequestContext("nonce"), "/"),
    ).resolves.toBeUndefined();
    const cookie = await sessionCookie(signedInData());
    const response = await thrownResponse(
      redirectIfSignedIn(pageRequest("http://store.test/login", cookie), createRequestContext("nonce"), "/my-account"),
    );
    expect(response.headers.get("Location")).toBe("/my-account");
  });
});
