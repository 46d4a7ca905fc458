import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { loadShell } from "~/lib/shell/shell.server";
import { loader as homeLoader } from "~/routes/_index";
import { loader as homeAliasLoader } from "~/routes/home";
import { OCC_BASE_URL, currentUserJson, emptyOrderHistory, htmlPage } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { homepageJson } from "./cms-fixture";
import type * as CartModule from "~/lib/occ/cart.server";

const cart = vi.hoisted(() => ({ count: vi.fn<(ref: { basePath: string; guest: boolean } | null) => Promise<number>>() }));
// Partial: the home loader's approvals call group (issue 7) reaches the cart module's schemas through the Order schema.
vi.mock("~/lib/occ/cart.server", async (importOriginal) => ({
  ...(await importOriginal<typeof CartModule>()),
  getCartItemCount: cart.count,
}));

useTestEnv();
useMswServer();
// The home loader also reads the recent orders (issue 23).
beforeEach(() => server.use(emptyOrderHistory()));

const CMS_PAGES = `${OCC_BASE_URL}/corporate/cms/pages`;
const CURRENT_USER = `${OCC_BASE_URL}/corporate/orgUsers/current`;

let cmsCalls: URL[];
beforeEach(() => {
  cmsCalls = [];
  cart.count.mockReset().mockResolvedValue(2);
  server.use(
    http.get(CMS_PAGES, ({ request }) => {
      const url = new URL(request.url);
      cmsCalls.push(url);
      const nz = request.headers.get("Authorization") === "Bearer access-nz" && url.searchParams.get("userId") === "current";
      return HttpResponse.json(homepageJson({ welcomeText: nz ? "Kia ora, welcome to your uniform store" : "Welcome to your Acme uniform store" }));
    }),
  );
});

async function signedIn(overrides: Parameters<typeof signedInData>[0] = {}) {
  return sessionCookie(signedInData(overrides));
}

function args(url: string, cookie?: string, context = createRequestContext("nonce")) {
  return { request: pageRequest(url, cookie), context, params: {} } as LoaderFunctionArgs;
}

describe("the shell loader", () => {
  it("loads the personalised CMS homepage and the cart count for a signed-in user", async () => {
    const { request, context } = args("http://shop.test/search/x", await signedIn({ user: sessionUser({ showLoginPreferencePage: true }) }));
    const shell = await loadShell(request, context);
    expect(cmsCalls).toHaveLength(1);
    expect(cmsCalls[0]?.searchParams.get("userId")).toBe("current");
    expect(cmsCalls[0]?.searchParams.get("pageLabelOrId")).toBe("homepage");
    expect(cart.count).toHaveBeenCalledTimes(1);
    expect(shell.cartCount).toBe(2);
    expect(shell.accountLinks.map((l) => l.label)).toContain("Login & Security");
  });

  it("keeps Login & Security from users without showLoginPreferencePage (and from older sessions without the flag)", async () => {
    for (const user of [sessionUser({ showLoginPreferencePage: false }), sessionUser()]) {
      const { request, context } = args("http://shop.test/", await signedIn({ user }));
      const shell = await loadShell(request, context);
      expect(shell.accountLinks.map((l) => l.label)).toEqual(["My Profile", "Delivery and Shipping", "Billing"]);
    }
  });

  it("asks anonymous visitors' content without userId and does not look for a cart", async () => {
    const { request, context } = args("http://shop.test/search/x");
    const shell = await loadShell(request, context);
    expect(cmsCalls[0]?.searchParams.has("userId")).toBe(false);
    expect(cart.count).not.toHaveBeenCalled();
    expect(shell.cartCount).toBeNull();
    expect(shell.globalMessages).toHaveLength(3);
  });

  it("counts an anonymous visitor's guest cart (by its guid), and the proxy cart in proxy mode", async () => {
    const guid = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    const guest = args("http://shop.test/search/x", await sessionCookie({ guestCartGuid: guid }));
    expect((await loadShell(guest.request, guest.context)).cartCount).toBe(2);
    expect(cart.count).toHaveBeenLastCalledWith(expect.objectContaining({ basePath: `users/anonymous/carts/${guid}`, guest: true }));

    const proxy = args("http://shop.test/", await signedIn({ isProxyMode: true, proxy: { uid: "wearer@acme.example", name: "Wendy", cartId: "00000042" } }));
    await loadShell(proxy.request, proxy.context);
    expect(cart.count).toHaveBeenLastCalledWith(expect.objectContaining({ basePath: "users/current/carts/00000042", guest: false }));
    expect(cart.count).toHaveBeenCalledTimes(2);
  });

  it("shows no count when the cart cannot be loaded, instead of failing the page", async () => {
    cart.count.mockRejectedValue(new Error("cart down"));
    const { request, context } = args("http://shop.test/", await signedIn());
    await expect(loadShell(request, context)).resolves.toMatchObject({ cartCount: null });
  });

  it("lets a session-expiry redirect from the cart call through", async () => {
    cart.count.mockRejectedValue(new Response(null, { status: 302, headers: { Location: "/login" } }));
    const { request, context } = args("http://shop.test/", await signedIn());
    const response = await thrownResponse(loadShell(request, context));
    expect(response.status).toBe(302);
  });

  it("renders the shell without CMS content when the CMS is down", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.use(http.get(CMS_PAGES, () => htmlPage(502)));
    const { request, context } = args("http://shop.test/", await signedIn());
    const shell = await loadShell(request, context);
    expect(shell.siteLinks).toEqual([]);
    expect(shell.logo).toBeNull();
    expect(shell.cartCount).toBe(2);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("the home page loader", () => {
  beforeEach(() => {
    server.use(http.get(CURRENT_USER, () => HttpResponse.json(currentUserJson())));
  });

  it("shares the shell's CMS call within one request", async () => {
    const context = createRequestContext("nonce");
    const cookie = await signedIn();
    const [shell, home] = await Promise.all([
      loadShell(args("http://shop.test/", cookie, context).request, context),
      homeLoader(args("http://shop.test/", cookie, context)),
    ]);
    expect(cmsCalls).toHaveLength(1);
    expect(shell.siteLinks.length).toBeGreaterThan(0);
    expect(home).toMatchObject({ salutation: "Bella", siteType: "corporate" });
    expect(home.quickLinks).toHaveLength(4);
  });

  it("greets by preferredName, else firstName", async () => {
    server.use(http.get(CURRENT_USER, () => HttpResponse.json(currentUserJson({ preferredName: "Bel" }))));
    await expect(homeLoader(args("http://shop.test/", await signedIn()))).resolves.toMatchObject({ salutation: "Bel" });
    server.use(http.get(CURRENT_USER, () => HttpResponse.json(currentUserJson({ preferredName: "  " }))));
    await expect(homeLoader(args("http://shop.test/", await signedIn()))).resolves.toMatchObject({ salutation: "Bella" });
  });

  it("passes the user's token with userId=current, so the backend answers with the user's country's welcome text", async () => {
    const home = await homeLoader(args("http://shop.test/", await signedIn({ accessToken: "access-nz" })));
    expect(home.hero?.welcomeText).toBe("Kia ora, welcome to your uniform store");
    const au = await homeLoader(args("http://shop.test/", await signedIn()));
    expect(au.hero?.welcomeText).toBe("Welcome to your Acme uniform store");
  });

  it("/home is the same page", async () => {
    await expect(homeAliasLoader(args("http://shop.test/home", await signedIn()))).resolves.toMatchObject({ salutation: "Bella" });
  });

  it("is guarded", async () => {
    const response = await thrownResponse(homeLoader(args("http://shop.test/home")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
  });

  it("shows the catalogue text when the CMS fails", async () => {
    server.use(http.get(CMS_PAGES, () => htmlPage(504)));
    const response = await thrownResponse(homeLoader(args("http://shop.test/", await signedIn())));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: messages.gatewayTimeout });
  });
});
