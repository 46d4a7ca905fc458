import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as homeLoader } from "~/routes/_index";
import { OCC_BASE_URL, currentUserJson, emptyOrderHistory, htmlPage } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";
import { homepageJson } from "../shell/cms-fixture";

/**
 * Backend faults the reference backend cannot produce on demand, driven through a real route
 * loader: the page must end in an error response carrying the catalogue text (part 2 §8),
 * never a stack trace or a generic error.
 */
useTestEnv();
useMswServer();

const CURRENT_USER = `${OCC_BASE_URL}/corporate/orgUsers/current`;

async function loadHome(): Promise<unknown> {
  const request = pageRequest("http://shop.test/", await sessionCookie(signedInData()));
  const args = { request, context: createRequestContext("nonce"), params: {} } as LoaderFunctionArgs;
  return homeLoader(args);
}


describe("home loader and backend faults", () => {
  // The home page also reads the CMS homepage (its hero and quick links) and the recent orders (issue 23); they answer here.
  beforeEach(() => {
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/cms/pages`, () => HttpResponse.json(homepageJson())),
      emptyOrderHistory(),
    );
  });

  it("loads the welcome from the current user when the backend answers", async () => {
    server.use(http.get(CURRENT_USER, () => HttpResponse.json(currentUserJson())));
    await expect(loadHome()).resolves.toMatchObject({ salutation: "Bella" });
  });

  it.each([
    [502, messages.badGateway],
    [504, messages.gatewayTimeout],
    [500, messages.internalServerError],
    [403, messages.forbidden],
  ])("a %i from the backend shows its catalogue text", async (status, text) => {
    server.use(http.get(CURRENT_USER, () => htmlPage(status)));
    const response = await thrownResponse(loadHome());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it("an unreachable backend is a bad gateway", async () => {
    server.use(http.get(CURRENT_USER, () => HttpResponse.error()));
    const response = await thrownResponse(loadHome());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
  });

  it("malformed JSON is 'An unknown error occurred', logged with the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(
      http.get(CURRENT_USER, () => new HttpResponse("{not json", { headers: { "Content-Type": "application/json" } })),
    );
    const response = await thrownResponse(loadHome());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: messages.unknownError });
    expect(String(log.mock.calls[0]?.[0])).toContain("orgUsers/current");
  });
});
