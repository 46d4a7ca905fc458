import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/my-account_.orders";
import { OCC_BASE_URL } from "../mocks/handlers";
import { callRoute } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const usd = (value: number) => ({ currencyIso: "AUD", formattedValue: `$${value.toFixed(2)}`, value });

describe("/my-account/orders (stock GET users/current/orders)", () => {
  it("asks for the page (1-based ?page → SAP's 0-based currentPage, 10 a page, fields=DEFAULT) and shows SAP's rows", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/users/current/orders`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({
          orders: [
            { code: "30000012", guid: "g-12", placed: "2026-11-20T23:30:00+0000", status: "PENDING_APPROVAL", statusDisplay: "pendingApproval", total: usd(120.5) },
            { guid: "malformed: no code", status: "CREATED" },
          ],
          pagination: { currentPage: 1, pageSize: 10, sort: "byDate", totalPages: 3, totalResults: 21 },
          sorts: [{ code: "byDate", selected: true }],
        });
      }),
    );
    const { result } = await callRoute(loader, "/my-account/orders?page=2", { session: signedInData(), catchResponse: false });
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ currentPage: "1", pageSize: "10", fields: "DEFAULT" });
    // The malformed row is dropped (lenientList); the full screen's fields are in tests/order-history/.
    expect(result).toMatchObject({
      orders: [{ code: "30000012", href: "/my-account/order/30000012", placedOn: "21 November 2026", status: "Pending approval", total: "$120.50" }],
      currentPage: 1,
      totalPages: 3,
      range: { from: 11, to: 20, total: 21 },
    });
    expect(result && "orders" in result ? result.orders : []).toHaveLength(1);
  });

  it("reads a missing or bad ?page as the first page", async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/users/current/orders`, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get("currentPage"));
        return HttpResponse.json({ orders: [], pagination: { currentPage: 0, pageSize: 10, totalPages: 0, totalResults: 0 } });
      }),
    );
    for (const url of ["/my-account/orders", "/my-account/orders?page=0", "/my-account/orders?page=-1", "/my-account/orders?page=abc"]) {
      await callRoute(loader, url, { session: signedInData(), catchResponse: false });
    }
    expect(pages).toEqual(["0", "0", "0", "0"]);
  });

  it("sends an anonymous visitor to sign in", async () => {
    const { result } = await callRoute(loader, "/my-account/orders");
    expect(result instanceof Response && result.status).toBe(302);
  });
});
