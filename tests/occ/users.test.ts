import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "~/lib/auth.server";
import { OccClient } from "~/lib/occ/client.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { rolesFromGroups } from "~/lib/roles";
import { OCC_BASE_URL } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";

// Issue 22 (a start): the current user as stock SAP Commerce 2211 B2B sends it (B2BUserWsDTO): the B2B roles as
// `roles: string[]` instead of this customer's `groups`, and no `priceEnabled` (this customer's flag).
useMswServer();

const occ = () =>
  new OccClient({
    config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 1000 },
    tokens: { current: async () => ({ accessToken: "t" }), refresh: async () => null, sessionExpired: async () => new Response(null, { status: 401 }) },
  });

/** Shaped like SAP's B2BUserWsDTO (Spartacus B2B user fixtures): uid, name, firstName, lastName, roles, orgUnit. */
const STOCK_B2B_USER = {
  uid: "mark.rivers@rustic-hw.com",
  name: "Mark Rivers",
  firstName: "Mark",
  lastName: "Rivers",
  displayUid: "mark.rivers@rustic-hw.com",
  active: true,
  roles: ["b2bcustomergroup", "b2bapprovergroup"],
  orgUnit: { uid: "Rustic", name: "Rustic", active: true },
  currency: { isocode: "USD", name: "US Dollar", symbol: "$", active: true },
};

describe("GET orgUsers/current as stock SAP B2B answers it", () => {
  it("maps `roles` to the same role model as `groups`, and a missing priceEnabled shows prices", async () => {
    server.use(http.get(`${OCC_BASE_URL}/corporate/orgUsers/current`, () => HttpResponse.json(STOCK_B2B_USER)));
    const user = await getCurrentUser({ occ: occ() });
    expect(user.priceEnabled).toBe(true);
    const session = toSessionUser(user);
    expect(session.groups).toEqual(["b2bcustomergroup", "b2bapprovergroup"]);
    expect(rolesFromGroups(session.groups)).toEqual(["buyer", "approver"]);
  });

  it("this customer's shape: `groups` and `priceEnabled` as sent, a role in both lists counted once", async () => {
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/orgUsers/current`, () =>
        HttpResponse.json({ uid: "wearer@acme.example", firstName: "Wendy", groups: [{ uid: "customergroup" }], roles: ["customergroup"], priceEnabled: false }),
      ),
    );
    const user = await getCurrentUser({ occ: occ() });
    expect(user.priceEnabled).toBe(false);
    expect(toSessionUser(user).groups).toEqual(["customergroup"]);
  });
});
